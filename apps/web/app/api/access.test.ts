import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { requireEventAccess } from '@foyer/core/access/require-event-access';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { createApi } from './create-api.ts';
import { firstCode, testClient } from './testing/test-client.ts';

let ctx: TestCtx;
let call: ReturnType<typeof testClient>;
let ipCounter = 0;
/** A fresh client address per test, so the access-code limit of one test does not leak into another. */
const ip = () => ({ 'x-forwarded-for': `10.0.0.${++ipCounter}` });

beforeAll(async () => {
  ctx = await createTestCtx();
  ctx.config = { ...ctx.config, trustProxy: 1 };
  call = testClient(createApi(ctx));
});
afterAll(() => ctx.close());

const admin = async (eventId: number) => {
  const a = await insertTestUser(ctx);
  await ctx.db.insert(schema.event_memberships).values({ event_id: eventId, user_id: a.viewer.id, user_tags: ['ADMINISTRATOR'] });
  return a;
};
const outbox = () => ctx.db.select().from(schema.mail_outbox);

describe('GET /events/{id}/access', () => {
  it('lets guests into a "none" event and keeps them out of "close" and "whitelist" ones', async () => {
    const none = await insertEvent(ctx, { access_mode_type: 'none' });
    const close = await insertEvent(ctx, { access_mode_type: 'close' });
    const wl = await insertEvent(ctx, { access_mode_type: 'whitelist' });
    expect((await call('GET', `/events/${none.id}/access`)).body).toEqual({
      login_required: false, authorised: false, joined: false, code_required: false, code_valid: false,
      has_access: true, whitelisted: false, join_request: null, is_admin: false,
    });
    for (const e of [close, wl]) {
      expect((await call('GET', `/events/${e.id}/access`)).body).toMatchObject({ login_required: true, has_access: false });
    }
  });

  it('grants a signed-in user access to a "close" event only after joining', async () => {
    const event = await insertEvent(ctx, { access_mode_type: 'close' });
    const u = await insertTestUser(ctx);
    expect((await call('GET', `/events/${event.id}/access`, { headers: u.auth })).body).toMatchObject({ authorised: true, joined: false, has_access: false });
    expect(await call('POST', `/events/${event.id}/join`, { headers: u.auth })).toEqual({ status: 200, body: { status: 'ok' } });
    expect((await call('GET', `/events/${event.id}/access`, { headers: u.auth })).body).toMatchObject({ joined: true, has_access: true });
  });

  it('needs the access code too when the event has one', async () => {
    const event = await insertEvent(ctx, { access_mode_type: 'none', access_code_on: true, access_code: 'OPEN-42' });
    const wrong = await call('GET', `/events/${event.id}/access`, { headers: { ...ip(), 'x-access-code': 'nope' } });
    expect(wrong.body).toMatchObject({ code_required: true, code_valid: false, has_access: false });
    const right = await call('GET', `/events/${event.id}/access`, { headers: { ...ip(), 'x-access-code': 'OPEN-42' } });
    expect(right.body).toMatchObject({ code_required: true, code_valid: true, has_access: true });
  });

  it('answers an unknown event with 404', async () => {
    expect(firstCode((await call('GET', '/events/999999/access')).body)).toBe('event.invalid');
  });
});

describe('POST /events/{id}/join', () => {
  it('needs a signed-in user', async () => {
    const event = await insertEvent(ctx);
    const res = await call('POST', `/events/${event.id}/join`);
    expect(res.status).toBe(401);
    expect(firstCode(res.body)).toBe('common.not_authenticated');
  });

  it('is idempotent and copies the names onto the membership', async () => {
    const event = await insertEvent(ctx, { access_mode_type: 'close' });
    const u = await insertTestUser(ctx, { first_name: 'Ada', last_name: 'Lovelace' });
    await call('POST', `/events/${event.id}/join`, { headers: u.auth });
    await call('POST', `/events/${event.id}/join`, { headers: u.auth });
    const rows = await ctx.db.select().from(schema.event_memberships).where(eq(schema.event_memberships.event_id, event.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: u.viewer.id, joined: true, first_name: 'Ada', last_name: 'Lovelace' });
  });

  it('refuses a user not on a whitelist event’s list with auth.whitelist', async () => {
    const event = await insertEvent(ctx, { access_mode_type: 'whitelist' });
    const u = await insertTestUser(ctx);
    const res = await call('POST', `/events/${event.id}/join`, { headers: u.auth });
    expect(res.status).toBe(403);
    expect(firstCode(res.body)).toBe('auth.whitelist');
  });

  it('admits a listed e-mail whatever its case', async () => {
    const event = await insertEvent(ctx, { access_mode_type: 'whitelist' });
    const u = await insertTestUser(ctx, { email: 'listed.guest@example.test' });
    await ctx.db.insert(schema.event_whitelist_entries).values({ event_id: event.id, email: 'listed.guest@example.test' });
    expect((await call('POST', `/events/${event.id}/join`, { headers: u.auth })).status).toBe(200);
  });
});

