import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { schema } from '@foyer/db';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { insertTestUser } from '@foyer/core/access/test-users';
import { administratorTag } from '@foyer/core/access/is-event-admin';
import { signScanQr } from '@foyer/core/qr-scan/personal-qr';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '@foyer/core/testing/index';

let current: Viewer | null = null;
vi.mock('../../session/web-session.server.ts', () => ({ webViewer: async () => ({ viewer: current, setCookie: null }) }));
const { scanGameAction, scanGameLoader } = await import('./scan-game.server.ts');
const { photoBoothAction, photoBoothLoader } = await import('../photo-booth/photo-booth.server.ts');
const { profileGames } = await import('./profile-games.server.ts');

/** The scan game's and the photo booth's screens (issue #19): who gets in, and what their forms answer. */
let ctx: TestCtx;
let ann: Viewer, bob: Viewer, passerBy: Viewer, admin: Viewer;
let eventId: number, gamesId: number, wallId: number;
const slug = 'games-web';

beforeAll(async () => {
  ctx = await createTestCtx();
  ctx.config = { ...ctx.config, storageDir: mkdtempSync(join(tmpdir(), 'foyer-games-web-')) };
  eventId = (await insertEvent(ctx, { lp_url: slug, access_mode_type: 'none' })).id;
  gamesId = (await insertComponent(ctx, eventId, 'treasure_hunt')).id;
  wallId = (await insertComponent(ctx, eventId, 'feed_wall', 1)).id;
  await ctx.db.insert(schema.feed_wall_channels).values({ event_id: eventId, event_component_id: wallId, name: 'General', default: true });
  [ann, bob, passerBy, admin] = (await Promise.all([1, 2, 3, 4].map(() => insertTestUser(ctx)))).map((u) => u.viewer) as [Viewer, Viewer, Viewer, Viewer];
  await ctx.db.insert(schema.event_memberships).values([
    ...[ann, bob].map((u) => ({ event_id: eventId, user_id: u.id, joined: true, first_name: u.first_name, last_name: u.last_name })),
    { event_id: eventId, user_id: admin.id, joined: true, user_tags: [administratorTag], first_name: 'Ada', last_name: 'Admin' },
  ]);
});
afterAll(() => ctx?.close());

const req = (path: string, init?: RequestInit) => new Request(`http://foyer.test/${slug}/component/${gamesId}/${path}`, init);
/** The route's params (the component's id is known once the world is made). */
const params = () => ({ slug, componentId: String(gamesId) });
const thrown = (p: Promise<unknown>) => p.then(() => null, (r: unknown) => r as Response | { init?: { status?: number } });
const answerOf = (r: unknown) => ((r as { data?: unknown }).data ?? r) as Record<string, unknown>;
const codeForm = (code: string) => {
  const f = new FormData();
  f.set('code', code);
  return { method: 'POST', body: f };
};

