import { data, redirect } from 'react-router';
import type { Submission } from '@conform-to/react';
import { isAppError } from '@foyer/core/errors';
import { decideAuthError } from '../decide-auth-error.ts';
import type { AuthActionData, AuthActionExtras, AuthFormName, AuthOutcome } from '../auth-result.ts';

/** Passwords and provider tokens are never sent back into the page's HTML. */
const hideFields = ['password', 'password_confirmation', 'token'];

interface RespondOptions {
  /** Set-Cookie of a sign-in that happened during this action. */
  setCookie?: string | null;
  /** Sent by our JavaScript: answer with data, it shows SUCCESS and navigates itself. */
  js: boolean;
  status?: number;
  /**
   * Without JavaScript, where a signed-in step that needs the person (consents, whitelist) is
   * shown: a redirect there lets that page's loaders see the new cookie (post/redirect/get).
   */
  pendingAt?: string;
  extra?: Partial<Omit<AuthActionExtras, 'form'>>;
}

/**
 * An action's answer. A finished sign-in without JavaScript is a plain redirect to where the flow
 * leads; everything else (and everything for our JavaScript) is data the screen renders.
 */
export function respond(form: AuthFormName, outcome: AuthOutcome, opts: RespondOptions) {
  const headers = new Headers();
  if (opts.setCookie) headers.append('Set-Cookie', opts.setCookie);
  if (outcome.type === 'signed-in' && !opts.js) throw redirect(outcome.next, { headers });
  if ((outcome.type === 'consents' || outcome.type === 'whitelist') && !opts.js && opts.pendingAt) throw redirect(opts.pendingAt, { headers });
  const body: AuthActionData = { ...outcome, form, ...opts.extra };
  return data(body, { status: opts.status ?? 200, headers });
}

/** The form's own rules failed: Conform's reply, shown under the fields. */
export function invalid(form: AuthFormName, submission: Submission<unknown>, email?: string) {
  return data<AuthActionData>({ type: 'invalid', form, reply: submission.reply({ hideFields }), ...(email ? { email } : {}) }, { status: 422 });
}

/**
 * A service's AppError as the screen's data: the first code decides the dialog (SPEC §8). Items
 * that break a field rule on a field this form shows go under that field (`inline`); anything
 * else is form-level. Errors that are not AppErrors are bugs and propagate.
 */
export function failure(form: AuthFormName, err: unknown, opts: { submission?: Submission<unknown>; fields?: readonly string[]; email?: string; setCookie?: string | null; extra?: Partial<Omit<AuthActionExtras, 'form'>> } = {}) {
  if (!isAppError(err)) throw err;
  const first = err.items[0]!;
  const fieldErrors: Record<string, string[]> = {};
  for (const item of err.items) {
    if (item.field && opts.fields?.includes(item.field) && decideAuthError(item.code).dialog === 'field') {
      (fieldErrors[item.field] ??= []).push(item.message);
    }
  }
  const inline = Object.keys(fieldErrors).length > 0;
  const headers = new Headers();
  if (opts.setCookie) headers.append('Set-Cookie', opts.setCookie);
  if (err.retryAfterSeconds) headers.set('Retry-After', String(err.retryAfterSeconds));
  const extras: AuthActionExtras = { form, ...opts.extra };
  // Form-level problems are the dialog's to show (SPEC §8), so only field errors go to the form.
  if (opts.submission) extras.reply = opts.submission.reply({ fieldErrors, hideFields });
  if (opts.email) extras.email = opts.email;
  const body: AuthActionData = { type: 'error', code: first.code, message: first.message, inline, ...extras };
  return data(body, { status: err.status, headers });
}
