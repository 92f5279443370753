import { data, redirect } from 'react-router';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { schema } from '@foyer/db';
import type { Ctx } from '@foyer/core/context';
import { isAppError } from '@foyer/core/errors';
import { findOtherAttendee, openMeetings } from '@foyer/core/matching/bm-scope';
import { acceptMeeting, createMeeting, declineMeeting, deleteMeeting, rescheduleMeeting } from '@foyer/core/matching/meeting-actions';
import { calendarFeedUrl, exportMeetingCalendar } from '@foyer/core/matching/meeting-calendar';
import { listInvitations, type MeetingRecord } from '@foyer/core/matching/meeting-record';
import { filtersForUser, listMatchingAttendees } from '@foyer/core/matching/matching-people';
import { freePlaces } from '@foyer/core/matching/slots';
import { allowsFreeTime } from '@foyer/core/matching/meeting-input';
import { readWallClock } from '../../server/event-wall-clock.server.ts';
import { idFrom } from '@foyer/core/platform/input-vocabulary';
import { basePathFor, requireSignedIn } from '../../server/require-access.server.ts';
import { eventForRequest, eventLocale, eventWords } from '../../server/request-event.server';
import { asScreenResponse } from '../components/app-error-response.server';
import { safeRedirect } from '../access/safe-redirect.ts';
import { defineOutcomeQuery, readOutcome, withOutcome, type NoticeOf } from '../components/outcome-query.ts';
import { FREE_FIELD_KEY, freeTimeRefusal, readFreeField } from './free-time-refusal.ts';

export type MatchingTab = 'meet' | 'pending' | 'accepted';
/** What the screens say after a meeting action (`?bm=` / `?bm_error=`). */
const matchingOutcomes = defineOutcomeQuery('bm', ['invited', 'accepted', 'declined', 'rescheduled', 'deleted'], /^bm\.[a-z_]+$/);
export type MatchingNotice = NoticeOf<typeof matchingOutcomes>;

/** The event's business-matching component (the first in menu order) opened for the signed-in viewer. */
async function open(ctx: Ctx, request: Request, slug: string | undefined) {
  const event = await eventForRequest(ctx, request, slug);
  if (!event) throw data({ code: 'event.invalid' }, { status: 404 });
  const viewer = await requireSignedIn(ctx, request, event);
  const c = schema.components;
  const [component] = await ctx.db.select({ id: c.id }).from(c).where(and(eq(c.event_id, event.id), eq(c.component_name, 'business_matching'))).orderBy(asc(c.order), asc(c.id)).limit(1);
  if (!component) throw data({ code: 'component.not_found' }, { status: 404 });
  const locale = await eventLocale(ctx, request, event);
  const scope = await asScreenResponse(() => openMeetings(ctx, { eventId: event.id, componentId: component.id, viewer, locale }));
  return { event, viewer, scope, basePath: basePathFor(request, event) };
}

/** Times as the event's attendees read them: in the event's time zone, formatted on the server (no hydration drift). */
const formatter = (timeZone: string, locale: string) => new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
const timeOnly = (timeZone: string, locale: string) => new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' });