describe('whitelist requests', () => {
  it('request → organizer approves → the user gets in and is told in their language', async () => {
    const event = await insertEvent(ctx, { access_mode_type: 'whitelist', title: 'Closed Summit', lp_url: 'closed-summit' });
    const organizer = await admin(event.id);
    const guest = await insertTestUser(ctx, { locale: 'pl', first_name: 'Zofia' });

    expect(await call('POST', `/events/${event.id}/user/request_join_to_event`, { headers: guest.auth })).toEqual({ status: 200, body: { status: 'ok' } });
    const again = await call('POST', `/events/${event.id}/user/request_join_to_event`, { headers: guest.auth });
    expect(again.status).toBe(422);
    expect(firstCode(again.body)).toBe('access.already_requested');
    expect((await call('GET', `/events/${event.id}/access`, { headers: guest.auth })).body).toMatchObject({ join_request: 'pending', has_access: false });

    const listed = await call('GET', `/events/${event.id}/join_requests?status=pending`, { headers: organizer.auth });
    expect(listed.status).toBe(200);
    expect(listed.body.join_requests).toHaveLength(1);
    const request = listed.body.join_requests[0];
    expect(request).toMatchObject({ status: 'pending', user: { email: guest.viewer.email, first_name: 'Zofia' } });
    expect(request.user).not.toHaveProperty('id');

    const decided = await call('POST', `/events/${event.id}/join_requests/${request.id}/approve`, { headers: organizer.auth });
    expect(decided).toEqual({ status: 200, body: { id: request.id, status: 'approved' } });
    expect((await call('GET', `/events/${event.id}/access`, { headers: guest.auth })).body).toMatchObject({ whitelisted: true, joined: true, has_access: true, join_request: 'approved' });
    expect((await call('POST', `/events/${event.id}/join`, { headers: guest.auth })).status).toBe(200);

    const mail = (await outbox()).find((m) => m.to_address === guest.viewer.email);
    expect(mail).toMatchObject({ template: 'access.join_approved', locale: 'pl', subject: 'Możesz już dołączyć do wydarzenia Closed Summit', event_id: event.id });
    expect(mail!.text_body).toContain('Cześć Zofia,');
    expect(mail!.text_body).toContain('http://localhost:3000/closed-summit');
    expect(mail!.html_body).toContain('href="http://localhost:3000/closed-summit"');
    expect(ctx.jobs.jobs.some((j) => j.name === 'mail.send' && (j.payload as { outboxId: number }).outboxId === mail!.id)).toBe(true);

    // Deciding the same way again changes nothing and mails nobody.
    const before = (await outbox()).length;
    expect((await call('POST', `/events/${event.id}/join_requests/${request.id}/approve`, { headers: organizer.auth })).status).toBe(200);
    expect((await outbox()).length).toBe(before);
    const undo = await call('POST', `/events/${event.id}/join_requests/${request.id}/reject`, { headers: organizer.auth });
    expect(firstCode(undo.body)).toBe('common.validation');
  });

  it('a rejected user stays out and gets the rejection mail', async () => {
    // The event's name in the reader's language, as its page shows it.
    const event = await insertEvent(ctx, { access_mode_type: 'whitelist', title: 'Gala', lp_settings: JSON.stringify({ translations: { de: { Gala: 'Galaabend' } } }) });
    const organizer = await admin(event.id);
    const guest = await insertTestUser(ctx, { locale: 'de', first_name: 'Jonas' });
    await call('POST', `/events/${event.id}/user/request_join_to_event`, { headers: guest.auth });
    const [req] = await ctx.db.select().from(schema.event_join_requests).where(eq(schema.event_join_requests.user_id, guest.viewer.id));
    expect((await call('POST', `/events/${event.id}/join_requests/${req!.id}/reject`, { headers: organizer.auth })).body).toEqual({ id: req!.id, status: 'rejected' });
    expect(firstCode((await call('POST', `/events/${event.id}/join`, { headers: guest.auth })).body)).toBe('auth.whitelist');
    const mail = (await outbox()).find((m) => m.to_address === guest.viewer.email);
    expect(mail).toMatchObject({ template: 'access.join_rejected', subject: 'Ihre Anfrage zur Teilnahme an Galaabend' });
    const [row] = await ctx.db.select().from(schema.event_join_requests).where(eq(schema.event_join_requests.id, req!.id));
    expect(row).toMatchObject({ status: 'rejected', decided_by_user_id: organizer.viewer.id });
  });

  it('refuses requests for events that are not whitelist ones, and from listed users', async () => {
    const open = await insertEvent(ctx, { access_mode_type: 'close' });
    const u = await insertTestUser(ctx);
    expect(firstCode((await call('POST', `/events/${open.id}/user/request_join_to_event`, { headers: u.auth })).body)).toBe('access.not_whitelist_event');
    const wl = await insertEvent(ctx, { access_mode_type: 'whitelist' });
    await ctx.db.insert(schema.event_whitelist_entries).values({ event_id: wl.id, email: u.viewer.email });
    expect(firstCode((await call('POST', `/events/${wl.id}/user/request_join_to_event`, { headers: u.auth })).body)).toBe('access.already_whitelisted');
  });

  it('answers a request id of another event with 404', async () => {
    const a = await insertEvent(ctx, { access_mode_type: 'whitelist' });
    const b = await insertEvent(ctx, { access_mode_type: 'whitelist' });
    const organizerA = await admin(a.id);
    const guest = await insertTestUser(ctx);
    await call('POST', `/events/${b.id}/user/request_join_to_event`, { headers: guest.auth });
    const [req] = await ctx.db.select().from(schema.event_join_requests).where(and(eq(schema.event_join_requests.event_id, b.id)));
    const res = await call('POST', `/events/${a.id}/join_requests/${req!.id}/approve`, { headers: organizerA.auth });
    expect(res.status).toBe(404);
    expect(firstCode(res.body)).toBe('common.not_found');
    const [still] = await ctx.db.select().from(schema.event_join_requests).where(eq(schema.event_join_requests.id, req!.id));
    expect(still!.status).toBe('pending');
  });

  it('lets members of the owning organization decide too', async () => {
    const event = await insertEvent(ctx, { access_mode_type: 'whitelist' });
    const owner = await insertTestUser(ctx);
    await ctx.db.insert(schema.organization_members).values({ organization_id: event.organization_id, user_id: owner.viewer.id, role: 'owner' });
    expect((await call('GET', `/events/${event.id}/join_requests`, { headers: owner.auth })).status).toBe(200);
    expect((await call('GET', `/events/${event.id}/access`, { headers: owner.auth })).body).toMatchObject({ is_admin: true });
  });
});

