import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '@foyer/core/testing/index';

// The signed-in user comes from the session cookie in production; here it is set per test.
let current: Viewer | null = null;
vi.mock('../../session/web-session.server.ts', () => ({
  webViewer: async () => ({ viewer: current, setCookie: null }),
}));
const { attendeesJson } = await import('./attendees-json.server.ts');
const { userProfilePageLoader } = await import('./user-profile-page.server.ts');
const { loadAttendees } = await import('./attendees.server.ts');

let ctx: TestCtx;
let event: Awaited<ReturnType<typeof insertEvent>>;
let attendeesC: Awaited<ReturnType<typeof insertComponent>>;
let speakersC: Awaited<ReturnType<typeof insertComponent>>;
let me: TestUser;
let shy: TestUser;
let twin: TestUser;
const slug = 'peopleexpo';

beforeAll(async () => {
  ctx = await createTestCtx();
  event = await insertEvent(ctx, { lp_url: slug });
  attendeesC = await insertComponent(ctx, event.id, 'attendees', 1);
  speakersC = await insertComponent(ctx, event.id, 'speakers', 2);
  const join = (u: TestUser, user_tags: string[] = []) =>
    ctx.db.insert(schema.event_memberships).values({ event_id: event.id, user_id: u.viewer.id, first_name: u.viewer.first_name, last_name: u.viewer.last_name, user_tags });
  for (let i = 0; i < 44; i++) await join(await insertTestUser(ctx, { first_name: `P${i}`, last_name: `Person${String(i).padStart(2, '0')}` }));
  me = await insertTestUser(ctx, { first_name: 'Mia', last_name: 'Me' });
  shy = await insertTestUser(ctx, { first_name: 'Sam', last_name: 'Shy' });
  twin = await insertTestUser(ctx, { first_name: 'Tom', last_name: 'Twin' });
  await join(me, ['ai']);
  await join(shy, ['ai']);
  await join(twin, ['ai']);
  await ctx.db.update(schema.users).set({ show_contact_details: false, phone_number: '+48 5', what_i_offer: 'Mentoring' }).where(eq(schema.users.id, shy.viewer.id));
});
afterAll(() => ctx?.close());

const base = () => `http://foyer.test/${slug}/component/${attendeesC.id}`;
const screen = (query = '') => ({ ctx, request: new Request(`${base()}${query}`), event, component: attendeesC }) as Parameters<typeof loadAttendees>[0];
const params = (componentId = attendeesC.id) => ({ slug, componentId: String(componentId) });

describe('attendees screen and its JSON pages', () => {
  it('sends guests to login', async () => {
    current = null;
    await expect(loadAttendees(screen())).rejects.toMatchObject({ status: 302 });
    const res = await attendeesJson(ctx, new Request(`${base()}/attendees.json`), params()).catch((r: Response) => r);
    expect(res.status).toBe(302);
  });

  it('pages 40 at a time, the JSON page continuing where the screen stopped, and searches 100 a page', async () => {
    current = me.viewer;
    const first = await loadAttendees(screen());
    expect(first.users).toHaveLength(40);
    expect(first.total).toBe(47);
    expect(first.nextMaxId).not.toBeNull();
    const res = await attendeesJson(ctx, new Request(`${base()}/attendees.json?max_id=${first.nextMaxId}`), params());
    expect(res.headers.get('content-type')).toMatch(/json/);
    const next = (await res.json()) as typeof first;
    expect(next.users.map((u) => u.last_name)).toEqual(['Person39', 'Person40', 'Person41', 'Person42', 'Person43', 'Shy', 'Twin']);
    expect(next.nextMaxId).toBeNull();
    expect(new Set([...first.users, ...next.users].map((u) => u.id)).size).toBe(47);
    const search = await loadAttendees(screen('?q=person'));
    expect(search.users).toHaveLength(44);
    expect(search.nextMaxId).toBeNull();
  });

  it('answers JSON errors for a bad cursor and a component of another kind', async () => {
    current = me.viewer;
    expect((await attendeesJson(ctx, new Request(`${base()}/attendees.json?max_id=99999999`), params())).status).toBe(422);
    expect((await attendeesJson(ctx, new Request(`${base()}/attendees.json`), params(speakersC.id))).status).toBe(404);
  });

  it('opens a profile with ?user=: contact hidden per show_contact_details, similar people listed', async () => {
    current = me.viewer;
    const d = await loadAttendees(screen(`?user=${shy.viewer.user_identity_token}`));
    expect(d.profile?.user).toMatchObject({ first_name: 'Sam', what_i_offer: 'Mentoring', phone_number: null, email: null, user_tags: ['ai'] });
    // Twin shares the tag; Mia is the viewer, so she is not suggested.
    expect(d.profile?.similar.map((p) => [p.first_name, p.common_user_tags])).toEqual([['Tom', ['ai']]]);
    expect((await loadAttendees(screen('?user=nobody'))).profile).toBeNull();
  });

  it('serves the profile page and 404s an unknown person', async () => {
    current = me.viewer;
    const page = await userProfilePageLoader(ctx, new Request(`http://foyer.test/${slug}/user/x`), { slug, userToken: twin.viewer.user_identity_token });
    expect(page.profile.user.first_name).toBe('Tom');
    expect(page.attendeesComponentId).toBe(attendeesC.id);
    await expect(userProfilePageLoader(ctx, new Request(`http://foyer.test/${slug}/user/x`), { slug, userToken: 'nobody' })).rejects.toMatchObject({ init: { status: 404 } });
  });
});
