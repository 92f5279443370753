import { componentScope } from '../components/component-scope.server';
import { listAgendaSessions } from '@foyer/core/content/agenda-sessions';
import type { ScreenLoaderArgs } from '../components/screen-loaders.server';
import { listMySchedule } from '@foyer/core/agenda/list-my-schedule';
import { groupAgenda } from './agenda-groups.ts';
import { idFrom } from '@foyer/core/platform/input-vocabulary';
import { scheduleAccess } from './schedule-access.server.ts';
import { eventWords } from '../../server/request-event.server.ts';

/**
 * The agenda screen: one day's sessions, filtered by place/path from the query string;
 * `?view=my` narrows it to the viewer's schedule (members only).
 */
export async function loadAgenda({ ctx, request, event, component }: ScreenLoaderArgs) {
  const scope = await componentScope(ctx, request, event, component.id, 'agenda');
  const all = await listAgendaSessions(ctx, scope);
  const canSchedule = await scheduleAccess(ctx, scope.viewer, event.id);
  const mine = canSchedule ? new Set((await listMySchedule(ctx, scope.viewer, { eventId: event.id })).agenda_sessions.map((s) => s.id)) : new Set<number>();
  const url = new URL(request.url);
  const view = canSchedule && url.searchParams.get('view') === 'my' ? ('my' as const) : ('all' as const);
  const sessions = view === 'my' ? all.filter((s) => mine.has(s.id)) : all;
  const filter = { day: url.searchParams.get('day'), placeId: idFrom(url.searchParams.get('place')), pathId: idFrom(url.searchParams.get('path')) };
  // Places and paths are the organizer's words: in the visitor's language where translated.
  const words = await eventWords(ctx, request, event);
  const named = <T extends { value: string }>(x: T | null): T | null => (x ? { ...x, value: words(x.value) } : x);
  const tags = <T extends { id: number; value: string }>(list: (T | null)[]) =>
    [...new Map(list.filter((x): x is T => x !== null).map((x) => [x.id, { id: x.id, value: words(x.value) }])).values()].sort((a, b) => a.value.localeCompare(b.value));
  const { days, day, slots } = groupAgenda(sessions, event.timezone, filter);
  return {
    timeZone: event.timezone,
    view,
    canSchedule,
    // Session Q&A is linked from the agenda when some session takes questions.
    hasDiscussion: all.some((s) => s.agenda_discussion_on),
    here: `${url.pathname}${url.search}`,
    days,
    day,
    filter: { placeId: filter.placeId, pathId: filter.pathId },
    places: tags(sessions.map((s) => s.tag_agenda_place)),
    paths: tags(sessions.map((s) => s.tag_agenda_path)),
    slots: slots.map((slot) => ({
      start: slot.start,
      sessions: slot.sessions.map((s) => ({
        id: s.id, name: s.name, time_start: s.time_start, time_end: s.time_end,
        place: named(s.tag_agenda_place), path: named(s.tag_agenda_path), in_schedule: mine.has(s.id),
        speakers: s.speakers.map((p) => ({ id: p.id, name: `${p.first_name} ${p.last_name}`.trim() })),
      })),
    })),
  };
}

export type AgendaData = Awaited<ReturnType<typeof loadAgenda>>;
