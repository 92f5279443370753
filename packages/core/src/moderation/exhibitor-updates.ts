import { schema } from '@foyer/db';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { parseInput } from '../accounts/parse-input.ts';
import { describeExhibitorSnapshots } from './describe-snapshot.ts';
import { currentExhibitorSnapshot, exhibitorFlagKeys, exhibitorScalarKeys, updateExhibitorSnapshot, type ExhibitorSnapshot } from './exhibitor-snapshot.ts';
import { requireModeratedExhibitor, type ModeratorScope } from './moderation-scope.ts';
import { checkImage, checkLocales, checkTags, contactUserIds, eventLocales, usableAttachments } from './resolve-references.ts';
import { submitExhibitorUpdateInput, type SubmitExhibitorUpdateInput } from './update-input.ts';

const eu = schema.exhibitor_updates;
const F = 'updated_exhibitor';

/**
 * The moderator's exhibitor with what the booth update form starts from (its current values)
 * and the event's locales for the per-locale tabs.
 */
export async function getModeratedExhibitor(ctx: Pick<Ctx, 'db'>, scope: ModeratorScope, exhibitorId: number, componentId?: number) {
  const row = await requireModeratedExhibitor(ctx, scope, exhibitorId, componentId);
  const [[current], locales] = await Promise.all([describeExhibitorSnapshots(ctx, [await currentExhibitorSnapshot(ctx, row)]), eventLocales(ctx, scope.eventId)]);
  return { id: row.id, event_component_id: row.event_component_id, current: current!, locales };
}

/** SPEC §7 GET …/exhibitor/{exhibitorId}/translations: the exhibitor's texts per locale. */
export async function exhibitorTranslations(ctx: Pick<Ctx, 'db'>, scope: ModeratorScope, exhibitorId: number, componentId?: number) {
  const row = await requireModeratedExhibitor(ctx, scope, exhibitorId, componentId);
  const snap = await currentExhibitorSnapshot(ctx, row);
  return Object.entries(snap.translations).map(([locale, t]) => ({ locale, name: t.name ?? null, scope_description: t.scope_description ?? null, description: t.description ?? null }));
}

/**
 * SPEC §7 POST …/updates: checks every reference (tags of this event, attendees as contacts, the
 * moderator's own files, the logo's and banner's real size and format, the event's locales),
 * then stores the whole proposed profile as a pending update for the organizer.
 */
export async function submitExhibitorUpdate(ctx: Pick<Ctx, 'db' | 'config'>, scope: ModeratorScope, exhibitorId: number, raw: SubmitExhibitorUpdateInput, componentId?: number) {
  const row = await requireModeratedExhibitor(ctx, scope, exhibitorId, componentId);
  const input = parseInput(submitExhibitorUpdateInput, raw);
  const x = input.updated_exhibitor;
  const current = await currentExhibitorSnapshot(ctx, row);
  const offered = await eventLocales(ctx, scope.eventId);
  checkLocales(offered, x.translations, `${F}.translations`);
  x.contact_people.forEach((p, i) => checkLocales(offered, p.translations, `${F}.contact_people.${i}.translations`));
  await checkTags(ctx, scope.eventId, x.tag_ids, `${F}.tag_ids`);
  const userIds = await contactUserIds(ctx, scope.eventId, x.contact_users, `${F}.contact_users`);
  const linked = new Set([...current.attachment_ids, ...current.contact_people.flatMap((p) => (p.picture_id ? [p.picture_id] : []))]);
  const files = await usableAttachments(ctx, scope.viewerId, x.attachment_ids, linked, `${F}.attachment_ids`);
  for (const [i, p] of x.contact_people.entries()) {
    if (p.picture_id != null) await usableAttachments(ctx, scope.viewerId, [p.picture_id], linked, `${F}.contact_people.${i}.picture_id`);
  }
  const picture = async (id: number | null | undefined, role: 'logo' | 'banner', keep: string | null) => {
    if (id === undefined) return keep;
    if (id === null) return null;
    const field = `${F}.${role}_id`;
    const file = (await usableAttachments(ctx, scope.viewerId, [id], new Set(), field)).get(id)!;
    await checkImage(ctx, file, role, field);
    return file.file_url;
  };
  const snap: Omit<ExhibitorSnapshot, 'translations'> = {
    ...(Object.fromEntries(exhibitorScalarKeys.map((k) => [k, x[k] ?? null])) as Record<(typeof exhibitorScalarKeys)[number], string | null>),
    ...(Object.fromEntries(exhibitorFlagKeys.map((k) => [k, x[k]])) as Record<(typeof exhibitorFlagKeys)[number], boolean>),
    picture: await picture(x.logo_id, 'logo', current.picture),
    vip_picture: await picture(x.banner_id, 'banner', current.vip_picture),
    tag_ids: x.tag_ids,
    contact_user_ids: userIds,
    attachment_ids: x.attachment_ids.filter((id) => files.has(id)),
    contact_people: x.contact_people.map((p) => ({
      first_name: p.first_name, last_name: p.last_name, description: p.description, phone: p.phone, phone_country_code: p.phone_country_code, email: p.email,
      picture_id: p.picture_id,
      translations: Object.fromEntries(p.translations.filter((t) => t.description).map((t) => [t.locale, { description: t.description }])),
    })),
  };
  const id = await ctx.db.transaction(async (tx) => {
    const [u] = await tx
      .insert(eu)
      .values({ event_id: scope.eventId, event_component_id: row.event_component_id, exhibitor_id: row.id, user_id: scope.viewerId, updated_exhibitor: snap, extra_note: input.extra_note })
      .returning({ id: eu.id });
    const texts = x.translations.filter((t) => t.name || t.scope_description || t.description);
    if (texts.length) {
      await tx.insert(schema.exhibitor_update_translations).values(
        texts.map((t) => ({ event_id: scope.eventId, exhibitor_update_id: u!.id, locale: t.locale, name: t.name, scope_description: t.scope_description, description: t.description })),
      );
    }
    return u!.id;
  });
  return getExhibitorUpdate(ctx, scope, row.id, id);
}

