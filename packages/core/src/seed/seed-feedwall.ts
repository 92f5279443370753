import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { insertChunked } from './insert-chunked.ts';
import { forkPrng } from './prng.ts';
import { feedComments, feedPosts } from './pools-texts.ts';
import type { EventScope } from './seed-scope.ts';

const channels = [
  { name: 'General', default: true },
  { name: 'Networking', default: false },
  { name: 'Questions to organizers', default: false },
] as const;

export async function seedFeedChannels(scope: EventScope, componentId: number): Promise<{ channelIds: number[] }> {
  const channelIds = await insertChunked(
    scope.db,
    schema.feed_wall_channels,
    channels.map((c, i) => ({
      event_id: scope.eventId,
      event_component_id: componentId,
      name: c.name,
      default: c.default,
      order: i + 1,
    })),
  );
  return { channelIds };
}

const MINUTE = 60_000;

/**
 * 2–4 posts per channel with 0–3 comments each, written by seeded attendees over the last
 * hours before `now` so the wall reads as live. Counters and the latest comment are set as the
 * feed-wall services would set them.
 */
export async function seedFeedPosts(scope: EventScope, channelIds: number[], authorIds: number[]): Promise<void> {
  if (authorIds.length === 0) return;
  const { db, eventId } = scope;
  const r = forkPrng(scope.seed, 'feedwall');
  let minutesAgo = 600;
  for (const channel_id of channelIds) {
    const count = r.int(2, 4);
    for (let i = 0; i < count; i++) {
      minutesAgo -= r.int(10, 45);
      const postedAt = new Date(scope.now.getTime() - minutesAgo * MINUTE);
      const [thread] = await db
        .insert(schema.feed_wall_threads)
        .values({
          event_id: eventId,
          channel_id,
          user_id: r.pick(authorIds),
          uuid: r.uuid(),
          message: r.pick(feedPosts),
          is_sticky: channel_id === channelIds[0] && i === 0,
          is_highlighted: r.chance(0.15),
          created_at: postedAt,
          updated_at: postedAt,
        })
        .returning({ id: schema.feed_wall_threads.id });
      const commentCount = r.int(0, 3);
      let commentedAt = postedAt.getTime();
      const commentIds = await insertChunked(
        db,
        schema.feed_wall_comments,
        Array.from({ length: commentCount }, () => {
          commentedAt += r.int(1, 5) * MINUTE;
          const at = new Date(commentedAt);
          return {
            event_id: eventId,
            feed_wall_thread_id: thread!.id,
            user_id: r.pick(authorIds),
            uuid: r.uuid(),
            message: r.pick(feedComments),
            created_at: at,
            updated_at: at,
          };
        }),
      );
      if (commentIds.length > 0) {
        await db
          .update(schema.feed_wall_threads)
          .set({ comments_counter: commentIds.length, feed_wall_comment_id: commentIds.at(-1)!, updated_at: postedAt })
          .where(eq(schema.feed_wall_threads.id, thread!.id));
      }
    }
  }
}