describe('POST /events/{id}/check_access_code', () => {
  it('refuses an empty code, refuses a wrong one, accepts the right one', async () => {
    const event = await insertEvent(ctx, { access_code_on: true, access_code: 'SECRET-7' });
    const headers = ip();
    const empty = await call('POST', `/events/${event.id}/check_access_code`, { headers });
    expect(empty.status).toBe(422);
    expect(firstCode(empty.body)).toBe('common.required');
    const wrong = await call('POST', `/events/${event.id}/check_access_code`, { headers: { ...headers, 'x-access-code': 'SECRET-8', 'accept-language': 'en' } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.errors[0]).toMatchObject({ code: 'access.code_wrong', message: 'Oops... this access code is wrong. Please verify your code and try again.' });
    const right = await call('POST', `/events/${event.id}/check_access_code`, { headers: { ...headers, 'x-access-code': ' SECRET-7 ' } });
    expect(right).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('limits guesses per address (the access header counts too)', async () => {
    const event = await insertEvent(ctx, { access_code_on: true, access_code: 'RIGHT' });
    const headers = ip();
    for (let i = 0; i < 5; i++) {
      expect((await call('POST', `/events/${event.id}/check_access_code`, { headers: { ...headers, 'x-access-code': `guess-${i}` } })).status).toBe(403);
      expect((await call('GET', `/events/${event.id}/access`, { headers: { ...headers, 'x-access-code': `guess-${i}` } })).status).toBe(200);
    }
    const limited = await call('POST', `/events/${event.id}/check_access_code`, { headers: { ...headers, 'x-access-code': 'RIGHT' } });
    expect(limited.status).toBe(429);
    expect(firstCode(limited.body)).toBe('common.rate_limited');
    expect(firstCode((await call('GET', `/events/${event.id}/access`, { headers: { ...headers, 'x-access-code': 'x' } })).body)).toBe('common.rate_limited');
    // Another address is not affected.
    expect((await call('POST', `/events/${event.id}/check_access_code`, { headers: { ...ip(), 'x-access-code': 'RIGHT' } })).status).toBe(200);
  });
});

describe('missing system consents', () => {
  it('block the event calls until accepted', async () => {
    const event = await insertEvent(ctx, { access_mode_type: 'close' });
    const u: TestUser = await insertTestUser(ctx, { consents: false });
    for (const [method, path] of [
      ['POST', `/events/${event.id}/join`],
      ['GET', `/events/${event.id}/access`],
      ['GET', `/events/${event.id}/specific_fields_for_user`],
    ] as const) {
      const res = await call(method, path, { headers: u.auth });
      expect(res.status, path).toBe(403);
      expect(firstCode(res.body), path).toBe('auth.missing_system_consents');
    }
    const missing = await call('GET', '/consents/consent_schemas/missing', { headers: u.auth });
    expect(missing.body.consents).toHaveLength(2);
    const accepted = await call('POST', '/consents/user_consents', {
      headers: u.auth,
      json: { consents: missing.body.consents.map((m: { id: number; version_number: number }) => ({ consent_schema_id: m.id, version_number: m.version_number, accepted: true })) },
    });
    expect(accepted.status).toBe(200);
    expect((await call('POST', `/events/${event.id}/join`, { headers: u.auth })).status).toBe(200);
  });
});

describe('OpenAPI document', () => {
  it('lists the consent, access, profile and upload calls', async () => {
    const doc = (await call('GET', '/openapi.json')).body as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/consents/consent_schemas/user_app_consents',
        '/consents/consent_schemas/missing',
        '/consents/user_consents/user_app_consents',
        '/consents/user_consents',
        '/events/{eventId}/access',
        '/events/{eventId}/join',
        '/events/{eventId}/user/request_join_to_event',
        '/events/{eventId}/check_access_code',
        '/events/{eventId}/specific_fields_for_user',
        '/events/{eventId}/update_user_specific',
        '/events/{eventId}/specific/add_field',
        '/events/{eventId}/specific/destroy_field/{fieldId}',
        '/events/{eventId}/join_requests',
        '/events/{eventId}/join_requests/{requestId}/{decision}',
        '/current_user',
        '/current_user/email',
        '/current_user/email/confirm',
        '/attachments',
      ]),
    );
  });
});

