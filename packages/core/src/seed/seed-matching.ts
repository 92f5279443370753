import { schema } from '@foyer/db';
import { insertChunked } from './insert-chunked.ts';
import { addDays, wallTime } from './wall-time.ts';
import { demoDayCount, demoFirstDay, demoTimezone } from './seed-event.ts';
import type { EventScope } from './seed-scope.ts';

const filterGroups = [
  {
    name: 'Industry',
    question: 'Which industries do you work in?',
    multi_choice: true,
    required: true,
    tags: [
      { value: 'Fintech', hex: '#2f9e44' },
      { value: 'AI & Data', hex: '#9c36b5' },
      { value: 'E-commerce', hex: '#f08c00' },
      { value: 'Events', hex: '#1f4fd1' },
    ],
  },
  {
    name: 'Looking for',
    question: 'Who would you like to meet?',
    multi_choice: false,
    required: false,
    tags: [
      { value: 'Partners', hex: '#1c7ed6' },
      { value: 'Clients', hex: '#0ca678' },
      { value: 'Investors', hex: '#e8590c' },
      { value: 'Talent', hex: '#d6336c' },
    ],
  },
] as const;

/** A speed-networking window each day in the two meeting places, and the matching filters. */
export async function seedMatching(
  scope: EventScope,
  componentId: number,
  agenda: { dayIds: number[]; placeIds: number[] },
): Promise<void> {
  const { db, eventId } = scope;
  const meetingPlaces = [agenda.placeIds[4]!, agenda.placeIds[2]!];
  const sessionIds = await insertChunked(
    db,
    schema.bm_sessions,
    Array.from({ length: demoDayCount }, (_, d) => {
      const day = addDays(demoFirstDay, d);
      return {
        event_id: eventId,
        event_component_id: componentId,
        title: `Speed networking — day ${d + 1}`,
        time_start: wallTime(day, '11:45', demoTimezone),
        time_end: wallTime(day, '12:45', demoTimezone),
        time_period: 15,
        order: d + 1,
        agenda_session_day_id: agenda.dayIds[d]!,
      };
    }),
  );
  await insertChunked(
    db,
    schema.bm_session_places,
    sessionIds.flatMap((bm_session_id) =>
      meetingPlaces.map((tag_agenda_place_id) => ({ event_id: eventId, bm_session_id, tag_agenda_place_id })),
    ),
  );
  for (const [g, group] of filterGroups.entries()) {
    const [row] = await db
      .insert(schema.bm_filter_groups)
      .values({
        event_id: eventId,
        name: group.name,
        question: group.question,
        order: g + 1,
        multi_choice: group.multi_choice,
        required: group.required,
      })
      .returning({ id: schema.bm_filter_groups.id });
    await insertChunked(
      db,
      schema.bm_filter_tags,
      group.tags.map((tag, i) => ({ event_id: eventId, bm_filter_group_id: row!.id, value: tag.value, hex: tag.hex, order: i + 1 })),
    );
  }
}
