import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '@foyer/core/testing/index';

let current: Viewer | null = null;
vi.mock('../../session/web-session.server.ts', () => ({ webViewer: async () => ({ viewer: current, setCookie: null }) }));
const { feedWallAction, loadFeedWall } = await import('./feed-wall.server.ts');

let ctx: TestCtx;
let poster: Viewer;
let reader: Viewer;
let componentId: number;
let channelId: number;
let event: Awaited<ReturnType<typeof insertEvent>>;

async function person(name: string): Promise<Viewer> {
  const [u] = await ctx.db.insert(schema.users).values({ email: `${name}-${randomUUID()}@test.foyer`, user_identity_token: `uit-${randomUUID()}`, first_name: name, last_name: 'Wall' }).returning();
  await ctx.db.insert(schema.event_memberships).values({ event_id: event.id, user_id: u!.id, joined: true });
  return { id: u!.id, user_identity_token: u!.user_identity_token, email: u!.email, first_name: name, last_name: 'Wall', locale: null, family_id: 'f' };
}

beforeAll(async () => {
  ctx = await createTestCtx();
  event = await insertEvent(ctx, { lp_url: `wall-${Date.now()}` });
  componentId = (await insertComponent(ctx, event.id, 'feed_wall', 1)).id;
  const [channel] = await ctx.db.insert(schema.feed_wall_channels).values({ event_id: event.id, event_component_id: componentId, name: 'General', default: true }).returning();
  channelId = channel!.id;
  [poster, reader] = [await person('Wanda'), await person('Rafal')];
});
afterAll(() => ctx.close());

const wallUrl = () => `http://foyer.test/${event.lp_url}/component/${componentId}`;
const params = () => ({ slug: event.lp_url, componentId: String(componentId) });
const send = async (fields: Record<string, string>, headers: Record<string, string> = {}) => {
  try {
    const answer = await feedWallAction(ctx, new Request(`${wallUrl()}/feed`, { method: 'POST', body: new URLSearchParams(fields), headers }), params());
    const init = (answer as { init?: ResponseInit }).init;
    return { status: init?.status ?? 200, body: (answer as { data?: unknown }).data ?? answer, location: null as string | null };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: null, location: thrown.headers.get('location') };
    throw thrown;
  }
};
const screen = async (query = '') => loadFeedWall({ ctx, request: new Request(`${wallUrl()}${query}`), event, component: { id: componentId, component_name: 'feed_wall', label: 'Wall' } } as never);

