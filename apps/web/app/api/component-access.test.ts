import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { createApi } from './create-api.ts';
import { firstCode, testClient } from './testing/test-client.ts';

let ctx: TestCtx;
let call: ReturnType<typeof testClient>;
let eventId: number;
let componentId: number;
let admin: TestUser;
let member: TestUser;
let other: TestUser;

beforeAll(async () => {
  ctx = await createTestCtx();
  call = testClient(createApi(ctx));
  eventId = (await insertEvent(ctx, { access_mode_type: 'close' })).id;
  componentId = (await insertComponent(ctx, eventId, 'exhibitors', 1)).id;
  [admin, member, other] = [await insertTestUser(ctx), await insertTestUser(ctx), await insertTestUser(ctx)];
  for (const u of [admin, member, other]) {
    await ctx.db.insert(schema.event_memberships).values({ event_id: eventId, user_id: u.viewer.id, joined: true, first_name: u.viewer.first_name, last_name: u.viewer.last_name, user_tags: u === admin ? ['ADMINISTRATOR'] : [] });
  }
});
afterAll(() => ctx.close());

const path = () => `/events/${eventId}/components/${componentId}/users_with_access`;
const componentIds = async (u: TestUser) =>
  (await call<{ components: { id: number }[] }>('GET', `/events/${eventId}/components`, { headers: u.auth })).body.components.map((c) => c.id);
const exhibitors = (u: TestUser) => call('GET', `/events/${eventId}/components/${componentId}/exhibitors`, { headers: u.auth });

describe('PUT users_with_access (SPEC §6 components limited to users with access)', () => {
  it('only an event admin may change it: guest 401, attendee 403', async () => {
    const body = { access_limited: true };
    expect((await call('PUT', path(), { json: body })).status).toBe(401);
    const refused = await call('PUT', path(), { json: body, headers: member.auth });
    expect([refused.status, firstCode(refused.body)]).toEqual([403, 'common.forbidden']);
  });

  it('an admin limits the component to one member: the other no longer sees or opens it', async () => {
    const res = await call('PUT', path(), { json: { access_limited: true, grant: [member.viewer.user_identity_token] }, headers: admin.auth });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ access_limited: true, users_with_access: 1 });
    expect(await componentIds(member)).toContain(componentId);
    expect(await componentIds(other)).not.toContain(componentId);
    expect((await exhibitors(member)).status).toBe(200);
    const refused = await exhibitors(other);
    expect([refused.status, firstCode(refused.body)]).toEqual([403, 'common.forbidden']);
    const listed = await call<{ users: { user_identity_token: string }[] }>('GET', path(), { headers: admin.auth });
    expect(listed.body.users.map((u) => u.user_identity_token)).toEqual([member.viewer.user_identity_token]);
  });

  it('an unknown user is named and nothing changes; granting twice and revoking work', async () => {
    const bad = await call('PUT', path(), { json: { grant: [other.viewer.user_identity_token, 'nobody'] }, headers: admin.auth });
    expect(bad.status).toBe(422);
    expect((bad.body as { errors: { field?: string }[] }).errors[0]!.field).toBe('grant.1');
    expect(await componentIds(other)).not.toContain(componentId);
    const again = await call('PUT', path(), { json: { grant: [member.viewer.user_identity_token] }, headers: admin.auth });
    expect(again.body).toEqual({ access_limited: true, users_with_access: 1 });
    const revoked = await call('PUT', path(), { json: { revoke: [member.viewer.user_identity_token] }, headers: admin.auth });
    expect(revoked.body).toEqual({ access_limited: true, users_with_access: 0 });
    expect((await exhibitors(member)).status).toBe(403);
    const reopened = await call('PUT', path(), { json: { access_limited: false }, headers: admin.auth });
    expect(reopened.body).toEqual({ access_limited: false, users_with_access: 0 });
    expect((await exhibitors(other)).status).toBe(200);
  });
});
