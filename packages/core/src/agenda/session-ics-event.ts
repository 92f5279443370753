import type { IcsEvent } from './ics.ts';
import type { SessionView } from './load-session-views.ts';

/** The link of a session's details screen (also the reminder's deep link). */
export function sessionDetailsPath(session: Pick<SessionView, 'id' | 'event_component_id'>): string {
  return `/component/${session.event_component_id}/agenda_sessions/${session.id}/details`;
}

/** One VEVENT of a session: place and path as the location, speakers and the link in the text. */
export function sessionIcsEvent(session: SessionView, opts: { publicUrl: string; lpUrl: string }): IcsEvent {
  const base = opts.publicUrl.replace(/\/$/, '');
  const host = new URL(base).host || 'foyer.local';
  const url = `${base}/${opts.lpUrl}${sessionDetailsPath(session)}`;
  const speakers = session.speakers.map((s) => `${s.first_name} ${s.last_name}`.trim()).join(', ');
  const description = [session.description?.trim(), speakers, url].filter((x): x is string => Boolean(x)).join('\n\n');
  return {
    uid: `agenda-session-${session.id}@${host}`,
    start: new Date(session.time_start),
    end: new Date(session.time_end),
    summary: session.name,
    location: [session.tag_agenda_place?.value, session.tag_agenda_path?.value].filter(Boolean).join(', ') || null,
    description,
    url,
  };
}