describe('the feed wall screen’s forms', () => {
  it('a post sent without JavaScript goes back to the wall, which shows it', async () => {
    current = poster;
    const sent = await send({ intent: 'post', channel: String(channelId), message: 'Hello from a form', redirectTo: `/${event.lp_url}/component/${componentId}?channel=${channelId}` });
    expect(sent).toMatchObject({ status: 302, location: `/${event.lp_url}/component/${componentId}?channel=${channelId}` });
    current = reader;
    const shown = await screen();
    expect(shown.threads?.feed_wall_threads.map((t) => t.message)).toContain('Hello from a form');
    expect(shown).toMatchObject({ signedIn: true, isAdmin: false, channel: { id: channelId, name: 'General' } });
  });

  it('a refusal of a form sent as a navigation (before the page was interactive, or without JavaScript) goes back to the wall naming it, not to a page of JSON', async () => {
    current = poster;
    const back = `/${event.lp_url}/component/${componentId}?channel=${channelId}`;
    const navigated = await send({ intent: 'post', channel: String(channelId), message: 'x', redirectTo: back }, { 'sec-fetch-mode': 'navigate' });
    expect(navigated).toMatchObject({ status: 302, location: `${back}&intent=post&form_error=common.validation` });
    // The page's fetcher still gets the refusal as JSON.
    expect(await send({ intent: 'post', channel: String(channelId), message: 'x', redirectTo: back }, { 'sec-fetch-mode': 'cors' })).toMatchObject({ status: 422, body: { code: 'common.validation' } });
  });

  it('a message too short is refused naming the field; a guest may read but not post; a redirect elsewhere is not followed', async () => {
    current = poster;
    expect(await send({ intent: 'post', channel: String(channelId), message: 'x' })).toMatchObject({ status: 422, body: { ok: false, code: 'common.validation', field: 'message' } });
    expect(await send({ intent: 'bogus' })).toMatchObject({ status: 422 });
    const away = await send({ intent: 'post', channel: String(channelId), message: 'Hello again', redirectTo: 'https://evil.example/' });
    // Another site is not a place to go back to: the answer stays on the wall (JSON, no redirect).
    expect(away).toMatchObject({ status: 200, location: null, body: { ok: true } });
    current = null;
    expect(await send({ intent: 'post', channel: String(channelId), message: 'A guest writes' })).toMatchObject({ status: 401, body: { code: 'common.not_authenticated' } });
    expect((await screen()).signedIn).toBe(false);
  });

  it('a like sent twice (a page behind) is still a like; the comments of ?thread= open under it', async () => {
    current = poster;
    const [thread] = await ctx.db.select().from(schema.feed_wall_threads).where(eq(schema.feed_wall_threads.channel_id, channelId));
    current = reader;
    expect((await send({ intent: 'like', channel: String(channelId), thread: String(thread!.id) })).status).toBe(200);
    expect((await send({ intent: 'like', channel: String(channelId), thread: String(thread!.id) })).status).toBe(200);
    await send({ intent: 'comment', thread: String(thread!.id), message: 'Nice to meet you' });
    const shown = await screen(`?thread=${thread!.id}`);
    expect(shown.open?.comments.feed_wall_comments.map((c) => c.message)).toEqual(['Nice to meet you']);
    expect(shown.threads?.feed_wall_threads.find((t) => t.id === thread!.id)).toMatchObject({ likes_counter: 1, liked_by_me: true, comments_counter: 1 });
  });

  it('a post may bring a picture (stored as an upload, shown with the post); a file that is not a picture is refused by its code', async () => {
    current = poster;
    const { tinyPng } = await import('../../api/testing/tiny-png.ts');
    const withPicture = new FormData();
    for (const [k, v] of Object.entries({ intent: 'post', channel: String(channelId), message: 'Our booth this morning' })) withPicture.set(k, v);
    withPicture.set('image', new File([Buffer.from(tinyPng())], 'booth.png', { type: 'image/png' }));
    const sent = await feedWallAction(ctx, new Request(`${wallUrl()}/feed`, { method: 'POST', body: withPicture }), params());
    expect(sent).toMatchObject({ ok: true, intent: 'post' });
    const shown = (await screen()).threads!.feed_wall_threads.find((t) => t.message === 'Our booth this morning');
    expect(shown?.image).toMatch(/\/uploads\/[0-9a-f]{32}\.png$/);
    const notPicture = new FormData();
    for (const [k, v] of Object.entries({ intent: 'post', channel: String(channelId), message: 'A script' })) notPicture.set(k, v);
    notPicture.set('image', new File(['<script>alert(1)</script>'], 'x.png', { type: 'image/png' }));
    const refused = (await feedWallAction(ctx, new Request(`${wallUrl()}/feed`, { method: 'POST', body: notPicture }), params())) as { data: unknown; init: ResponseInit };
    expect(refused.init.status).toBe(422);
    expect(refused.data).toMatchObject({ ok: false, code: 'attachment.invalid_type' });
    expect((await screen()).threads!.feed_wall_threads.some((t) => t.message === 'A script')).toBe(false);
  });

  it('authors edit their own post and comment from the wall; another attendee may not; a comment can be reported', async () => {
    current = poster;
    await send({ intent: 'post', channel: String(channelId), message: 'Typo in thsi post' });
    const [thread] = await ctx.db.select().from(schema.feed_wall_threads).where(eq(schema.feed_wall_threads.message, 'Typo in thsi post'));
    current = reader;
    expect(await send({ intent: 'edit-thread', channel: String(channelId), thread: String(thread!.id), message: 'Not mine to change' })).toMatchObject({ status: 403, body: { code: 'common.forbidden' } });
    await send({ intent: 'comment', thread: String(thread!.id), message: 'Spotted a tpyo' });
    const [comment] = await ctx.db.select().from(schema.feed_wall_comments).where(eq(schema.feed_wall_comments.feed_wall_thread_id, thread!.id));
    expect(await send({ intent: 'edit-comment', comment: String(comment!.id), message: 'Spotted a typo' })).toMatchObject({ status: 200, body: { ok: true } });
    current = poster;
    expect(await send({ intent: 'edit-thread', channel: String(channelId), thread: String(thread!.id), message: 'x' })).toMatchObject({ status: 422, body: { field: 'message' } });
    expect(await send({ intent: 'edit-thread', channel: String(channelId), thread: String(thread!.id), message: 'Typo in this post' })).toMatchObject({ status: 200 });
    expect(await send({ intent: 'report', comment: String(comment!.id), reason: 'Pedantic' })).toMatchObject({ status: 200 });
    const shown = await screen(`?thread=${thread!.id}`);
    expect(shown.threads?.feed_wall_threads.find((t) => t.id === thread!.id)?.message).toBe('Typo in this post');
    expect(shown.open?.comments.feed_wall_comments.map((c) => c.message)).toEqual(['Spotted a typo']);
    const [report] = await ctx.db.select().from(schema.feed_wall_complaints).where(eq(schema.feed_wall_complaints.feed_wall_comment_id, comment!.id));
    expect(report).toMatchObject({ reason: 'Pedantic', user_id: poster.id });
  });
});

