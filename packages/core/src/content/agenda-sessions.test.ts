import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '../testing/index.ts';
import { getAgendaSession, listAgendaSessions } from './agenda-sessions.ts';

// The list is hand-written SQL (see agenda-sessions.ts): these pin what the ORM version gave.
let ctx: TestCtx;
beforeAll(async () => {
  ctx = await createTestCtx();
});
afterAll(() => ctx.close());

async function setup() {
  const event = await insertEvent(ctx);
  const [agenda, other, speakersComponent] = await Promise.all([
    insertComponent(ctx, event.id, 'agenda', 1),
    insertComponent(ctx, event.id, 'agenda', 2),
    insertComponent(ctx, event.id, 'speakers', 3),
  ]);
  const scope = (componentId: number, locale = 'en') => ({ eventId: event.id, componentId, viewer: null, isAdmin: false, locale });
  return { event, agenda, other, speakersComponent, scope };
}

describe('agenda sessions list', () => {
  it('orders speakers by link order, last name, id, per session, and prints times as toISOString does', async () => {
    const { event, agenda, other, speakersComponent, scope } = await setup();
    const e = event.id;
    const start = new Date('2027-05-18T09:05:07.123Z');
    const [first, second, elsewhere] = await ctx.db
      .insert(schema.agenda_sessions)
      .values([
        { event_id: e, event_component_id: agenda.id, name: 'First', time_start: start, time_end: new Date('2027-05-18T10:00:00Z') },
        { event_id: e, event_component_id: agenda.id, name: 'Second', time_start: new Date('2027-05-19T00:00:00Z'), time_end: new Date('2027-05-19T01:00:00Z') },
        { event_id: e, event_component_id: other.id, name: 'Elsewhere', time_start: start, time_end: start },
      ])
      .returning();
    const people = await ctx.db
      .insert(schema.speakers)
      .values(['Zed', 'Adams', 'Mills', 'Adams'].map((last_name, i) => ({ event_id: e, event_component_id: speakersComponent.id, first_name: `P${i}`, last_name })))
      .returning();
    const [zed, adams, mills, adams2] = people;
    await ctx.db.insert(schema.agenda_session_speakers).values([
      { event_id: e, agenda_session_id: first!.id, speaker_id: mills!.id, order: 1 },
      { event_id: e, agenda_session_id: first!.id, speaker_id: adams2!.id, order: 0 },
      { event_id: e, agenda_session_id: first!.id, speaker_id: zed!.id, order: 0 },
      { event_id: e, agenda_session_id: first!.id, speaker_id: adams!.id, order: 0 },
      { event_id: e, agenda_session_id: elsewhere!.id, speaker_id: zed!.id, order: 0 },
    ]);

    const list = await listAgendaSessions(ctx, scope(agenda.id));
    expect(list.map((s) => s.id)).toEqual([first!.id, second!.id]);
    expect(list[0]!.time_start).toBe(start.toISOString());
    expect(list[1]!.time_end).toBe('2027-05-19T01:00:00.000Z');
    expect(list[0]!.speakers.map((s) => s.id)).toEqual([adams!.id, adams2!.id, zed!.id, mills!.id]);
    expect(list[0]!.speakers[0]).toEqual({ id: adams!.id, first_name: 'P1', last_name: 'Adams', picture: null });
    expect(list[1]!.speakers).toEqual([]);

    const one = await getAgendaSession(ctx, scope(other.id), elsewhere!.id);
    expect(one.speakers.map((s) => s.id)).toEqual([zed!.id]);
    await expect(getAgendaSession(ctx, scope(other.id), first!.id)).rejects.toMatchObject({ code: 'common.not_found' });
  });

  it('names and describes sessions in the scope’s language where translated, else as written', async () => {
    const { event, agenda, scope } = await setup();
    const at = new Date('2027-05-18T09:00:00Z');
    await ctx.db.insert(schema.agenda_sessions).values([
      {
        event_id: event.id, event_component_id: agenda.id, name: 'Opening', description: 'Welcome', time_start: at, time_end: at, order: 1,
        translations: { pl: { name: 'Otwarcie', description: 'Witamy' }, de: { name: 'Eröffnung' } },
      },
      // An empty override is no translation.
      { event_id: event.id, event_component_id: agenda.id, name: 'Lunch', time_start: at, time_end: at, order: 2, translations: { pl: { name: '' } } },
    ]);
    const names = async (locale: string) => (await listAgendaSessions(ctx, scope(agenda.id, locale))).map((s) => [s.name, s.description]);
    expect(await names('pl')).toEqual([['Otwarcie', 'Witamy'], ['Lunch', null]]);
    expect(await names('de')).toEqual([['Eröffnung', 'Welcome'], ['Lunch', null]]);
    expect(await names('en')).toEqual([['Opening', 'Welcome'], ['Lunch', null]]);
    // A locale is data, not SQL.
    expect(await names("pl' or 1=1 --")).toEqual([['Opening', 'Welcome'], ['Lunch', null]]);
  });
});
