import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { insertTestUser } from '@foyer/core/access/test-users';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '@foyer/core/testing/index';

// The signed-in user comes from the session cookie in production; here it is set per test.
let current: Viewer | null = null;
vi.mock('../../session/web-session.server.ts', () => ({
  webViewer: async () => ({ viewer: current, setCookie: null }),
}));
const { sessionDetailsAction, sessionDetailsLoader } = await import('./session-details.server.ts');
const { scheduleCalendarLoader, sessionCalendarLoader } = await import('./calendar.server.ts');

let ctx: TestCtx;
let params: { slug: string; componentId: string; sessionId: string };
let member: Viewer;
let outsider: Viewer;
let eventId: number;
let sessionId: number;
const slug = 'schedexpo';

beforeAll(async () => {
  ctx = await createTestCtx({ now: new Date('2027-05-18T06:00:00Z') });
  const event = await insertEvent(ctx, { lp_url: slug });
  eventId = event.id;
  const agenda = await insertComponent(ctx, event.id, 'agenda');
  const [s] = await ctx.db.insert(schema.agenda_sessions).values({
    event_id: event.id, event_component_id: agenda.id, name: 'Keynote', time_start: new Date('2027-05-18T09:00:00Z'), time_end: new Date('2027-05-18T10:00:00Z'),
  }).returning();
  sessionId = s!.id;
  params = { slug, componentId: String(agenda.id), sessionId: String(s!.id) };
  member = (await insertTestUser(ctx)).viewer;
  outsider = (await insertTestUser(ctx)).viewer;
  await ctx.db.insert(schema.event_memberships).values({ event_id: event.id, user_id: member.id });
});
afterAll(() => ctx?.close());

const url = (tail = 'details') => `http://foyer.test/${slug}/component/${params.componentId}/agenda_sessions/${params.sessionId}/${tail}`;
const post = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return new Request(url(), { method: 'POST', body });
};
async function settle<T>(p: Promise<T>): Promise<{ value: T | null; thrown: unknown }> {
  try {
    return { value: await p, thrown: null };
  } catch (thrown) {
    return { value: null, thrown };
  }
}
const attendance = () => ctx.db.select().from(schema.agenda_session_attendances).where(and(eq(schema.agenda_session_attendances.event_id, eventId), eq(schema.agenda_session_attendances.user_id, member.id)));

describe('session details screen', () => {
  it('shows the session to guests without schedule controls', async () => {
    current = null;
    const d = await sessionDetailsLoader(ctx, new Request(url()), params);
    expect(d.session).toMatchObject({ id: sessionId, name: 'Keynote', my_schedule: null });
    expect([d.canSchedule, d.signedIn]).toEqual([false, false]);
  });

  it('sends a guest who posts to log in, and tells a non-member they have not joined', async () => {
    current = null;
    const guest = await settle(sessionDetailsAction(ctx, post({ intent: 'add' }), params));
    expect(guest.thrown).toBeInstanceOf(Response);
    expect((guest.thrown as Response).headers.get('location')).toMatch(new RegExp(`^/${slug}/login\\?redirectTo=`));
    current = outsider;
    const other = await sessionDetailsAction(ctx, post({ intent: 'add' }), params);
    expect(other).toMatchObject({ data: { intent: 'add', code: 'access.not_joined' }, init: { status: 403 } });
    expect(await ctx.db.select().from(schema.agenda_session_attendances)).toHaveLength(0);
  });

  it('lets a member add the session, set a reminder and go back where they came from', async () => {
    current = member;
    const back = `/${slug}/component/${params.componentId}?view=my`;
    const added = (await sessionDetailsAction(ctx, post({ intent: 'add', redirectTo: back }), params)) as Response;
    expect(added.headers.get('location')).toBe(back);
    const saved = (await sessionDetailsAction(ctx, post({ intent: 'reminder', reminder_minutes: '30' }), params)) as Response;
    expect(saved.headers.get('location')).toBe(`${new URL(url()).pathname}?saved=reminder`);
    expect((await attendance())[0]).toMatchObject({ reminder_minutes: 30 });
    expect(ctx.jobs.jobs.filter((j) => j.name === 'agenda.reminder')).toHaveLength(1);
    // Back to a list with its own query and an anchor: the notice joins the query, not the anchor.
    const listed = (await sessionDetailsAction(ctx, post({ intent: 'reminder', reminder_minutes: '30', redirectTo: `${back}&saved=rate#day-2` }), params)) as Response;
    expect(listed.headers.get('location')).toBe(`${back}&saved=reminder#day-2`);
    const outside = (await sessionDetailsAction(ctx, post({ intent: 'add', redirectTo: 'https://evil.example/' }), params)) as Response;
    expect(outside.headers.get('location')).toBe(new URL(url()).pathname);

    expect(await sessionDetailsLoader(ctx, new Request(`${url()}?saved=anything`), params)).toMatchObject({ notice: null });
    const d = await sessionDetailsLoader(ctx, new Request(`${url()}?saved=reminder`), params);
    expect(d).toMatchObject({ canSchedule: true, notice: 'reminder', session: { my_schedule: { reminder_minutes: 30, rating: null } } });
    const early = await sessionDetailsAction(ctx, post({ intent: 'rate', rating: '5' }), params);
    expect(early).toMatchObject({ data: { code: 'common.validation' }, init: { status: 422 } });

    const ics = await scheduleCalendarLoader(ctx, new Request(`http://foyer.test/${slug}/component/${params.componentId}/my_schedule.ics`), params);
    expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(await ics.text()).toContain('SUMMARY:Keynote');

    await sessionDetailsAction(ctx, post({ intent: 'remove' }), params);
    expect(await attendance()).toHaveLength(0);
  });

  it('answers 404 for a session outside the component', async () => {
    current = null;
    const missing = await settle(sessionCalendarLoader(ctx, new Request(url('calendar.ics')), { ...params, sessionId: '999999' }));
    expect(missing.thrown).toMatchObject({ init: { status: 404 } });
  });
});
