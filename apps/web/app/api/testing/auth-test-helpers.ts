import { schema } from '@foyer/db';
import { and, desc, eq } from 'drizzle-orm';
import type { TestCtx } from '@foyer/core/testing/index';
import type { createApi } from '../create-api.ts';

export type Api = ReturnType<typeof createApi>;
export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  text: string;
}
export type ErrorAnswer = { errors: { code: string; message: string; field?: string }[] };

/** Calls the auth API with a JSON body (and a bearer token when given). */
export async function call<T = Record<string, unknown>>(
  api: Api,
  method: string,
  path: string,
  body?: unknown,
  o: { jwt?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...o.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (o.jwt) headers.authorization = `Bearer ${o.jwt}`;
  const res = await api.request(`/auth${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, text };
}

export const firstError = (a: Answer<unknown>) => (a.body as ErrorAnswer).errors[0]!;

/** The newest e-mail to an address, as the outbox stored it (rendered text and HTML). */
export async function lastMail(ctx: TestCtx, to: string, template?: string) {
  const [row] = await ctx.db
    .select()
    .from(schema.mail_outbox)
    .where(and(eq(schema.mail_outbox.to_address, to), template ? eq(schema.mail_outbox.template, template) : undefined))
    .orderBy(desc(schema.mail_outbox.id))
    .limit(1);
  return row ?? null;
}

/** The link of the newest mail of a kind, e.g. ('accounts.magic_link') → its URL and token. */
export async function mailedLink(ctx: TestCtx, to: string, template: string): Promise<{ url: URL; token: string }> {
  const mail = await lastMail(ctx, to, template);
  if (!mail) throw new Error(`no ${template} mail to ${to}`);
  const match = /https?:\/\/\S+\?token=[A-Za-z0-9_%-]+/.exec(mail.text_body);
  if (!match) throw new Error(`no link in ${template} mail`);
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get('token')! };
}

let n = 0;
/** A unique address per call, so tests in one file do not collide. */
export const uniqueEmail = (tag = 'user') => `${tag}-${process.pid}-${++n}@example.test`;

/** Registers an account and confirms it by the e-mailed link; returns the confirm answer's tokens. */
export async function confirmedUser(ctx: TestCtx, api: Api, o: { email?: string; password?: string; first_name?: string } = {}) {
  const email = o.email ?? uniqueEmail();
  const password = o.password ?? 'correct horse';
  const reg = await call(api, 'POST', '/register', {
    email, password, password_confirmation: password, first_name: o.first_name ?? 'Anna', last_name: 'Nowak',
  });
  if (reg.status !== 200) throw new Error(`register failed: ${reg.text}`);
  const { token } = await mailedLink(ctx, email, 'accounts.confirmation');
  const confirmed = await call<{ jwt_token: string; refresh_token: string; expiration_date: string }>(api, 'POST', '/confirm', { token });
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${confirmed.text}`);
  return { email, password, tokens: confirmed.body };
}
