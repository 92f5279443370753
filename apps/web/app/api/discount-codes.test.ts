import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { createTestCtx, type TestCtx } from '@foyer/core/testing/index';
import { insertTicketCatalogue, type TicketCatalogue } from '@foyer/core/tickets/test-fixtures';
import { createApi } from './create-api.ts';
import { firstCode, testClient } from './testing/test-client.ts';

let ctx: TestCtx;
let call: ReturnType<typeof testClient>;
let cat: TicketCatalogue;
let other: TicketCatalogue;
let attendee: TestUser;
let admin: TestUser;
let otherAdmin: TestUser;

beforeAll(async () => {
  ctx = await createTestCtx();
  call = testClient(createApi(ctx));
  cat = await insertTicketCatalogue(ctx);
  other = await insertTicketCatalogue(ctx);
  [attendee, admin, otherAdmin] = [await insertTestUser(ctx), await insertTestUser(ctx), await insertTestUser(ctx)];
  const join = (eventId: number, u: TestUser, user_tags: string[] = []) => ctx.db.insert(schema.event_memberships).values({ event_id: eventId, user_id: u.viewer.id, joined: true, user_tags });
  await join(cat.event.id, attendee);
  await join(cat.event.id, admin, ['ADMINISTRATOR']);
  await join(other.event.id, otherAdmin, ['ADMINISTRATOR']);
});
afterAll(() => ctx.close());

const base = () => `/events/${cat.event.id}/discount_codes`;
const body = () => ({ code: 'api-code', discount_percentage: 30, max_tickets_quantity: 5, ticket_ids: [cat.vip.id] });
const statusOf = (res: { status: number; body: unknown }) => (res.status === 200 ? 200 : [res.status, firstCode(res.body)]);

describe('discount codes API per role (SPEC §1, §6)', () => {
  const who = () => ({ guest: {}, attendee: attendee.auth, other_event_admin: otherAdmin.auth });
  const refused = { guest: [401, 'common.not_authenticated'], attendee: [403, 'common.forbidden'], other_event_admin: [403, 'common.forbidden'] };

  it('GET/POST/PATCH/DELETE are refused to guests, attendees and another event’s admin', async () => {
    for (const [role, headers] of Object.entries(who())) {
      const expected = refused[role as keyof typeof refused];
      expect(statusOf(await call('GET', base(), { headers })), `GET ${role}`).toEqual(expected);
      expect(statusOf(await call('POST', base(), { headers, json: body() })), `POST ${role}`).toEqual(expected);
      expect(statusOf(await call('PATCH', `${base()}/${cat.demo10.id}`, { headers, json: { discount_percentage: 50 } })), `PATCH ${role}`).toEqual(expected);
      expect(statusOf(await call('DELETE', `${base()}/${cat.free100.id}`, { headers })), `DELETE ${role}`).toEqual(expected);
    }
  });

  it('lets the admin create, list, edit and delete; a created code works at the checkout', async () => {
    const created = await call('POST', base(), { headers: admin.auth, json: body() });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ code: 'API-CODE', discount_percentage: 30, max_tickets_quantity: 5, used_quantity: 0, left_quantity: 5, tickets: [{ id: cat.vip.id, name: 'VIP' }] });
    const listed = await call('GET', base(), { headers: admin.auth });
    expect(listed.status).toBe(200);
    expect(listed.body.discount_codes.map((c: { code: string }) => c.code)).toEqual(['API-CODE', 'DEMO10', 'FREE100']);
    const check = await call('POST', `/events/${cat.event.id}/discount/check_code`, { json: { discount_code: 'api-code', ticket_ids: [cat.vip.id] } });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ discount_percentage: 30, remaining_quantity: 5, ticket_ids: [cat.vip.id] });
    const patched = await call('PATCH', `${base()}/${created.body.id}`, { headers: admin.auth, json: { discount_percentage: 40, valid_until: null } });
    expect([patched.status, patched.body.discount_percentage]).toEqual([200, 40]);
    const deleted = await call('DELETE', `${base()}/${created.body.id}`, { headers: admin.auth });
    expect(deleted).toEqual({ status: 200, body: { id: created.body.id } });
    expect((await call('POST', `/events/${cat.event.id}/discount/check_code`, { json: { discount_code: 'api-code', ticket_ids: [cat.vip.id] } })).status).toBe(404);
  });

  it('names the invalid field; refuses another event’s ticket and a duplicate code', async () => {
    const post = (over: Record<string, unknown>) => call('POST', base(), { headers: admin.auth, json: { ...body(), code: 'fresh', ...over } });
    const fieldOf = (res: { body: { errors?: { code: string; field?: string }[] } }) => res.body.errors?.map((e) => `${e.code}@${e.field}`);
    const pct = await post({ discount_percentage: 150 });
    expect([pct.status, fieldOf(pct)]).toEqual([422, ['common.validation@discount_percentage']]);
    const none = await post({ ticket_ids: [] });
    expect([none.status, fieldOf(none)]).toEqual([422, ['common.required@ticket_ids']]);
    const foreign = await post({ ticket_ids: [cat.vip.id, other.standard.id] });
    expect([foreign.status, fieldOf(foreign)]).toEqual([422, ['discount.ticket_unknown@ticket_ids.1']]);
    const dup = await post({ code: 'demo10' });
    expect([dup.status, fieldOf(dup)]).toEqual([409, ['discount.code_taken@code']]);
    const below = await call('PATCH', `${base()}/${cat.demo10.id}`, { headers: admin.auth, json: { max_tickets_quantity: 'ten' } });
    expect(below.status).toBe(422);
  });

  it('refuses to delete a code orders used', async () => {
    await ctx.db.update(schema.discount_codes).set({ used_quantity: 1 }).where(eq(schema.discount_codes.id, cat.demo10.id));
    const res = await call('DELETE', `${base()}/${cat.demo10.id}`, { headers: admin.auth });
    expect(statusOf(res)).toEqual([409, 'discount.in_use']);
  });

  it('is documented', async () => {
    const doc = (await call('GET', '/openapi.json')).body as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/events/{eventId}/discount_codes', '/events/{eventId}/discount_codes/{codeId}']));
  });
});