describe('the scan game screen', () => {
  it('sends a guest to log in and a passer-by of the open event to join; a wall id is not a games component', async () => {
    current = null;
    const guest = await thrown(scanGameLoader(ctx, req('scan'), params()));
    expect(guest instanceof Response && guest.status).toBe(302);
    expect((guest as Response).headers.get('location')).toContain(`/${slug}/login`);
    current = passerBy;
    const stranger = await thrown(scanGameLoader(ctx, req('scan'), params()));
    expect(stranger instanceof Response && (stranger as Response).headers.get('location')).toContain(`/${slug}/join`);
    current = ann;
    const wall = await thrown(scanGameLoader(ctx, req('scan'), { slug, componentId: String(wallId) }));
    expect((wall as { init?: { status?: number } }).init?.status).toBe(404);
  });

  it('shows my signed code as a QR; a scan answers started, a refusal its code', async () => {
    current = ann;
    const page = await scanGameLoader(ctx, req('scan'), params());
    expect(page.code).toBe(signScanQr(ctx.config.sessionSecret, eventId, ann.user_identity_token));
    expect(page.qrSvg).toMatch(/^<svg/);
    expect(page.conversations).toEqual([]);
    current = bob;
    const started = answerOf(await scanGameAction(ctx, req('scan', codeForm(page.code)), params()));
    expect(started).toMatchObject({ ok: true, outcome: { status: 'started', seconds_left: 120 } });
    const self = answerOf(await scanGameAction(ctx, req('scan', codeForm(signScanQr(ctx.config.sessionSecret, eventId, bob.user_identity_token))), params()));
    expect(self).toEqual({ ok: false, code: 'qr_scan.self' });
    const junk = answerOf(await scanGameAction(ctx, req('scan', codeForm('\u0000')), params()));
    expect(junk).toEqual({ ok: false, code: 'qr_scan.not_recognised' });
    current = ann;
    expect((await scanGameLoader(ctx, req('scan'), params())).conversations).toMatchObject([{ confirmed_at: null, i_scanned: false }]);
  });

  it('puts my QR and the games on my profile only where I play', async () => {
    const event = (await ctx.db.select().from(schema.events)).find((e) => e.id === eventId)!;
    current = ann;
    expect(await profileGames(ctx, req(''), event, ann)).toMatchObject({ componentId: gamesId, qrSvg: expect.stringMatching(/^<svg/) });
    current = passerBy;
    expect(await profileGames(ctx, req(''), event, passerBy)).toBeNull();
  });
});

describe('the photo booth screen', () => {
  const post = async (photo: Uint8Array | null, message = 'From the booth') => {
    const f = new FormData();
    f.set('intent', 'post');
    f.set('message', message);
    if (photo) f.set('photo', new File([Buffer.from(photo)], 'p.jpg', { type: 'image/jpeg' }));
    return answerOf(await photoBoothAction(ctx, req('photo-booth', { method: 'POST', body: f }), params()));
  };
  const jpeg = async () => new Uint8Array(await sharp({ create: { width: 80, height: 60, channels: 3, background: '#123456' } }).jpeg().toBuffer());

  it('opens for a signed-in visitor of the open event (points for players only), posts to the wall, refuses junk by its code', async () => {
    current = passerBy;
    const page = await photoBoothLoader(ctx, req('photo-booth'), params());
    expect(page).toMatchObject({ frameUrl: null, wallComponentId: wallId, isAdmin: false });
    expect(await post(await jpeg())).toMatchObject({ ok: true, intent: 'post', wallComponentId: wallId, points: 0 });
    current = ann;
    expect(await post(await jpeg())).toMatchObject({ ok: true, points: 3 });
    expect(await post(new TextEncoder().encode('not a picture'))).toMatchObject({ ok: false, code: 'attachment.invalid_type' });
    expect(await post(null)).toMatchObject({ ok: false, code: 'common.required', field: 'photo' });
    expect(await post(await jpeg(), 'x')).toMatchObject({ ok: false, code: 'common.validation' });
  });

  it('lets only an administrator change the frame', async () => {
    const png = new Uint8Array(await sharp({ create: { width: 40, height: 40, channels: 4, background: '#00000000' } }).png().toBuffer());
    const frame = () => {
      const f = new FormData();
      f.set('intent', 'frame');
      f.set('frame', new File([Buffer.from(png)], 'frame.png', { type: 'image/png' }));
      return req('photo-booth', { method: 'POST', body: f });
    };
    current = ann;
    expect(answerOf(await photoBoothAction(ctx, frame(), params()))).toMatchObject({ ok: false, code: 'common.forbidden' });
    current = admin;
    const saved = answerOf(await photoBoothAction(ctx, frame(), params()));
    expect(saved).toMatchObject({ ok: true, intent: 'frame', frameUrl: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/) });
    expect((await photoBoothLoader(ctx, req('photo-booth'), params())).frameUrl).toBe(saved.frameUrl);
  });
});
