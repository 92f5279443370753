import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { reauthSetCookie } from '../admin/reauth-cookie.server.ts';

let current: Viewer | null = null;
vi.mock('../../session/web-session.server.ts', () => ({ webViewer: async () => ({ viewer: current, setCookie: null }) }));
const { discountCodesAction, discountCodesLoader, doneNotice } = await import('./discount-codes.server.ts');

let ctx: TestCtx;
let eventId: number;
let ticketId: number;
let foreignTicketId: number;
let admin: Viewer;
let member: Viewer;
let cookie: string;

async function person(name: string): Promise<Viewer> {
  const [u] = await ctx.db.insert(schema.users).values({ email: `${name}@test.foyer`, user_identity_token: `uit-${name}`, first_name: name, last_name: 'Test' }).returning();
  return { id: u!.id, user_identity_token: u!.user_identity_token, email: u!.email, first_name: name, last_name: 'Test', locale: null, family_id: 'f' };
}

beforeAll(async () => {
  ctx = await createTestCtx();
  eventId = (await insertEvent(ctx, { lp_url: 'sale', timezone: 'Europe/Warsaw' })).id;
  const otherId = (await insertEvent(ctx, { lp_url: 'other' })).id;
  [admin, member] = [await person('olga'), await person('adam')];
  await ctx.db.insert(schema.event_memberships).values([
    { event_id: eventId, user_id: admin.id, user_tags: ['ADMINISTRATOR'] },
    { event_id: eventId, user_id: member.id },
  ]);
  const [ticket] = await ctx.db.insert(schema.event_tickets).values({ event_id: eventId, name: 'Standard', price: 1000 }).returning();
  const [foreign] = await ctx.db.insert(schema.event_tickets).values({ event_id: otherId, name: 'Elsewhere', price: 1000 }).returning();
  [ticketId, foreignTicketId] = [ticket!.id, foreign!.id];
  cookie = (await reauthSetCookie(ctx, admin.user_identity_token)).split(';')[0]!;
});
afterAll(() => ctx.close());

const url = 'http://foyer.test/sale/admin/discount-codes';
const post = (fields: [string, string][], withCookie = true) => new Request(url, { method: 'POST', body: new URLSearchParams(fields), headers: withCookie ? { cookie } : {} });
async function run<T>(p: Promise<T>) {
  try {
    return { value: await p, response: null as Response | null };
  } catch (thrown) {
    if (thrown instanceof Response) return { value: null, response: thrown };
    if (thrown && typeof thrown === 'object' && 'init' in thrown) return { value: null, response: new Response(null, (thrown as { init: ResponseInit }).init) };
    throw thrown;
  }
}
const codeRows = () => ctx.db.select().from(schema.discount_codes).where(eq(schema.discount_codes.event_id, eventId));

