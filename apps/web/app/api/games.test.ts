import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { administratorTag } from '@foyer/core/access/is-event-admin';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { signScanQr } from '@foyer/core/qr-scan/personal-qr';
import { createHttpApp } from '../../server/http-app.ts';
import { firstCode } from './testing/test-client.ts';
import { tinyPng } from './testing/tiny-png.ts';

/** Issue #19 over HTTP: the scan game and the photo booth, per role (guest, attendee, another attendee, outsider, admin). */
let ctx: TestCtx;
let app: ReturnType<typeof createHttpApp>;
let ann: TestUser, bob: TestUser, outsider: TestUser, admin: TestUser;
let eventId: number, gamesId: number, wallId: number;

beforeAll(async () => {
  ctx = await createTestCtx({ now: new Date('2027-05-18T10:00:00Z') });
  ctx.config = { ...ctx.config, storageDir: mkdtempSync(join(tmpdir(), 'foyer-games-')) };
  app = createHttpApp({ ctx, handleDocument: async () => new Response('ui', { status: 200 }) });
  [ann, bob, outsider, admin] = await Promise.all([
    insertTestUser(ctx, { first_name: 'Ann', last_name: 'Able' }),
    insertTestUser(ctx, { first_name: 'Bob', last_name: 'Baker' }),
    insertTestUser(ctx, { first_name: 'Out', last_name: 'Sider' }),
    insertTestUser(ctx, { first_name: 'Ada', last_name: 'Admin' }),
  ]);
  eventId = (await insertEvent(ctx, { access_mode_type: 'close' })).id;
  gamesId = (await insertComponent(ctx, eventId, 'treasure_hunt')).id;
  wallId = (await insertComponent(ctx, eventId, 'feed_wall')).id;
  await ctx.db.insert(schema.feed_wall_channels).values({ event_id: eventId, event_component_id: wallId, name: 'General', default: true });
  const member = (u: TestUser, user_tags: string[] = []) => ({ event_id: eventId, user_id: u.viewer.id, joined: true, user_tags, first_name: u.viewer.first_name, last_name: u.viewer.last_name });
  await ctx.db.insert(schema.event_memberships).values([member(ann), member(bob), member(admin, [administratorTag])]);
});
afterAll(() => ctx?.close());

const base = () => `/api/v1/events/${eventId}/components/${gamesId}`;
async function call(method: string, path: string, u: TestUser | null, json?: unknown) {
  const headers: Record<string, string> = { ...(u?.auth ?? {}), ...(json === undefined ? {} : { 'content-type': 'application/json' }) };
  const res = await app.request(path, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
  return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
async function post(u: TestUser | null, file: Uint8Array | null, message = 'At the booth', type = 'image/jpeg') {
  const form = new FormData();
  if (file) form.append('file', new File([file as BlobPart], 'photo.jpg', { type }));
  form.append('message', message);
  const res = await app.request(`${base()}/photo_booth/photos`, { method: 'POST', body: form, headers: u?.auth ?? {} });
  return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
const jpeg = async () => new Uint8Array(await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c00' } }).jpeg().withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 13/1 4/1' } }).toBuffer());

