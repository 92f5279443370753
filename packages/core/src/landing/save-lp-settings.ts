import { schema } from '@foyer/db';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Viewer } from '../accounts/viewer.ts';
import { parseInput } from '../accounts/parse-input.ts';
import { requireEventAdmin } from '../access/is-event-admin.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { lpVersionNumber, parseLpDocument } from './lp-document.ts';
import { landingChangedChannel } from './landing-changed.ts';

export const updateEventLpInput = z.object({
  // The document's own limit (lp-document) answers with a clearer message than a max() here.
  lp_settings: z.string(),
  /**
   * The `lp_version` the editor started from. When given, a save over a newer version is
   * refused (landing.conflict) instead of silently overwriting another organizer's work.
   * SPEC's clients send only lp_settings and keep last-write-wins.
   */
  base_version: lpVersionNumber.optional(),
});

export type SavedLp = { status: 'ok'; version: number };

/**
 * SPEC §7 POST events/{id}/update_event_lp (administrators): the whole document, validated, saved
 * as a new version.
 */
export async function updateEventLp(
  ctx: Pick<Ctx, 'db' | 'pubsub' | 'log'>,
  viewer: Pick<Viewer, 'id'> | null,
  eventId: number,
  raw: z.input<typeof updateEventLpInput>,
): Promise<SavedLp> {
  const input = parseInput(updateEventLpInput, raw);
  await requireEventAdmin(ctx, viewer, eventId);
  return saveLpDocument(ctx, { eventId, userId: viewer?.id ?? null, document: input.lp_settings, baseVersion: input.base_version });
}

/**
 * Saves a document for an administrator already checked by the caller (update_event_lp, a
 * restore): validates it whole, bumps the event's lp_version (under the row lock of that
 * UPDATE, so two saves from the same base cannot both pass), keeps it as a version for the
 * history, and tells every web process to drop its guest copies.
 */
export async function saveLpDocument(
  ctx: Pick<Ctx, 'db' | 'pubsub' | 'log'>,
  save: { eventId: number; userId: number | null; document: string; baseVersion: number | undefined; restoredFrom?: number },
): Promise<SavedLp> {
  const { eventId, baseVersion } = save;
  const { text } = parseLpDocument(save.document);
  const e = schema.events;
  const version = await ctx.db.transaction(async (tx) => {
    // The page as it was before the builder's first save (seeded, or written by an older client)
    // becomes version 0, so that first save can be undone too.
    await tx.execute(sql`insert into lp_settings_versions (event_id, version, lp_settings)
      select id, 0, coalesce(lp_settings, '{}') from events where id = ${eventId} and lp_version = 0
      on conflict do nothing`);
    const [row] = await tx
      .update(e)
      .set({ lp_settings: text, lp_version: sql`${e.lp_version} + 1` })
      .where(baseVersion === undefined ? eq(e.id, eventId) : and(eq(e.id, eventId), eq(e.lp_version, baseVersion)))
      .returning({ version: e.lp_version });
    if (!row) throw new AppError('landing.conflict', 'Someone saved this landing page after you opened it. Reload to see their version.');
    await tx.insert(schema.lp_settings_versions).values({
      event_id: eventId,
      version: row.version,
      lp_settings: text,
      created_by: save.userId,
      restored_from: save.restoredFrom ?? null,
    });
    return row.version;
  });
  // Guests' cached copies of the page go at once (every web process listens).
  await ctx.pubsub.publish(landingChangedChannel, { eventId }).catch((error: unknown) => ctx.log.warn({ error, eventId }, 'landing change not announced'));
  return { status: 'ok', version };
}
