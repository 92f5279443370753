import { data, redirect } from 'react-router';
import type { Ctx } from '@foyer/core/context';
import { formatWhen } from '@foyer/i18n';
import { offeredLocales } from '@foyer/core/moderation/resolve-references';
import { schema } from '@foyer/db';
import { asc, eq } from 'drizzle-orm';
import { listAccesses, openModeration, type ModeratorScope } from '@foyer/core/moderation/moderation-scope';
import { cancelExhibitorUpdate, getExhibitorUpdate, getModeratedExhibitor, listExhibitorUpdates } from '@foyer/core/moderation/exhibitor-updates';
import { cancelSpeakerUpdate, getModeratedSpeaker, listSpeakerUpdates } from '@foyer/core/moderation/speaker-updates';
import { listLanguages } from '@foyer/core/events/list-languages';
import { idFrom } from '@foyer/core/platform/input-vocabulary';
import { basePathFor, requireSignedIn } from '../../server/require-access.server.ts';
import { eventForRequest, eventLocale } from '../../server/request-event.server';
import { asScreenResponse } from '../components/app-error-response.server';

/** Outcomes a manage screen announces after an action (`?moderation=`). */
const notices = ['submitted', 'canceled', 'cancel_failed'] as const;
export type ManageNotice = (typeof notices)[number];

/**
 * Every manage screen: signed in (guests go to log in) and a moderator of something in this
 * event (403 moderation.not_moderator otherwise, SPEC §6); dates in the event's time zone.
 */
export async function openManage(ctx: Ctx, request: Request, slug: string | undefined) {
  const event = await eventForRequest(ctx, request, slug);
  if (!event) throw data({ code: 'event.invalid' }, { status: 404 });
  const viewer = await requireSignedIn(ctx, request, event);
  const scope = await asScreenResponse(() => openModeration(ctx, viewer, event.id));
  const locale = await eventLocale(ctx, request, event);
  const notice = new URL(request.url).searchParams.get('moderation');
  return {
    ctx, event, viewer, scope, locale,
    basePath: basePathFor(request, event),
    when: (iso: string) => formatWhen(iso, locale, event.timezone, 'datetime'),
    notice: (notices as readonly string[]).includes(notice ?? '') ? (notice as ManageNotice) : null,
  };
}
export type ManageContext = Awaited<ReturnType<typeof openManage>>;

/** An update as a history row shows it: state, when, the organizer's reason. */
const historyRow = (m: ManageContext) => (u: { id: number; status: 'pending' | 'accepted' | 'rejected'; created_at: string; rejection_note: string | null; extra_note: string | null }) => ({
  id: u.id, status: u.status, created: { iso: u.created_at, text: m.when(u.created_at) }, rejection_note: u.rejection_note, extra_note: u.extra_note,
});
export type HistoryRow = ReturnType<ReturnType<typeof historyRow>>;

/** How many of each exhibitor's or speaker's latest updates the home lists (the rest on its own page). */
const HOME_UPDATES = 3;

/** `manage`: the moderator's exhibitors and speakers, each with its latest updates. */
export async function manageHomeLoader(ctx: Ctx, request: Request, slug: string | undefined) {
  const m = await openManage(ctx, request, slug);
  const { exhibitors, speakers } = await listAccesses(ctx, m.scope);
  const row = historyRow(m);
  return {
    basePath: m.basePath,
    exhibitors: await Promise.all(exhibitors.map(async (x) => ({ ...x, updates: (await listExhibitorUpdates(ctx, m.scope, x.id, undefined, HOME_UPDATES)).map(row) }))),
    speakers: await Promise.all(speakers.map(async (s) => ({ ...s, updates: (await listSpeakerUpdates(ctx, m.scope, s.id, undefined, HOME_UPDATES)).map(row) }))),
  };
}

/**
 * The event's locales, the main one first (its texts are the profile's own columns). `offered`
 * defaults to the event's languages (offeredLocales), from the same read.
 */
export async function formLocales(ctx: Ctx, eventId: number, offered?: string[]) {
  const langs = await listLanguages(ctx, eventId);
  offered ??= offeredLocales(langs);
  const main = langs.find((l) => l.default_lang)?.lang_code ?? offered[0] ?? 'en';
  return { main, others: offered.filter((l) => l !== main) };
}

/** `manage/exhibitor/:exhibitorId`: the current public profile and the moderator's updates. */
export async function exhibitorScreenLoader(ctx: Ctx, request: Request, params: { slug?: string; exhibitorId?: string }) {
  const m = await openManage(ctx, request, params.slug);
  const id = idFrom(params.exhibitorId);
  if (id == null) throw data({ code: 'moderation.exhibitor_not_found' }, { status: 404 });
  const [x, updates] = await asScreenResponse(() => Promise.all([getModeratedExhibitor(ctx, m.scope, id), listExhibitorUpdates(ctx, m.scope, id)]));
  return { basePath: m.basePath, notice: m.notice, exhibitor: { id: x.id, ...x.current }, updates: updates.map(historyRow(m)) };
}

/** `…/update/:exhibitorUpdateId`: one update as sent, and its state. */
export async function exhibitorUpdateLoader(ctx: Ctx, request: Request, params: { slug?: string; exhibitorId?: string; exhibitorUpdateId?: string }) {
  const m = await openManage(ctx, request, params.slug);
  const id = idFrom(params.exhibitorId);
  const updateId = idFrom(params.exhibitorUpdateId);
  if (id == null || updateId == null) throw data({ code: 'moderation.update_not_found' }, { status: 404 });
  const [x, u] = await asScreenResponse(() => Promise.all([getModeratedExhibitor(ctx, m.scope, id), getExhibitorUpdate(ctx, m.scope, id, updateId)]));
  return { basePath: m.basePath, notice: m.notice, exhibitor: { id: x.id, name: x.current.name ?? '' }, update: { ...historyRow(m)(u), proposal: u.updated_exhibitor } };
}

/**
 * Withdraws a pending update. SPEC §8: a failed delete is only logged — the screen says it did
 * not work and stays usable.
 */
export async function cancelUpdateAction(ctx: Ctx, request: Request, params: { slug?: string; exhibitorId?: string; exhibitorUpdateId?: string; speakerId?: string }, kind: 'exhibitor' | 'speaker') {
  const m = await openManage(ctx, request, params.slug);
  const form = await request.formData();
  const targetId = idFrom(kind === 'exhibitor' ? params.exhibitorId : params.speakerId);
  const updateId = idFrom(kind === 'exhibitor' ? params.exhibitorUpdateId : form.get('updateId'));
  const back = `${m.basePath}/manage/${kind}/${targetId ?? ''}`;
  try {
    if (targetId == null || updateId == null) throw new Error('bad id');
    if (kind === 'exhibitor') await cancelExhibitorUpdate(ctx, m.scope, targetId, updateId);
    else await cancelSpeakerUpdate(ctx, m.scope, targetId, updateId);
  } catch (error) {
    ctx.log.warn({ error, kind, targetId, updateId }, 'moderator update not withdrawn');
    throw redirect(`${back}?moderation=cancel_failed`);
  }
  throw redirect(`${back}?moderation=canceled`);
}

/** The event's exhibitor tags for the form's checkboxes. */
export async function eventExhibitorTags(ctx: Ctx, scope: ModeratorScope) {
  const t = schema.exhibitor_tags;
  return ctx.db.select({ id: t.id, value: t.value, hex: t.hex }).from(t).where(eq(t.event_id, scope.eventId)).orderBy(asc(t.value), asc(t.id));
}

export { getModeratedSpeaker, listSpeakerUpdates };