type UpdateRow = typeof eu.$inferSelect;

/** SPEC §3 Exhibitor update as the API and screens show it; the proposal described for people. */
export async function exhibitorUpdateRecord(ctx: Pick<Ctx, 'db'>, u: UpdateRow) {
  const snap = await updateExhibitorSnapshot(ctx, u);
  const [view] = await describeExhibitorSnapshots(ctx, [snap]);
  return {
    id: u.id,
    exhibitor_id: u.exhibitor_id,
    event_component_id: u.event_component_id,
    // Canceled updates are never shown (SPEC §4), so a record is one of the other three.
    status: u.status as 'pending' | 'accepted' | 'rejected',
    created_at: u.created_at.toISOString(),
    updated_at: u.updated_at.toISOString(),
    extra_note: u.extra_note,
    rejection_note: u.rejection_note,
    reviewed_at: u.reviewed_at?.toISOString() ?? null,
    updated_exhibitor: view!,
    translations: Object.entries(snap.translations).map(([locale, t]) => ({ locale, name: t.name ?? null, scope_description: t.scope_description ?? null, description: t.description ?? null })),
  };
}
export type ExhibitorUpdateRecord = Awaited<ReturnType<typeof exhibitorUpdateRecord>>;

/** SPEC §4: the moderator's updates of one exhibitor, newest first; canceled ones are hidden. */
export async function listExhibitorUpdates(ctx: Pick<Ctx, 'db'>, scope: ModeratorScope, exhibitorId: number, componentId?: number, limit = 100) {
  const row = await requireModeratedExhibitor(ctx, scope, exhibitorId, componentId);
  const rows = await ctx.db
    .select()
    .from(eu)
    .where(and(eq(eu.exhibitor_id, row.id), eq(eu.event_id, scope.eventId), ne(eu.status, 'canceled')))
    .orderBy(desc(eu.created_at), desc(eu.id))
    .limit(Math.min(limit, 100));
  return Promise.all(rows.map((r) => exhibitorUpdateRecord(ctx, r)));
}

export async function getExhibitorUpdate(ctx: Pick<Ctx, 'db'>, scope: ModeratorScope, exhibitorId: number, updateId: number, componentId?: number) {
  const row = await requireModeratedExhibitor(ctx, scope, exhibitorId, componentId);
  const [u] = await ctx.db.select().from(eu).where(and(eq(eu.id, updateId), eq(eu.exhibitor_id, row.id), ne(eu.status, 'canceled'))).limit(1);
  if (!u) throw new AppError('moderation.update_not_found', 'This update was not found.');
  return exhibitorUpdateRecord(ctx, u);
}

/** SPEC §7 DELETE: a pending update is withdrawn (status canceled, then hidden). */
export async function cancelExhibitorUpdate(ctx: Pick<Ctx, 'db'>, scope: ModeratorScope, exhibitorId: number, updateId: number, componentId?: number) {
  const row = await requireModeratedExhibitor(ctx, scope, exhibitorId, componentId);
  const [done] = await ctx.db
    .update(eu)
    .set({ status: 'canceled' })
    .where(and(eq(eu.id, updateId), eq(eu.exhibitor_id, row.id), eq(eu.status, 'pending')))
    .returning({ id: eu.id });
  if (done) return { status: 'ok' as const };
  const [u] = await ctx.db.select({ status: eu.status }).from(eu).where(and(eq(eu.id, updateId), eq(eu.exhibitor_id, row.id))).limit(1);
  if (!u || u.status === 'canceled') throw new AppError('moderation.update_not_found', 'This update was not found.');
  throw new AppError('moderation.not_pending', 'This update was already reviewed.');
}
