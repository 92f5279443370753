import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '../testing/index.ts';
import { getSpeaker, listSpeakers } from './speakers.ts';

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await createTestCtx();
});
afterAll(() => ctx.close());

describe('speakers in the reader’s language', () => {
  it('gives position, bio and the speaker’s session names in the scope’s language where translated, and never the translations themselves', async () => {
    const event = await insertEvent(ctx);
    const [speakersComponent, agenda] = await Promise.all([insertComponent(ctx, event.id, 'speakers', 1), insertComponent(ctx, event.id, 'agenda', 2)]);
    const [ada] = await ctx.db
      .insert(schema.speakers)
      .values({
        event_id: event.id, event_component_id: speakersComponent.id, first_name: 'Ada', last_name: 'Nowak', position: 'Founder', description: 'Builds things.',
        translations: { pl: { position: 'Założycielka', description: 'Buduje rzeczy.' }, de: { description: '' } },
      })
      .returning();
    const at = new Date('2027-05-18T09:00:00Z');
    const [talk] = await ctx.db
      .insert(schema.agenda_sessions)
      .values({ event_id: event.id, event_component_id: agenda.id, name: 'Keynote', time_start: at, time_end: at, translations: { pl: { name: 'Wykład otwierający' } } })
      .returning();
    await ctx.db.insert(schema.agenda_session_speakers).values({ event_id: event.id, agenda_session_id: talk!.id, speaker_id: ada!.id });
    const scope = (locale: string) => ({ eventId: event.id, componentId: speakersComponent.id, viewer: null, isAdmin: false, locale });

    const [pl] = await listSpeakers(ctx, scope('pl'));
    expect(pl).toMatchObject({ position: 'Założycielka', description: 'Buduje rzeczy.' });
    expect(pl).not.toHaveProperty('translations');
    // German has only an empty bio override: the text as written.
    const [de] = await listSpeakers(ctx, scope('de'));
    expect(de).toMatchObject({ position: 'Founder', description: 'Builds things.' });

    const one = await getSpeaker(ctx, scope('pl'), ada!.id);
    expect(one.agenda_sessions.map((s) => s.name)).toEqual(['Wykład otwierający']);
    expect((await getSpeaker(ctx, scope('en'), ada!.id)).agenda_sessions.map((s) => s.name)).toEqual(['Keynote']);
  });
});
