import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { administratorTag } from '../access/is-event-admin.ts';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '../testing/index.ts';
import { pointsLeaderboard } from '../points/ledger.ts';
import { createAttachment } from '../profile/create-attachment.ts';
import { boothFrame, openPhotoBooth, setBoothFrame } from './booth-scope.ts';
import { PHOTO_BOOTH_POINTS, postBoothPhoto } from './post-photo.ts';
import { processBoothPhoto } from './process-photo.ts';

let ctx: TestCtx;
let ann: TestUser, admin: TestUser, stranger: TestUser;
let eventId: number, gamesId: number, channelId: number, noWallEventId: number, noWallGamesId: number;

/** Does a raw EXIF block (as sharp's metadata gives it) hold a GPS directory (tag 0x8825 in IFD0)? */
function hasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') >= 0 ? exif.indexOf('Exif\0\0') + 6 : 0);
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const ifd0 = le ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  const count = u16(ifd0);
  return Array.from({ length: count }, (_, i) => u16(ifd0 + 2 + i * 12)).includes(0x8825);
}

/** A "phone photo": 2400×1200 JPEG carrying the camera's make and a GPS position (Warsaw). */
const phonePhoto = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'FoyerCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 13/1 4/1', GPSLongitudeRef: 'E', GPSLongitude: '21/1 0/1 42/1' } })
    .toBuffer();

beforeAll(async () => {
  ctx = await createTestCtx({ now: new Date('2027-05-18T10:00:00Z') });
  ctx.config.storageDir = mkdtempSync(join(tmpdir(), 'foyer-booth-'));
  [ann, admin, stranger] = await Promise.all([insertTestUser(ctx, { first_name: 'Ann' }), insertTestUser(ctx, { first_name: 'Ada' }), insertTestUser(ctx)]);
  eventId = (await insertEvent(ctx, { access_mode_type: 'close' })).id;
  noWallEventId = (await insertEvent(ctx)).id;
  gamesId = (await insertComponent(ctx, eventId, 'treasure_hunt')).id;
  noWallGamesId = (await insertComponent(ctx, noWallEventId, 'treasure_hunt')).id;
  const wall = await insertComponent(ctx, eventId, 'feed_wall', 2);
  const [, general] = await ctx.db
    .insert(schema.feed_wall_channels)
    .values([
      { event_id: eventId, event_component_id: wall.id, name: 'Other', default: false, order: 0 },
      { event_id: eventId, event_component_id: wall.id, name: 'General', default: true, order: 1 },
    ])
    .returning();
  channelId = general!.id;
  await ctx.db.insert(schema.event_memberships).values([
    { event_id: eventId, user_id: ann.viewer.id, joined: true },
    { event_id: eventId, user_id: admin.viewer.id, joined: true, user_tags: [administratorTag] },
    { event_id: noWallEventId, user_id: ann.viewer.id, joined: true },
  ]);
});
afterAll(() => ctx?.close());

const booth = (u: TestUser | null, event = eventId, componentId = gamesId) => openPhotoBooth(ctx, { eventId: event, viewer: u?.viewer ?? null, locale: 'en', componentId });
const fails = (p: Promise<unknown>) => p.then(() => 'ok', (e: { code?: string }) => e.code);

describe('processing a booth photo', () => {
  it('strips the GPS position and the camera, and fits the photo inside 1600 px', async () => {
    const input = await phonePhoto();
    const before = await sharp(input).metadata();
    expect(hasGps(before.exif)).toBe(true);
    const out = await processBoothPhoto(new Uint8Array(input));
    const after = await sharp(Buffer.from(out.bytes)).metadata();
    // No EXIF block at all, so no GPS in it (hasGps(before) above proves the fixture carried one).
    expect(after.exif).toBeUndefined();
    expect(Buffer.from(out.bytes).includes('FoyerCam')).toBe(false);
    expect([out.ext, after.format, after.width, after.height]).toEqual(['jpg', 'jpeg', 1600, 800]);
  });

  it('keeps a small PNG’s size and format', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ff000080' } }).png().toBuffer();
    const out = await processBoothPhoto(new Uint8Array(png));
    expect([out.ext, out.width, out.height]).toEqual(['png', 300, 200]);
  });

  it('refuses what is not a .jpg or .png, a broken one, and one over 8 MB', async () => {
    expect(await fails(processBoothPhoto(new TextEncoder().encode('<svg onload="alert(1)"/>')))).toBe('attachment.invalid_type');
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
    expect(await fails(processBoothPhoto(new Uint8Array(gif)))).toBe('attachment.invalid_type');
    expect(await fails(processBoothPhoto(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])))).toBe('photo_booth.unreadable');
    expect(await fails(processBoothPhoto(new Uint8Array(8 * 1024 * 1024 + 1)))).toBe('attachment.too_large');
  });
});

