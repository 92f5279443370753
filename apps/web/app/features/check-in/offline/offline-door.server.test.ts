import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { schema } from '@foyer/db';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { insertOrder, insertUser } from '@foyer/core/documents/testing/order-fixtures';
import { signTicketQr } from '@foyer/core/tickets/ticket-qr';
import { reauthSetCookie } from '../../admin/reauth-cookie.server.ts';

let current: Viewer | null = null;
vi.mock('../../../session/web-session.server.ts', () => ({ webViewer: async () => ({ viewer: current, setCookie: null }) }));
const { offlineListLoader, offlineSyncAction } = await import('./offline-door.server.ts');

let ctx: TestCtx;
let admin: Viewer;
let attendee: Viewer;
let qr: string;
let cookie: string;

async function person(name: string): Promise<Viewer> {
  const [u] = await ctx.db.insert(schema.users).values({ email: `${name}@test.foyer`, user_identity_token: `uit-${name}-${randomUUID()}`, first_name: name, last_name: 'Door' }).returning();
  return { id: u!.id, user_identity_token: u!.user_identity_token, email: u!.email, first_name: name, last_name: 'Door', locale: null, family_id: 'f' };
}

beforeAll(async () => {
  ctx = await createTestCtx();
  const eventId = (await insertEvent(ctx, { lp_url: 'gate' })).id;
  [admin, attendee] = [await person('olga'), await person('adam')];
  await ctx.db.insert(schema.event_memberships).values([
    { event_id: eventId, user_id: admin.id, joined: true, user_tags: ['ADMINISTRATOR'] },
    { event_id: eventId, user_id: attendee.id, joined: true },
  ]);
  const buyer = await insertUser(ctx);
  const { reservations } = await insertOrder(ctx, { eventId, buyer, status: 'paid', holders: [{ first_name: 'Anna', last_name: 'Nowak', email: buyer.email }], ticketName: 'Standard' });
  qr = signTicketQr(ctx.config.sessionSecret, reservations[0]!.ticket_reservation_uuid);
  cookie = (await reauthSetCookie(ctx, admin.user_identity_token)).split(';')[0]!;
});
afterAll(() => ctx.close());

const url = 'http://foyer.test/gate/admin/check-in/offline';
const list = (headers: Record<string, string> = {}, session?: string) => offlineListLoader(ctx, new Request(url, { headers }), 'gate', session);
const sync = (body: unknown, headers: Record<string, string> = {}) =>
  offlineSyncAction(ctx, new Request(url, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } }), 'gate');
const scans = () => ({ scans: [{ id: randomUUID(), code: qr, scanned_at: new Date(ctx.clock.now().getTime() - 60_000).toISOString() }] });
async function answer(p: Promise<Response>) {
  try {
    const res = await p;
    return { status: res.status, body: (res.headers.get('content-type') ?? '').includes('json') ? ((await res.json()) as Record<string, unknown>) : null };
  } catch (thrown) {
    // requireSignedIn sends a guest to the sign-in page.
    if (thrown instanceof Response) return { status: thrown.status, body: null };
    throw thrown;
  }
}

describe('admin/check-in/offline', () => {
  it('a guest is sent to sign in and an attendee is refused, for the copy and for a sync', async () => {
    current = null;
    expect((await answer(list())).status).toBe(302);
    expect((await answer(sync(scans()))).status).toBe(302);
    current = attendee;
    expect(await answer(list())).toEqual({ status: 403, body: { ok: false, code: 'common.forbidden' } });
    expect(await answer(sync(scans()))).toEqual({ status: 403, body: { ok: false, code: 'common.forbidden' } });
  });

  it('the copy of the tickets (holders’ names) needs the password re-entered; then it comes with the event’s zone and who is at the door', async () => {
    current = admin;
    expect(await answer(list())).toEqual({ status: 403, body: { ok: false, code: 'admin.reauth_required' } });
    const { status, body } = await answer(list({ cookie }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, me: 'olga Door', timezone: expect.any(String), tickets: [{ qr, holder_name: 'Anna Nowak', here: true, reason: null }] });
    expect((await answer(list({ cookie }, 'abc'))).status).toBe(404);
    expect((await answer(list({ cookie }, '2000000000'))).body).toEqual({ ok: false, code: 'common.not_found' });
  });

  it('a door sends its queued scans even after the re-entered password has lapsed; a bad batch is named by its fields', async () => {
    current = admin;
    const { status, body } = await answer(sync(scans()));
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, results: [{ outcome: 'checked_in', holder_name: 'Anna Nowak', checked_in_by: 'olga Door' }] });
    expect(await answer(sync({ scans: [{ id: 'x', code: qr, scanned_at: 'soon' }] }))).toEqual({ status: 422, body: { ok: false, code: 'common.validation', fields: ['scans.0.id', 'scans.0.scanned_at'] } });
    expect((await answer(sync('{"scans": [')))).toMatchObject({ status: 422 });
    expect((await answer(sync({ scans: [{ id: randomUUID(), code: `${qr}\u0000`, scanned_at: ctx.clock.now().toISOString() }] }))).status).toBe(422);
  });
});