describe('requireEventAccess (for other capabilities)', () => {
  it('names what stands in the way: the code first, then login, then joining', async () => {
    const event = await insertEvent(ctx, { access_mode_type: 'close', access_code_on: true, access_code: 'K' });
    const u = await insertTestUser(ctx);
    const code = (p: Promise<unknown>) => p.then(() => 'granted', (e: { code: string }) => e.code);
    expect(await code(requireEventAccess(ctx, event, null))).toBe('access.code_required');
    expect(await code(requireEventAccess(ctx, event, null, { accessCode: 'x' }))).toBe('access.code_wrong');
    expect(await code(requireEventAccess(ctx, event, null, { accessCode: 'K' }))).toBe('access.login_required');
    expect(await code(requireEventAccess(ctx, event, u.viewer, { accessCode: 'K' }))).toBe('access.not_joined');
    await ctx.db.insert(schema.event_memberships).values({ event_id: event.id, user_id: u.viewer.id });
    expect(await code(requireEventAccess(ctx, event, u.viewer, { accessCode: 'K' }))).toBe('granted');
  });

  it('lets the event\'s administrators in without joining, as content reads do (role-matrix.test.ts found organizers refused)', async () => {
    const event = await insertEvent(ctx, { access_mode_type: 'close', access_code_on: true, access_code: 'K' });
    const [organizer, otherOrganizer] = [await insertTestUser(ctx), await insertTestUser(ctx)];
    await ctx.db.insert(schema.organization_members).values({ organization_id: event.organization_id, user_id: organizer.viewer.id });
    const other = await insertEvent(ctx);
    await ctx.db.insert(schema.organization_members).values({ organization_id: other.organization_id, user_id: otherOrganizer.viewer.id });
    const code = (p: Promise<unknown>) => p.then(() => 'granted', (e: { code: string }) => e.code);
    expect(await code(requireEventAccess(ctx, event, organizer.viewer))).toBe('granted');
    expect(await code(requireEventAccess(ctx, event, otherOrganizer.viewer, { accessCode: 'K' }))).toBe('access.not_joined');
    // Through the API: the attendee list.
    expect((await call('GET', `/events/${event.id}/users`, { headers: organizer.auth })).status).toBe(200);
    expect((await call('GET', `/events/${event.id}/users`, { headers: otherOrganizer.auth })).status).toBe(403);
  });
});