describe('scan game API', () => {
  it('answers guests 401 and outsiders 403 on every call', async () => {
    for (const [method, path, json] of [['GET', '/qr_scan/my_code'], ['GET', '/qr_scan/conversations'], ['POST', '/qr_scan', { code: 'x' }]] as const) {
      expect((await call(method, base() + path, null, json)).status).toBe(401);
      const out = await call(method, base() + path, outsider, json);
      expect([out.status, firstCode(out.body)]).toEqual([403, 'access.not_joined']);
    }
  });

  it('gives each player their signed code; a scan starts, a rescan too early waits, another event’s component is 404', async () => {
    const mine = await call('GET', `${base()}/qr_scan/my_code`, bob);
    expect(mine.body.code).toBe(signScanQr(ctx.config.sessionSecret, eventId, bob.viewer.user_identity_token));
    const first = await call('POST', `${base()}/qr_scan`, ann, { code: mine.body.code });
    expect([first.status, first.body.status, first.body.person.first_name, first.body.seconds_left]).toEqual([200, 'started', 'Bob', 120]);
    expect(first.body.person).not.toHaveProperty('id');
    const again = await call('POST', `${base()}/qr_scan`, bob, { code: (await call('GET', `${base()}/qr_scan/my_code`, ann)).body.code });
    expect([again.body.status, again.body.points]).toEqual(['talking', 0]);
    const list = await call('GET', `${base()}/qr_scan/conversations`, bob);
    expect(list.body.conversations).toMatchObject([{ person: { first_name: 'Ann' }, confirmed_at: null, i_scanned: false }]);
    const self = await call('POST', `${base()}/qr_scan`, bob, { code: mine.body.code });
    expect([self.status, firstCode(self.body)]).toEqual([422, 'qr_scan.self']);
    const junk = await call('POST', `${base()}/qr_scan`, ann, { code: 'a\u0000b' });
    expect(junk.status).toBe(422);
    const wall = await call('GET', `/api/v1/events/${eventId}/components/${wallId}/qr_scan/my_code`, ann);
    expect([wall.status, firstCode(wall.body)]).toEqual([404, 'component.not_found']);
  });
});

describe('photo booth API', () => {
  it('posts a photo to the wall with its EXIF gone and scores once a day; refuses guests, outsiders', async () => {
    const first = await post(ann, await jpeg());
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ component_id: wallId, points: 3 });
    const thread = await call('GET', `/api/v1/events/${eventId}/components/${wallId}/feed_wall/channels/${first.body.channel_id}/thread/${first.body.thread_id}`, bob);
    expect(thread.body).toMatchObject({ message: 'At the booth', user: { first_name: 'Ann' } });
    const stored = await app.request(new URL(thread.body.image).pathname);
    expect(stored.status).toBe(200);
    expect((await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).exif).toBeUndefined();
    expect((await post(ann, await jpeg())).body.points).toBe(0);
    expect((await post(null, await jpeg())).status).toBe(401);
    const out = await post(outsider, await jpeg());
    expect([out.status, firstCode(out.body)]).toEqual([403, 'access.not_joined']);
  });

  it('refuses a non-image, a missing file, a short caption and an oversized body with clear 4xx', async () => {
    const html = await post(ann, new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'Hello', 'image/jpeg');
    expect([html.status, firstCode(html.body), html.body.errors[0].field]).toEqual([422, 'attachment.invalid_type', 'file']);
    const none = await post(ann, null);
    expect([none.status, firstCode(none.body), none.body.errors[0].field]).toEqual([422, 'common.required', 'file']);
    const short = await post(ann, tinyPng(), 'x', 'image/png');
    expect([short.status, firstCode(short.body)]).toEqual([422, 'common.validation']);
    const huge = await post(ann, new Uint8Array(9 * 1024 * 1024));
    expect([huge.status, firstCode(huge.body)]).toEqual([413, 'attachment.too_large']);
    const json = await call('POST', `${base()}/photo_booth/photos`, ann, { file: 'x' });
    expect(json.status).toBe(422);
  });

  it('lets only an administrator set the frame', async () => {
    expect((await call('GET', `${base()}/photo_booth`, ann)).body).toEqual({ frame_url: null });
    const refused = await call('PUT', `${base()}/photo_booth/frame`, ann, { attachment_id: null });
    expect([refused.status, firstCode(refused.body)]).toEqual([403, 'common.forbidden']);
    expect((await call('PUT', `${base()}/photo_booth/frame`, outsider, { attachment_id: null })).status).toBe(403);
    expect((await call('PUT', `${base()}/photo_booth/frame`, admin, { attachment_id: null })).body).toEqual({ frame_url: null });
  });
});
