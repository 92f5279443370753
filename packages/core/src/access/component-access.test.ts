import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '../testing/index.ts';
import { openComponentScope } from '../content/content-scope.ts';
import { listComponents } from '../events/list-components.ts';
import { listComponentUsers } from '../people/list-component-users.ts';
import { administratorTag } from './is-event-admin.ts';
import { insertTestUser, type TestUser } from './test-users.ts';

let ctx: TestCtx;
let eventId: number;
let open: { id: number };
let limited: { id: number };
let listed: TestUser;
let unlisted: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestCtx();
  eventId = (await insertEvent(ctx, { access_mode_type: 'close' })).id;
  open = await insertComponent(ctx, eventId, 'speakers', 1);
  limited = await insertComponent(ctx, eventId, 'speakers', 2);
  await ctx.db.update(schema.components).set({ access_limited: true }).where(eq(schema.components.id, limited.id));
  [listed, unlisted, admin] = [await insertTestUser(ctx, { last_name: 'Listed' }), await insertTestUser(ctx, { last_name: 'Unlisted' }), await insertTestUser(ctx, { last_name: 'Admin' })];
  for (const u of [listed, unlisted, admin]) {
    await ctx.db.insert(schema.event_memberships).values({ event_id: eventId, user_id: u.viewer.id, joined: true, first_name: u.viewer.first_name, last_name: u.viewer.last_name, user_tags: u === admin ? [administratorTag] : [] });
  }
  await ctx.db.insert(schema.component_accesses).values({ event_id: eventId, component_id: limited.id, user_id: listed.viewer.id });
});
afterAll(() => ctx.close());

const scope = (viewer: TestUser | null, componentId: number) =>
  openComponentScope(ctx, { eventId, componentId, viewer: viewer?.viewer ?? null, locale: 'en' }, 'speakers').then(
    () => 'open',
    (e: { code?: string }) => e.code,
  );

describe('components limited to users with access (SPEC §6)', () => {
  it('open only to admins and listed users; others get forbidden, guests login_required', async () => {
    expect(await scope(listed, limited.id)).toBe('open');
    expect(await scope(admin, limited.id)).toBe('open');
    expect(await scope(unlisted, limited.id)).toBe('common.forbidden');
    expect(await scope(null, limited.id)).toBe('access.login_required');
    // The component next to it is not limited: every member opens it.
    expect(await scope(unlisted, open.id)).toBe('open');
  });

  it('are listed in the components only to those who may open them', async () => {
    const ids = async (viewerId: number | null) => (await listComponents(ctx, eventId, viewerId)).map((c) => c.id);
    expect(await ids(listed.viewer.id)).toEqual([open.id, limited.id]);
    expect(await ids(admin.viewer.id)).toEqual([open.id, limited.id]);
    expect(await ids(unlisted.viewer.id)).toEqual([open.id]);
    expect(await ids(null)).toEqual([open.id]);
  });

  it('users_with_access lists the listed users of a limited component, every member of an open one, and nothing to outsiders', async () => {
    const names = async (viewer: TestUser, componentId: number) =>
      (await listComponentUsers(ctx, eventId, componentId, viewer.viewer.id, { limit: 40 })).users.map((u) => u.last_name);
    expect(await names(listed, limited.id)).toEqual(['Listed']);
    expect(await names(admin, limited.id)).toEqual(['Listed']);
    expect((await names(listed, open.id)).sort()).toEqual(['Admin', 'Listed', 'Unlisted']);
    await expect(names(unlisted, limited.id)).rejects.toMatchObject({ code: 'common.forbidden' });
  });
});