describe('admin/discount-codes', () => {
  it('is a 403 for members who are not the event’s administrators', async () => {
    current = member;
    expect((await run(discountCodesLoader(ctx, new Request(url), 'sale'))).response?.status).toBe(403);
  });

  it('asks for the password again before showing or changing anything (SPEC §6)', async () => {
    current = admin;
    expect((await run(discountCodesLoader(ctx, new Request(url), 'sale'))).value).toMatchObject({ reauth: true });
    const created = await run(discountCodesAction(ctx, post([['intent', 'create'], ['code', 'nope'], ['discount_percentage', '10'], ['ticket_ids', String(ticketId)]], false), 'sale'));
    expect(created.response?.headers.get('location')).toBe('/sale/admin/discount-codes');
    expect(await codeRows()).toEqual([]);
  });

  it('creates from the form: valid until the end of the day in the event’s zone, no limit when empty', async () => {
    current = admin;
    const fields: [string, string][] = [['intent', 'create'], ['code', 'warsaw-5'], ['discount_percentage', '5'], ['max_tickets_quantity', ''], ['valid_until', '2027-01-15'], ['ticket_ids', String(ticketId)]];
    const done = await run(discountCodesAction(ctx, post(fields), 'sale'));
    const [row] = await codeRows();
    // The list again, saying which code was created.
    expect(done.response?.headers.get('location')).toBe(`/sale/admin/discount-codes?done=created&id=${row!.id}`);
    expect(row).toMatchObject({ code: 'WARSAW-5', discount_percentage: 5, max_tickets_quantity: null });
    expect(row!.valid_until?.toISOString()).toBe('2027-01-15T22:59:59.999Z');
    const page = (await run(discountCodesLoader(ctx, new Request(`${url}?edit=${row!.id}`, { headers: { cookie } }), 'sale'))).value;
    expect(page).toMatchObject({ reauth: false, editing: { code: 'WARSAW-5', valid_until_day: '2027-01-15' } });
  });

  it('answers field errors with what was typed; another event’s ticket is an error of the tickets group', async () => {
    current = admin;
    const fields: [string, string][] = [['intent', 'create'], ['code', 'x'], ['discount_percentage', 'abc'], ['ticket_ids', String(ticketId)], ['ticket_ids', String(foreignTicketId)]];
    const { value } = await run(discountCodesAction(ctx, post(fields), 'sale'));
    const result = (value as unknown as { data: { errors: Record<string, string[]>; values: { code: string } }; init: ResponseInit });
    expect(result.init.status).toBe(422);
    expect(result.data.errors).toEqual({ code: ['discount.code_format'], discount_percentage: ['common.validation'] });
    expect(result.data.values.code).toBe('x');
    const foreign = await run(discountCodesAction(ctx, post([['intent', 'create'], ['code', 'fine-code'], ['discount_percentage', '5'], ['ticket_ids', String(foreignTicketId)]]), 'sale'));
    expect((foreign.value as unknown as { data: { errors: Record<string, string[]> } }).data.errors).toEqual({ ticket_ids: ['discount.ticket_unknown'] });
  });

  it('deletes a code and names it on the list it redirects to', async () => {
    current = admin;
    await run(discountCodesAction(ctx, post([['intent', 'create'], ['code', 'gone-soon'], ['discount_percentage', '5'], ['ticket_ids', String(ticketId)]]), 'sale'));
    const row = (await codeRows()).find((r) => r.code === 'GONE-SOON')!;
    const deleted = await run(discountCodesAction(ctx, post([['intent', 'delete'], ['codeId', String(row.id)]]), 'sale'));
    const location = deleted.response?.headers.get('location');
    expect(location).toBe('/sale/admin/discount-codes?done=deleted&name=GONE-SOON');
    expect((await codeRows()).some((r) => r.id === row.id)).toBe(false);
    const page = (await run(discountCodesLoader(ctx, new Request(`http://foyer.test${location}`, { headers: { cookie } }), 'sale'))).value;
    expect(page).toMatchObject({ reauth: false, done: { kind: 'deleted', code: 'GONE-SOON' } });
  });
});

describe('the message after a successful post', () => {
  const rows = [{ id: 7, code: 'DEMO10' }];
  it('names a created or updated code by its own letters, only while it exists', () => {
    expect(doneNotice(new URLSearchParams('done=created&id=7'), rows)).toEqual({ kind: 'created', code: 'DEMO10' });
    expect(doneNotice(new URLSearchParams('done=updated&id=7'), rows)).toEqual({ kind: 'updated', code: 'DEMO10' });
    expect(doneNotice(new URLSearchParams('done=created&id=8'), rows)).toBeNull();
  });

  it('names a deleted code from the address only when it looks like a code', () => {
    expect(doneNotice(new URLSearchParams('done=deleted&name=DEMO10'), rows)).toEqual({ kind: 'deleted', code: 'DEMO10' });
    expect(doneNotice(new URLSearchParams('done=deleted&name=<b>you were hacked</b>'), rows)).toBeNull();
    expect(doneNotice(new URLSearchParams(''), rows)).toBeNull();
  });
});