describe('posting to the feed wall', () => {
  it('makes a thread with the cleaned photo in the default channel; points once per day', async () => {
    const s = await booth(ann);
    const first = await postBoothPhoto(ctx, s, { bytes: new Uint8Array(await phonePhoto()), message: 'Us at the booth' });
    expect(first).toMatchObject({ channel_id: channelId, points: PHOTO_BOOTH_POINTS });
    const [thread] = await ctx.db.select().from(schema.feed_wall_threads).where(eq(schema.feed_wall_threads.id, first.thread_id));
    expect(thread).toMatchObject({ channel_id: channelId, user_id: ann.viewer.id, message: 'Us at the booth' });
    const [upload] = await ctx.db.select().from(schema.attachments).where(eq(schema.attachments.id, thread!.image_id!));
    const stored = readFileSync(join(ctx.config.storageDir, upload!.storage_key));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(first.image).toContain(upload!.storage_key);

    const second = await postBoothPhoto(ctx, s, { bytes: new Uint8Array(await phonePhoto()), message: 'Again' });
    expect(second.points).toBe(0);
    ctx.clock.set(new Date('2027-05-19T10:00:00Z'));
    const nextDay = await postBoothPhoto(ctx, s, { bytes: new Uint8Array(await phonePhoto()), message: 'Day two' });
    expect(nextDay.points).toBe(PHOTO_BOOTH_POINTS);
    expect((await pointsLeaderboard(ctx, eventId, { source: 'photo_booth', viewerId: ann.viewer.id })).me?.points).toBe(2 * PHOTO_BOOTH_POINTS);
  });

  it('refuses guests, strangers of a closed event, a short caption, and an event without a wall', async () => {
    expect(await fails(booth(null))).toBe('access.login_required');
    expect(await fails(booth(stranger))).toBe('access.not_joined');
    const s = await booth(ann);
    expect(await fails(postBoothPhoto(ctx, s, { bytes: new Uint8Array(await phonePhoto()), message: 'x' }))).toBe('common.validation');
    expect(await fails(postBoothPhoto(ctx, await booth(ann, noWallEventId, noWallGamesId), { bytes: new Uint8Array(await phonePhoto()), message: 'Hello' }))).toBe('photo_booth.no_feed_wall');
  });
});

describe('the frame', () => {
  it('is the default until an administrator sets one of their uploads; others may not', async () => {
    expect(await boothFrame(ctx, await booth(ann))).toBeNull();
    const png = await sharp({ create: { width: 100, height: 100, channels: 4, background: '#00000000' } }).png().toBuffer();
    const mine = await createAttachment(ctx, admin.viewer, { filename: 'frame.png', bytes: new Uint8Array(png) });
    const annUpload = await createAttachment(ctx, ann.viewer, { filename: 'frame.png', bytes: new Uint8Array(png) });
    expect(await fails(setBoothFrame(ctx, await booth(ann), { attachment_id: annUpload.id }))).toBe('common.forbidden');
    expect(await fails(setBoothFrame(ctx, await booth(admin), { attachment_id: annUpload.id }))).toBe('common.validation');
    const set = await setBoothFrame(ctx, await booth(admin), { attachment_id: mine.id });
    expect(set.frame_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(await boothFrame(ctx, await booth(ann))).toBe(set.frame_url);
    await setBoothFrame(ctx, await booth(admin), { attachment_id: null });
    expect(await boothFrame(ctx, await booth(ann))).toBeNull();
  });

  it('refuses an id that is not one, and keeps the component’s other settings', async () => {
    const scope = await booth(admin);
    const c = schema.components;
    await ctx.db.update(c).set({ additional_info: { other_setting: 'kept' } as never }).where(eq(c.id, scope.componentId));
    for (const attachment_id of [-1, 'x', 2 ** 31] as never[]) expect(await fails(setBoothFrame(ctx, scope, { attachment_id }))).toBe('common.validation');
    await setBoothFrame(ctx, scope, { attachment_id: null });
    const [row] = await ctx.db.select({ info: c.additional_info }).from(c).where(eq(c.id, scope.componentId));
    expect(row!.info).toEqual({ other_setting: 'kept', photo_booth_frame: null });
  });
});