export async function matchingScreenLoader(ctx: Ctx, request: Request, params: { slug?: string; meetingId?: string }, tab: MatchingTab) {
  const o = await open(ctx, request, params.slug);
  const url = new URL(request.url);
  // The visitor's language; English as written in Europe (24-hour clock, day before month) like the rest of the event.
  const language = await eventLocale(ctx, request, o.event);
  const locale = language === 'en' ? 'en-GB' : language;
  const when = (m: { time_start: string; time_end: string }) => `${formatter(o.event.timezone, locale).format(new Date(m.time_start))}–${timeOnly(o.event.timezone, locale).format(new Date(m.time_end))}`;
  const tagIds = url.searchParams.getAll('tag').map(idFrom).filter((x): x is number => x !== null).slice(0, 50);
  const q = url.searchParams.get('q')?.replaceAll('\u0000', '').trim().slice(0, 200) ?? '';
  const withToken = url.searchParams.get('with')?.slice(0, 200) ?? null;
  const [invitations, filters, people, freeTime, words] = await Promise.all([
    listInvitations(ctx, o.scope),
    filtersForUser(ctx, o.viewer, o.event.id),
    tab === 'meet' ? listMatchingAttendees(ctx, o.scope, { tag_ids: tagIds, search: q || null }) : null,
    allowsFreeTime(ctx, o.scope.componentId),
    eventWords(ctx, request, o.event),
  ]);
  // The interest groups and their tags are the organizer's words: in the visitor's language, as the checkout asks them.
  const tagged = <T extends { value: string }>(tags: T[]) => tags.map((t) => ({ ...t, value: words(t.value) }));
  const groups = filters.bm_filter_groups.map((g) => ({ ...g, name: words(g.name), question: g.question === null ? null : words(g.question), tags: tagged(g.tags) }));
  const shown = (m: MeetingRecord) => ({ ...m, when: when(m), other: m.direction === 'outgoing' ? m.to_user : m.from_user });
  let booking = null;
  const reschedulingId = idFrom(url.searchParams.get('reschedule'));
  const all = [...invitations.ingoing, ...invitations.outgoing, ...invitations.accepted];
  const rescheduling = reschedulingId ? all.find((m) => m.id === reschedulingId) ?? null : null;
  const partner = rescheduling ? (rescheduling.direction === 'outgoing' ? rescheduling.to_user : rescheduling.from_user).user_identity_token : withToken;
  if (partner) {
    const other = await findOtherAttendee(ctx, o.scope, partner).catch(() => null);
    if (other) {
      const places = await freePlaces(ctx, o.scope, other.id);
      const u = schema.users;
      const [person] = await ctx.db.select({ first_name: u.first_name, last_name: u.last_name }).from(u).where(eq(u.id, other.id));
      booking = { token: partner, name: `${person?.first_name ?? ''} ${person?.last_name ?? ''}`.trim(), meetingId: rescheduling?.id ?? null, places: places.slice(0, 200).map((p) => ({ ...p, when: when(p) })) };
    }
  }
  const meetingId = idFrom(params.meetingId);
  const { notice, error } = readOutcome(matchingOutcomes, url.searchParams);
  return {
    eventId: o.event.id, timezone: o.event.timezone, freeTime,
    tab, basePath: o.basePath, here: `${url.pathname}${url.search}`, q, tagIds,
    notice, error,
    // A refused free-time booking still open: the field to say it at (the page's top line says it otherwise).
    errorField: error && booking && freeTime ? readFreeField(url.searchParams) : null,
    ingoing: invitations.ingoing.map(shown), outgoing: invitations.outgoing.map(shown), accepted: invitations.accepted.map(shown),
    groups, people: (people?.users ?? []).map((p) => ({ ...p, tags: tagged(p.tags) })), total: people?.meta.all_items ?? 0,
    booking, open: meetingId ? all.map(shown).find((m) => m.id === meetingId) ?? null : null,
    feedUrl: calendarFeedUrl(ctx, o.scope).url,
  };
}

const actionForm = z.object({
  intent: z.enum(['invite', 'accept', 'decline', 'delete', 'reschedule']),
  meeting: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  to_user_id: z.string().max(200).optional(),
  slot: z.string().max(200).optional(),
  /** A free-time meeting (SPEC §5): its own start and end (datetime-local, the event's wall clock) and place. */
  mode: z.enum(['slot', 'free']).default('slot'),
  free_start: z.string().max(40).optional(),
  free_end: z.string().max(40).optional(),
  custom_place_name: z.string().max(200).optional(),
  message: z.string().max(2000).optional(),
  redirectTo: z.string().max(2000).optional(),
});

