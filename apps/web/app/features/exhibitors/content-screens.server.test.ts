import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import type { ScreenLoaderArgs } from '../components/screen-loaders.server';
import { loadExhibitor, loadExhibitors } from './load-exhibitors.server';
import { loadSpeakers } from '../speakers/load-speakers.server';

let ctx: TestCtx;
let args: (name: 'speakers' | 'exhibitors', url?: string) => Promise<ScreenLoaderArgs>;
let event: Awaited<ReturnType<typeof insertEvent>>;

beforeAll(async () => {
  ctx = await createTestCtx();
  event = await insertEvent(ctx);
  const speakersC = await insertComponent(ctx, event.id, 'speakers');
  const exhibitorsC = await insertComponent(ctx, event.id, 'exhibitors', 1);
  await ctx.db.insert(schema.speakers).values([
    { event_id: event.id, event_component_id: speakersC.id, first_name: 'Jan', last_name: 'Kowalski', email: 'jan@example.com', show_public_data: false, order: 2 },
    { event_id: event.id, event_component_id: speakersC.id, first_name: 'Ada', last_name: 'Lovelace', vip: true, order: 5 },
  ]);
  await ctx.db.insert(schema.exhibitors).values([
    { event_id: event.id, event_component_id: exhibitorsC.id, name: 'Hidden Co', for_logged_contact: true, email: 'hidden@example.com', phone: '123', order: 1 },
    { event_id: event.id, event_component_id: exhibitorsC.id, name: 'Open Co', email: 'open@example.com', vip: true, order: 2 },
  ]);
  args = async (name, url = 'http://localhost/component/1') => ({
    ctx,
    request: new Request(url),
    event: event as ScreenLoaderArgs['event'],
    component: name === 'speakers' ? speakersC : exhibitorsC,
  } as ScreenLoaderArgs);
});

afterAll(() => ctx.close());

describe('speakers screen loader', () => {
  it('lists VIP first and hides private contact data', async () => {
    const d = await loadSpeakers(await args('speakers'));
    expect(d.speakers.map((s) => s.last_name)).toEqual(['Lovelace', 'Kowalski']);
    expect(d.speakers[1]!.email).toBeNull();
  });
  it('filters by ?q= with the fuzzy matcher and opens ?speaker=', async () => {
    const all = await loadSpeakers(await args('speakers'));
    const id = all.speakers[1]!.id;
    const d = await loadSpeakers(await args('speakers', `http://localhost/component/1?q=Kowalsky&speaker=${id}`));
    expect(d.matchingIds).toEqual([id]);
    expect(d.selected?.last_name).toBe('Kowalski');
    expect(d.selected?.email).toBeNull();
  });
});

describe('exhibitors screen loader', () => {
  it('puts VIP first and hides guest-hidden contact data', async () => {
    const d = await loadExhibitors(await args('exhibitors'));
    expect(d.exhibitors.map((x) => x.name)).toEqual(['Open Co', 'Hidden Co']);
    expect(d.exhibitors[0]!.email).toBe('open@example.com');
    expect(d.exhibitors[1]!.email).toBeNull();
    expect(d.exhibitors[1]!.phone).toBeNull();
    const one = await loadExhibitor(await args('exhibitors'), d.exhibitors[1]!.id);
    expect(one.email).toBeNull();
  });

  it('opens the dialog of ?exhibitor= with the same guest rules, and ignores an unknown id', async () => {
    const d = await loadExhibitors(await args('exhibitors'));
    const hidden = d.exhibitors[1]!;
    const open = await loadExhibitors(await args('exhibitors', `http://localhost/component/1?exhibitor=${hidden.id}`));
    expect(open.selected).toMatchObject({ id: hidden.id, name: 'Hidden Co', email: null, phone: null, exhibitor_attachments: [], exhibitor_contact_users: [] });
    expect((await loadExhibitors(await args('exhibitors', 'http://localhost/component/1?exhibitor=99999999'))).selected).toBeNull();
    expect((await loadExhibitors(await args('exhibitors', 'http://localhost/component/1?exhibitor=abc'))).selected).toBeNull();
  });
});
