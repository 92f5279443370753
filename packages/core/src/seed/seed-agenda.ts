import { schema } from '@foyer/db';
import { insertChunked } from './insert-chunked.ts';
import { forkPrng } from './prng.ts';
import { slugify } from './slugify.ts';
import { countries, pickPersonName, positions } from './pools-people.ts';
import { companies } from './pools-companies.ts';
import { pickParagraph, pickTitle, speakerBios } from './pools-texts.ts';
import { perLanguage, type LocalText } from './per-language.ts';
import { addDays, wallTime } from './wall-time.ts';
import { demoDayCount, demoFirstDay, demoTimezone } from './seed-event.ts';
import type { EventScope } from './seed-scope.ts';

const places = [
  { value: 'Main Hall', hex: '#1f4fd1' },
  { value: 'Room A', hex: '#e8590c' },
  { value: 'Room B', hex: '#2f9e44' },
  { value: 'Workshop Lab', hex: '#9c36b5' },
  { value: 'Networking Lounge', hex: '#f08c00' },
] as const;

const paths = [
  { value: 'Product', hex: '#1c7ed6' },
  { value: 'Engineering', hex: '#495057' },
  { value: 'Marketing & Growth', hex: '#d6336c' },
  { value: 'Community', hex: '#0ca678' },
] as const;

/** Each day: a keynote in the main hall, then three slots in three rooms = 10 sessions. */
const keynote = { start: '09:15', end: '10:00' };
const slots = [
  { start: '10:30', end: '11:15' },
  { start: '13:00', end: '13:45' },
  { start: '15:00', end: '15:45' },
] as const;
const slotRooms = [0, 1, 2, 3] as const;

export const demoSpeakerCount = 15;

export interface SeededAgenda {
  dayIds: number[];
  placeIds: number[];
  sessionIds: number[];
  workshopSessionIds: number[];
  speakerIds: number[];
}

/** Days, rooms, tracks, ~15 speakers and 30 sessions with 1–3 speakers each. */
export async function seedAgenda(scope: EventScope, componentIds: { agenda: number; speakers: number }): Promise<SeededAgenda> {
  const { db, eventId } = scope;
  const r = forkPrng(scope.seed, 'agenda');
  const days = Array.from({ length: demoDayCount }, (_, i) => addDays(demoFirstDay, i));
  const dayIds = await insertChunked(db, schema.event_days, days.map((only_date) => ({ event_id: eventId, only_date })));
  const placeIds = await insertChunked(
    db,
    schema.agenda_session_places,
    places.map((p, i) => ({ event_id: eventId, value: p.value, hex: p.hex, order: i + 1 })),
  );
  const pathIds = await insertChunked(
    db,
    schema.agenda_session_paths,
    paths.map((p, i) => ({ event_id: eventId, value: p.value, hex: p.hex, order: i + 1 })),
  );

  const speakerIds = await insertChunked(
    db,
    schema.speakers,
    Array.from({ length: demoSpeakerCount }, (_, i) => {
      const name = pickPersonName(r);
      const slug = slugify(`${name.first_name} ${name.last_name}`);
      // Picked in the order the English-only seed picked them, so the demo's people stay the same.
      const uuid = r.uuid();
      const position = r.pick(positions);
      const company = r.pick(companies);
      const bio = r.pick(speakerBios);
      const more = pickParagraph(r, 1, 2);
      const positionText: LocalText = (w) => (w ? w.positions[position]! : position);
      const bioText: LocalText = (w) => `${w ? w.bios[bio]! : bio} ${more(w)}`;
      return {
        event_id: eventId,
        event_component_id: componentIds.speakers,
        order: i + 1,
        uuid,
        ...name,
        vip: i < 3,
        position,
        company,
        description: bioText(null, null),
        translations: perLanguage({ position: positionText, description: bioText }),
        country: r.pick(countries),
        show_public_data: r.chance(0.7),
        email: `${slug}@speakers.demo.foyer.test`,
        linked_profile: `https://www.linkedin.com/in/${slug}`,
        // Illustrated portraits drawn for this repository (apps/web/public/media/speakers).
        picture: `/media/speakers/portrait-${String((i % 12) + 1).padStart(2, '0')}.svg`,
      };
    }),
  );

  const sessions: (typeof schema.agenda_sessions.$inferInsert & { speakerCount: number })[] = [];
  days.forEach((day, d) => {
    const base = { event_id: eventId, event_component_id: componentIds.agenda, agenda_session_day_id: dayIds[d]! };
    const keynoteTitle = d === 0 ? null : pickTitle(r);
    const keynoteName: LocalText = (w) =>
      keynoteTitle
        ? (w?.dayKeynote ?? 'Day {n} Keynote: {t}').replace('{n}', String(d + 1)).replace('{t}', keynoteTitle(w))
        : (w?.openingKeynote ?? 'Opening Keynote: Welcome to Foyer Summit');
    const keynoteAbout = pickParagraph(r);
    sessions.push({
      ...base,
      name: keynoteName(null, null),
      description: keynoteAbout(null),
      translations: perLanguage({ name: keynoteName, description: keynoteAbout }),
      order: 1,
      time_start: wallTime(day, keynote.start, demoTimezone),
      time_end: wallTime(day, keynote.end, demoTimezone),
      agenda_discussion_on: true,
      tag_agenda_place_id: placeIds[0]!,
      tag_agenda_path_id: pathIds[0]!,
      speakerCount: 1,
    });
    slots.forEach((slot, s) => {
      // Three of the four rooms are used in each slot; the workshop lab alternates in.
      const rooms = r.sample(slotRooms, 3).sort();
      rooms.forEach((room, k) => {
        const workshop = room === 3;
        const title = pickTitle(r);
        const name: LocalText = (w) => (workshop ? (w?.workshop ?? 'Workshop: {t}').replace('{t}', title(w)) : title(w));
        const about = pickParagraph(r);
        sessions.push({
          ...base,
          name: name(null, null),
          description: about(null),
          translations: perLanguage({ name, description: about }),
          order: 2 + s * 3 + k,
          time_start: wallTime(day, slot.start, demoTimezone),
          time_end: wallTime(day, workshop ? addMinutes(slot.end, 30) : slot.end, demoTimezone),
          registration: workshop,
          registration_limit: workshop ? 25 : null,
          agenda_discussion_on: !workshop && r.chance(0.6),
          tag_agenda_place_id: placeIds[room]!,
          tag_agenda_path_id: r.pick(pathIds),
          speakerCount: workshop ? 1 : r.int(1, 3),
        });
      });
    });
  });
  const sessionIds = await insertChunked(
    db,
    schema.agenda_sessions,
    sessions.map(({ speakerCount: _, ...row }) => row),
  );

  const links = sessions.flatMap((s, i) =>
    r.sample(speakerIds, s.speakerCount).map((speaker_id, k) => ({
      event_id: eventId,
      agenda_session_id: sessionIds[i]!,
      speaker_id,
      order: k + 1,
    })),
  );
  await insertChunked(db, schema.agenda_session_speakers, links);

  const workshopSessionIds = sessionIds.filter((_, i) => sessions[i]!.registration);
  return { dayIds, placeIds, sessionIds, workshopSessionIds, speakerIds };
}

function addMinutes(hhmm: string, minutes: number): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
