import { schema } from '@foyer/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { latestVersions } from './latest-versions.ts';

/**
 * SPEC §3 "missing system consent": each required system consent whose latest version the user
 * has not accepted. Publishing a new version therefore asks everyone again.
 */
export async function missingSystemConsents(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'>): Promise<{ id: number; version_number: number }[]> {
  const cs = schema.consent_schemas;
  const required = await ctx.db
    .select({ id: cs.id })
    .from(cs)
    .where(and(isNull(cs.event_id), eq(cs.is_system, true), eq(cs.required, true)))
    .orderBy(cs.order, cs.id);
  if (!required.length) return [];
  const versions = await latestVersions(ctx, required.map((r) => r.id));
  const accepted = await ctx.db
    .select({ id: schema.user_consents.consent_schema_id, version: schema.user_consents.version_number })
    .from(schema.user_consents)
    .where(and(eq(schema.user_consents.user_id, viewer.id), eq(schema.user_consents.accepted, true)));
  const have = new Set(accepted.map((a) => `${a.id}:${a.version}`));
  return required.flatMap(({ id }) => {
    const v = versions.get(id);
    return v && !have.has(`${id}:${v.version_number}`) ? [{ id, version_number: v.version_number }] : [];
  });
}

/** Blocks use until the system consents are accepted (a modal that cannot be cancelled, SPEC §2). */
export async function assertSystemConsents(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'>): Promise<void> {
  if ((await missingSystemConsents(ctx, viewer)).length) {
    throw new AppError('auth.missing_system_consents', 'Please accept the terms of use and the privacy policy to continue.');
  }
}
