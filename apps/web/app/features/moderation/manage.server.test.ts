import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { insertTestUser } from '@foyer/core/access/test-users';
import { tinyPng } from '@foyer/core/moderation/test-images';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '@foyer/core/testing/index';

let current: Viewer | null = null;
vi.mock('../../session/web-session.server.ts', () => ({ webViewer: async () => ({ viewer: current, setCookie: null }) }));
const { manageHomeLoader, exhibitorScreenLoader } = await import('./manage.server.ts');
const { exhibitorFormAction, exhibitorFormLoader } = await import('./exhibitor-form.server.ts');

let ctx: TestCtx;
let mod: Viewer, attendee: Viewer;
let exA: number, exB: number;

beforeAll(async () => {
  ctx = await createTestCtx();
  const eventId = (await insertEvent(ctx, { lp_url: 'manage-web', languages: [{ lang_code: 'en', default_lang: true }, { lang_code: 'pl' }] })).id;
  const componentId = (await insertComponent(ctx, eventId, 'exhibitors')).id;
  [mod, attendee] = (await Promise.all([insertTestUser(ctx), insertTestUser(ctx)])).map((u) => u.viewer) as [Viewer, Viewer];
  await ctx.db.insert(schema.event_memberships).values([mod, attendee].map((u) => ({ event_id: eventId, user_id: u.id, joined: true, first_name: 'A', last_name: 'B' })));
  const xs = await ctx.db.insert(schema.exhibitors).values([{ event_id: eventId, event_component_id: componentId, name: 'Alpha' }, { event_id: eventId, event_component_id: componentId, name: 'Beta' }]).returning();
  [exA, exB] = [xs[0]!.id, xs[1]!.id];
  await ctx.db.insert(schema.exhibitor_moderators).values({ event_id: eventId, exhibitor_id: exA, user_id: mod.id });
});
afterAll(() => ctx?.close());

const req = (path: string, init?: RequestInit) => new Request(`http://foyer.test/manage-web/${path}`, init);
const status = (p: Promise<unknown>) => p.then(() => 200, (r: unknown) => (r instanceof Response ? r.status : (r as { init?: { status?: number } }).init?.status ?? 500));
const form = (payload: unknown, files: Record<string, Uint8Array> = {}) => {
  const f = new FormData();
  f.set('payload', JSON.stringify(payload));
  for (const [k, bytes] of Object.entries(files)) f.set(k, new File([Buffer.from(bytes)], `${k}.png`, { type: 'image/png' }));
  return f;
};

describe('manage screens', () => {
  it('a guest is sent to log in, an attendee without a link gets 403, a moderator of A gets 404 on B', async () => {
    current = null;
    const guest = await manageHomeLoader(ctx, req('manage'), 'manage-web').catch((r: unknown) => r);
    expect(guest instanceof Response && guest.status).toBe(302);
    current = attendee;
    expect(await status(manageHomeLoader(ctx, req('manage'), 'manage-web'))).toBe(403);
    current = mod;
    expect((await manageHomeLoader(ctx, req('manage'), 'manage-web')).exhibitors.map((x) => x.name)).toEqual(['Alpha']);
    expect(await status(exhibitorScreenLoader(ctx, req(`manage/exhibitor/${exB}`), { slug: 'manage-web', exhibitorId: String(exB) }))).toBe(404);
    expect(await status(exhibitorFormLoader(ctx, req(`manage/exhibitor/${exB}/create`), { slug: 'manage-web', exhibitorId: String(exB) }))).toBe(404);
    expect(await status(exhibitorScreenLoader(ctx, req('manage/exhibitor/abc'), { slug: 'manage-web', exhibitorId: 'abc' }))).toBe(404);
  });

  it('a proposal for an exhibitor one does not moderate is a 404 that stores none of its files', async () => {
    current = mod;
    const count = async () => (await ctx.db.select({ id: schema.attachments.id }).from(schema.attachments).where(eq(schema.attachments.owner_user_id, mod.id))).length;
    const before = await count();
    const payload = { updated_exhibitor: { name: 'Beta' }, extra_note: '' };
    const post = exhibitorFormAction(ctx, req(`manage/exhibitor/${exB}/create`, { method: 'POST', body: form(payload, { logo: tinyPng(30, 30), banner: tinyPng(190, 100) }) }), { slug: 'manage-web', exhibitorId: String(exB) });
    expect(await status(post)).toBe(404);
    expect(await count()).toBe(before);
  });

  it('the form: a wide logo is refused naming the field and the stored upload comes back; a square one is sent and listed as pending', async () => {
    current = mod;
    const params = { slug: 'manage-web', exhibitorId: String(exA) };
    const payload = { updated_exhibitor: { name: 'Alpha', translations: [{ locale: 'pl', description: 'Opis' }] }, extra_note: '' };
    const bad = (await exhibitorFormAction(ctx, req(`manage/exhibitor/${exA}/create`, { method: 'POST', body: form(payload, { logo: tinyPng(90, 30) }) }), params)) as unknown as { data: { errors: { code: string; field: string }[]; uploaded: { logo?: number } } };
    expect(bad.data.errors[0]).toMatchObject({ code: 'moderation.image_ratio', field: 'updated_exhibitor.logo_id' });
    expect(typeof bad.data.uploaded.logo).toBe('number');
    const ok = await exhibitorFormAction(ctx, req(`manage/exhibitor/${exA}/create`, { method: 'POST', body: form(payload, { logo: tinyPng(30, 30) }) }), params).catch((r: unknown) => r);
    expect(ok instanceof Response && ok.headers.get('location')).toBe(`/manage-web/manage/exhibitor/${exA}?moderation=submitted`);
    const screen = await exhibitorScreenLoader(ctx, req(`manage/exhibitor/${exA}`), params);
    expect(screen.updates.map((u) => u.status)).toEqual(['pending']);
    const [u] = await ctx.db.select().from(schema.exhibitor_updates).where(eq(schema.exhibitor_updates.exhibitor_id, exA));
    expect((u!.updated_exhibitor as { picture: string }).picture).toMatch(/\.png$/);
  });
});
