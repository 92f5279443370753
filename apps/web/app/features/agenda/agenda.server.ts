import { componentScope } from '../components/component-scope.server';
import { listAgendaSessions } from '@foyer/core/content/agenda-sessions';
import type { ScreenLoaderArgs } from '../components/screen-loaders.server';
import { groupAgenda, idParam } from './agenda-groups.ts';

/** The agenda screen: one day's sessions, filtered by place/path from the query string. */
export async function loadAgenda({ ctx, request, event, component }: ScreenLoaderArgs) {
  const scope = await componentScope(ctx, request, event, component.id, 'agenda');
  const sessions = await listAgendaSessions(ctx, scope);
  const url = new URL(request.url);
  const filter = { day: url.searchParams.get('day'), placeId: idParam(url.searchParams.get('place')), pathId: idParam(url.searchParams.get('path')) };
  const tags = <T extends { id: number; value: string }>(list: (T | null)[]) =>
    [...new Map(list.filter((x): x is T => x !== null).map((x) => [x.id, { id: x.id, value: x.value }])).values()].sort((a, b) => a.value.localeCompare(b.value));
  const { days, day, slots } = groupAgenda(sessions, event.timezone, filter);
  return {
    timeZone: event.timezone,
    days,
    day,
    filter: { placeId: filter.placeId, pathId: filter.pathId },
    places: tags(sessions.map((s) => s.tag_agenda_place)),
    paths: tags(sessions.map((s) => s.tag_agenda_path)),
    slots: slots.map((slot) => ({
      start: slot.start,
      sessions: slot.sessions.map((s) => ({
        id: s.id, name: s.name, time_start: s.time_start, time_end: s.time_end,
        place: s.tag_agenda_place, path: s.tag_agenda_path,
        speakers: s.speakers.map((p) => ({ id: p.id, name: `${p.first_name} ${p.last_name}`.trim() })),
      })),
    })),
  };
}

export type AgendaData = Awaited<ReturnType<typeof loadAgenda>>;
