import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '../testing/index.ts';
import { loadLandingPage } from './load-landing-page.ts';
import { createPreviewCache } from './preview-cache.ts';

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await createTestCtx({ now: new Date('2027-05-18T08:00:00Z') });
});
afterAll(() => ctx.close());

const settingsWith = (modules: unknown[]) => JSON.stringify({ modules });

describe('loadLandingPage', () => {
  it('renders defaults and reports issues for a malformed lp_settings instead of failing', async () => {
    const event = await insertEvent(ctx, { lp_settings: '{"modules": [ broken' });
    const page = await loadLandingPage(ctx, event, { loggedIn: false });
    expect(page.modules).toEqual([]);
    expect(page.issues.length).toBeGreaterThan(0);
    expect(page.settings.header.enabled).toBe(true);
  });

  it('keeps guest-only modules from logged-in visitors and the reverse', async () => {
    const event = await insertEvent(ctx, {
      lp_settings: settingsWith([
        { id: 'a', type: 'text', order: 1, visible: true, only_for_guests: true, only_for_logged_in: false, props: { body: 'guests' } },
        { id: 'b', type: 'text', order: 0, visible: true, only_for_guests: false, only_for_logged_in: true, props: { body: 'members' } },
        { id: 'c', type: 'text', order: 2, visible: false, only_for_guests: false, only_for_logged_in: false, props: { body: 'hidden' } },
      ]),
    });
    expect((await loadLandingPage(ctx, event, { loggedIn: false })).modules.map((m) => m.id)).toEqual(['a']);
    expect((await loadLandingPage(ctx, event, { loggedIn: true })).modules.map((m) => m.id)).toEqual(['b']);
  });

  it('previews upcoming agenda sessions of its own component with places and speakers', async () => {
    const event = await insertEvent(ctx);
    const agenda = await insertComponent(ctx, event.id, 'agenda');
    const [place] = await ctx.db.insert(schema.agenda_session_places).values({ event_id: event.id, value: 'Hall A', hex: '#ff0000' }).returning();
    const [speaker] = await ctx.db
      .insert(schema.speakers)
      .values({ event_id: event.id, event_component_id: agenda.id, first_name: 'Ada', last_name: 'Lovelace' })
      .returning();
    const sessions = await ctx.db
      .insert(schema.agenda_sessions)
      .values([
        { event_id: event.id, event_component_id: agenda.id, name: 'Past', time_start: new Date('2027-05-18T06:00:00Z'), time_end: new Date('2027-05-18T07:00:00Z') },
        { event_id: event.id, event_component_id: agenda.id, name: 'Next', time_start: new Date('2027-05-18T09:00:00Z'), time_end: new Date('2027-05-18T10:00:00Z'), tag_agenda_place_id: place!.id },
      ])
      .returning();
    await ctx.db.insert(schema.agenda_session_speakers).values({ event_id: event.id, agenda_session_id: sessions[1]!.id, speaker_id: speaker!.id });
    const [fresh] = await ctx.db
      .update(schema.events)
      .set({ lp_settings: settingsWith([{ id: 'ag', type: 'agenda', component_id: agenda.id, order: 0, visible: true, only_for_guests: false, only_for_logged_in: false, props: {} }]) })
      .where(eq(schema.events.id, event.id))
      .returning();
    const page = await loadLandingPage(ctx, fresh!, { loggedIn: false });
    expect(page.previews[agenda.id]).toEqual({
      kind: 'agenda',
      sessions: [
        {
          id: sessions[1]!.id,
          name: 'Next',
          time_start: '2027-05-18T09:00:00.000Z',
          time_end: '2027-05-18T10:00:00.000Z',
          place: { value: 'Hall A', hex: '#ff0000' },
          speakers: ['Ada Lovelace'],
        },
      ],
    });
    // The room in the visitor's language, as the agenda screen names it.
    const polish = (w: string) => (w === 'Hall A' ? 'Sala A' : w);
    const inPolish = await loadLandingPage(ctx, fresh!, { loggedIn: false, words: polish, locale: 'pl' });
    expect(inPolish.previews[agenda.id]).toMatchObject({ sessions: [{ place: { value: 'Sala A', hex: '#ff0000' } }] });
  });

  it('shares previews through a cache until it expires or is cleared, each visitor getting the words of their own language', async () => {
    const event = await insertEvent(ctx);
    const speakers = await insertComponent(ctx, event.id, 'speakers');
    const tickets = await insertComponent(ctx, event.id, 'tickets', 1);
    const [speaker] = await ctx.db.insert(schema.speakers).values({ event_id: event.id, event_component_id: speakers.id, first_name: 'Ada', last_name: 'Lovelace' }).returning();
    const [ticket] = await ctx.db.insert(schema.event_tickets).values({ event_id: event.id, name: 'Pass', price: 5_000, tickets_left: 10 }).returning();
    const module = (id: string, type: string, component_id: number) => ({ id, type, component_id, order: 0, visible: true, only_for_guests: false, only_for_logged_in: false, props: {} });
    const [fresh] = await ctx.db
      .update(schema.events)
      .set({ lp_settings: settingsWith([module('s', 'speakers', speakers.id), module('t', 'tickets', tickets.id)]) })
      .where(eq(schema.events.id, event.id))
      .returning();
    let clock = 0;
    const previewCache = createPreviewCache({ ttlMs: 5_000, now: () => clock });
    const polish = (w: string) => (w === 'Pass' ? 'Karnet' : w);
    const load = (words?: (w: string) => string) => loadLandingPage(ctx, fresh!, { loggedIn: true, previewCache, words, locale: 'pl' });
    const first = await load(polish);
    expect(first.previews[tickets.id]).toMatchObject({ tickets: [{ name: 'Karnet', tickets_left: 10 }] });

    // Changed in the database: not seen while the previews are kept…
    await ctx.db.update(schema.speakers).set({ last_name: 'Byron' }).where(eq(schema.speakers.id, speaker!.id));
    await ctx.db.update(schema.event_tickets).set({ tickets_left: 9 }).where(eq(schema.event_tickets.id, ticket!.id));
    clock = 4_999;
    const kept = await load();
    expect(kept.previews[speakers.id]).toMatchObject({ speakers: [{ last_name: 'Lovelace' }] });
    // …and one visitor's translated words never reach the next visitor's page.
    expect(kept.previews[tickets.id]).toMatchObject({ tickets: [{ name: 'Pass', tickets_left: 10 }] });

    clock = 5_000;
    expect((await load()).previews[speakers.id]).toMatchObject({ speakers: [{ last_name: 'Byron' }] });
    await ctx.db.update(schema.speakers).set({ last_name: 'King' }).where(eq(schema.speakers.id, speaker!.id));
    previewCache.clear(); // a publish
    const published = await load(polish);
    expect(published.previews[speakers.id]).toMatchObject({ speakers: [{ last_name: 'King' }] });
    expect(published.previews[tickets.id]).toMatchObject({ tickets: [{ name: 'Karnet', tickets_left: 9 }] });
  });

  it("never previews another event's component named in lp_settings", async () => {
    const other = await insertEvent(ctx);
    const foreign = await insertComponent(ctx, other.id, 'speakers');
    await ctx.db.insert(schema.speakers).values({ event_id: other.id, event_component_id: foreign.id, first_name: 'Secret', last_name: 'Speaker' });
    const event = await insertEvent(ctx, {
      lp_settings: settingsWith([{ id: 's', type: 'speakers', component_id: foreign.id, order: 0, visible: true, only_for_guests: false, only_for_logged_in: false, props: {} }]),
    });
    const page = await loadLandingPage(ctx, event, { loggedIn: false });
    expect(page.previews).toEqual({});
  });
});