/** Every meeting action is a form post (works without JavaScript), then back with `?bm=<outcome>` or `?bm_error=<code>`. */
export async function matchingAction(ctx: Ctx, request: Request, params: { slug?: string }) {
  const o = await open(ctx, request, params.slug);
  const form = Object.fromEntries((await request.formData()).entries());
  const parsed = actionForm.safeParse(form);
  if (!parsed.success) throw data({ code: 'common.validation' }, { status: 422 });
  const f = parsed.data;
  const go = (path: string, outcome: { notice: MatchingNotice } | { error: string }) => redirect(withOutcome(matchingOutcomes, new URL(`${o.basePath}/business-matching${path}`, 'http://x'), outcome));
  // A slot is "session|start|end|place" from the free places list.
  const [session, start, end, place] = (f.slot ?? '').split('|');
  const free = f.mode === 'free';
  const at = (v: string | undefined) => readWallClock(v, o.event.timezone)?.toISOString() ?? '';
  const when = free
    ? { bm_session_id: null, time_start: at(f.free_start), time_end: at(f.free_end), tag_agenda_place_id: null, custom_place_name: f.custom_place_name || null, message: f.message || null }
    : { bm_session_id: idFrom(session), time_start: start ?? '', time_end: end ?? '', tag_agenda_place_id: idFrom(place), message: f.message || null };
  try {
    if (f.intent === 'invite') {
      const m = await createMeeting(ctx, o.scope, { ...when, to_user_id: f.to_user_id ?? '' });
      return go(`/pending/${m.id}`, { notice: 'invited' });
    }
    const id = f.meeting ?? 0;
    if (f.intent === 'accept') return go(`/accepted/${(await acceptMeeting(ctx, o.scope, id)).id}`, { notice: 'accepted' });
    if (f.intent === 'decline') {
      await declineMeeting(ctx, o.scope, id);
      return go('/pending', { notice: 'declined' });
    }
    if (f.intent === 'reschedule') return go(`/pending/${(await rescheduleMeeting(ctx, o.scope, id, when)).id}`, { notice: 'rescheduled' });
    await deleteMeeting(ctx, o.scope, id);
    return go('/pending', { notice: 'deleted' });
  } catch (err) {
    if (!isAppError(err) || !(err.code.startsWith('bm.') || err.code === 'common.validation')) return asScreenResponse(() => Promise.reject(err));
    // Free time: the field of the form the refusal concerns, to be said there (see free-time-refusal.ts).
    const refusal = free ? freeTimeRefusal(err.code, err.items[0]?.field) : null;
    // A form field the core refused as malformed: for a slot, no slot was chosen; for free time, no usable time or place.
    const shown = refusal?.code ?? (err.code !== 'common.validation' ? err.code : !free ? 'bm.slot_required' : 'bm.invalid_time');
    // Back to the page the form was on (a booking stays open to be corrected), with the refusal said there.
    const back = new URL(safeRedirect(f.redirectTo, `${o.basePath}/business-matching`), 'http://x');
    if (!back.pathname.startsWith(`${o.basePath}/business-matching`)) return go('', { error: shown });
    back.searchParams.delete(FREE_FIELD_KEY);
    if (refusal) back.searchParams.set(FREE_FIELD_KEY, refusal.field);
    return redirect(withOutcome(matchingOutcomes, back, { error: shown }));
  }
}

/** `business-matching/accepted/{meetingId}/calendar.ics`: one accepted meeting as a download. */
export async function meetingIcs(ctx: Ctx, request: Request, params: { slug?: string; meetingId?: string }) {
  const o = await open(ctx, request, params.slug);
  const file = await asScreenResponse(() => exportMeetingCalendar(ctx, o.scope, idFrom(params.meetingId) ?? 0));
  return new Response(file.body, {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': `attachment; filename="${file.fileName}"`, 'Cache-Control': 'private, no-store' },
  });
}
