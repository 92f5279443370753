import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { openFeedWall } from '../feedwall/feed-scope.ts';
import { feedMessage } from '../feedwall/feed-rows.ts';
import { createThread } from '../feedwall/threads.ts';
import { getEventById } from '../events/find-event.ts';
import { announcePoints, awardPoints } from '../points/ledger.ts';
import { createAttachment } from '../profile/create-attachment.ts';
import { isPlayer } from '../qr-scan/scan-scope.ts';
import { boothWall, type BoothScope } from './booth-scope.ts';
import { processBoothPhoto } from './process-photo.ts';

/** What a posted booth photo gives; at most one scoring photo per person and day (no farming). */
export const PHOTO_BOOTH_POINTS = 3;

export const boothCaption = feedMessage;

/** The event's calendar day of `at` (YYYY-MM-DD in its time zone): the ledger key of the day's photo. */
export function eventDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * Posts a booth photo to the event's feed wall: resized and stripped of EXIF (processBoothPhoto),
 * stored as the poster's upload, and put in a new thread in the wall's default channel through
 * the feed wall’s own rules (its gate, the poster’s access). A player (joined member or administrator) gets
 * PHOTO_BOOTH_POINTS for the first photo of each event day.
 */
export async function postBoothPhoto(
  ctx: Pick<Ctx, 'db' | 'config' | 'clock' | 'pubsub' | 'log' | 'rateLimiter'>,
  scope: BoothScope,
  input: { bytes: Uint8Array; message: string; accessCode?: string | null; ip?: string | null },
): Promise<{ thread_id: number; component_id: number; channel_id: number; image: string | null; points: number }> {
  const message = boothCaption.safeParse(input.message);
  if (!message.success) throw new AppError('common.validation', 'Write a caption of 2 to 5,000 characters.', 'message');
  const wall = await boothWall(ctx, scope.eventId);
  if (!wall) throw new AppError('photo_booth.no_feed_wall', 'This event has no feed wall to post to.');
  const feed = await openFeedWall(ctx, { eventId: scope.eventId, viewer: scope.viewer, locale: scope.locale, accessCode: input.accessCode, ip: input.ip, componentId: wall.componentId });
  const photo = await processBoothPhoto(input.bytes);
  const upload = await createAttachment(ctx, { id: scope.viewerId }, { filename: `photo-booth.${photo.ext}`, bytes: photo.bytes });
  const thread = await createThread(ctx, feed, wall.channelId, { message: message.data, image: upload.id });
  let points = 0;
  if (await isPlayer(ctx, scope.eventId, scope.viewerId)) {
    const event = await getEventById(ctx, scope.eventId);
    const day = eventDay(ctx.clock.now(), event.timezone);
    const entry = await awardPoints(ctx.db, { eventId: scope.eventId, userId: scope.viewerId, source: 'photo_booth', sourceKey: `day:${day}`, points: PHOTO_BOOTH_POINTS });
    if (entry !== null) {
      points = PHOTO_BOOTH_POINTS;
      await announcePoints(ctx, scope.eventId, 'photo_booth');
    }
  }
  return { thread_id: thread.id, component_id: wall.componentId, channel_id: wall.channelId, image: thread.image, points };
}
