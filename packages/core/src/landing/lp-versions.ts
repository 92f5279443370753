import { schema } from '@foyer/db';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Viewer } from '../accounts/viewer.ts';
import { parseInput } from '../accounts/parse-input.ts';
import { requireEventAdmin } from '../access/is-event-admin.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { lpVersionNumber } from './lp-document.ts';
import { saveLpDocument, type SavedLp } from './save-lp-settings.ts';

export type LpVersion = {
  version: number;
  created_at: string;
  /** Who saved it; null for a deleted account. */
  created_by: { first_name: string; last_name: string } | null;
  restored_from: number | null;
};

const historyLimit = 50;

/** The builder's history, newest first (the first is what the page shows). */
export async function listLpVersions(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'> | null, eventId: number): Promise<{ current_version: number; versions: LpVersion[] }> {
  const event = await requireEventAdmin(ctx, viewer, eventId);
  const v = schema.lp_settings_versions;
  const u = schema.users;
  const rows = await ctx.db
    .select({ version: v.version, created_at: v.created_at, restored_from: v.restored_from, first_name: u.first_name, last_name: u.last_name })
    .from(v)
    .leftJoin(u, eq(u.id, v.created_by))
    .where(eq(v.event_id, eventId))
    .orderBy(desc(v.version))
    .limit(historyLimit);
  return {
    current_version: event.lp_version,
    versions: rows.map((r) => ({
      version: r.version,
      created_at: r.created_at.toISOString(),
      created_by: r.first_name === null ? null : { first_name: r.first_name, last_name: r.last_name ?? '' },
      restored_from: r.restored_from,
    })),
  };
}

export const restoreLpVersionInput = z.object({ base_version: lpVersionNumber.optional() });

/** Saves an earlier version again, as the newest one (history only grows, so a restore can be undone too). */
export async function restoreLpVersion(
  ctx: Pick<Ctx, 'db' | 'pubsub' | 'log'>,
  viewer: Pick<Viewer, 'id'> | null,
  eventId: number,
  version: number,
  raw: z.input<typeof restoreLpVersionInput> = {},
): Promise<SavedLp> {
  const input = parseInput(restoreLpVersionInput, raw);
  await requireEventAdmin(ctx, viewer, eventId);
  const v = schema.lp_settings_versions;
  const [row] = await ctx.db
    .select({ lp_settings: v.lp_settings })
    .from(v)
    .where(and(eq(v.event_id, eventId), eq(v.version, version)))
    .limit(1);
  if (!row) throw new AppError('landing.version_not_found', 'There is no such version of this landing page.', 'version');
  return saveLpDocument(ctx, { eventId, userId: viewer?.id ?? null, document: row.lp_settings, baseVersion: input.base_version, restoredFrom: version });
}
