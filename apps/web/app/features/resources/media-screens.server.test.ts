import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import type { ScreenLoaderArgs } from '../components/screen-loaders.server';
import { loadResources } from './resources.server';
import { loadAudioVisuals } from '../audio-visuals/audio-visuals.server';
import { loadSocialMedia } from '../social-media/social-media.server';
import { loadVenues } from '../venues/venues.server';

let ctx: TestCtx;
let event: Awaited<ReturnType<typeof insertEvent>>;
const ids: Record<string, { id: number }> = {};
const args = (name: string) =>
  ({ ctx, request: new Request('http://localhost/component/1'), event, component: ids[name] }) as unknown as ScreenLoaderArgs;

beforeAll(async () => {
  ctx = await createTestCtx();
  event = await insertEvent(ctx, { twitter_profile: 'javascript:alert(1)', facebook_profile: 'https://fb.test/ev' });
  for (const [i, name] of (['venues', 'resources', 'audio_visuals', 'social_media'] as const).entries()) ids[name] = await insertComponent(ctx, event.id, name, i);
  const base = (name: string) => ({ event_id: event.id, event_component_id: ids[name]!.id });
  await ctx.db.insert(schema.resources).values([
    { ...base('resources'), name: 'Open guide', file_url: '/media/a.pdf' },
    { ...base('resources'), name: 'Members deck', external_url: 'https://x.test', for_logged_in: true },
  ]);
  await ctx.db.insert(schema.audio_visuals).values({ ...base('audio_visuals'), title: 'Members only', media_url: 'https://youtu.be/aqz-KE-bpKQ', for_logged_in: true });
  const [venue] = await ctx.db.insert(schema.venues).values({ ...base('venues'), name: 'Hall', map_picture: '/media/plan.svg' }).returning();
  await ctx.db.insert(schema.venue_map_points).values({ event_id: event.id, venue_id: venue!.id, x: 10, y: 20, label: 'Door' });
});
afterAll(() => ctx.close());

describe('media screen loaders for a guest', () => {
  it('leave login-only resources and recordings out and say how many', async () => {
    const r = await loadResources(args('resources'));
    expect([r.resources.map((x) => x.name), r.login_required_count, r.signedIn]).toEqual([['Open guide'], 1, false]);
    const a = await loadAudioVisuals(args('audio_visuals'));
    expect([a.audio_visuals, a.login_required_count]).toEqual([[], 1]);
  });
  it('give the venue its pins and the social screen http(s) links only', async () => {
    const v = await loadVenues(args('venues'));
    expect(v.venues[0]).toMatchObject({ name: 'Hall', map_picture: '/media/plan.svg', points: [expect.objectContaining({ label: 'Door', x: 10, y: 20 })] });
    const s = await loadSocialMedia(args('social_media'));
    expect(s.social_media.map((x) => x.url)).toEqual(['https://fb.test/ev']);
  });
});

describe('the venue screen in the visitor’s language', () => {
  it('names a pin’s agenda room from the event’s dictionary, as the agenda does', async () => {
    const lp_settings = JSON.stringify({ modules: [], translations: { pl: { 'Main Hall': 'Sala główna' } } });
    const ev = await insertEvent(ctx, { lp_settings, languages: [{ lang_code: 'en', default_lang: true }, { lang_code: 'pl' }] });
    const component = await insertComponent(ctx, ev.id, 'venues', 0);
    const [place] = await ctx.db.insert(schema.agenda_session_places).values({ event_id: ev.id, value: 'Main Hall' }).returning();
    const [venue] = await ctx.db.insert(schema.venues).values({ event_id: ev.id, event_component_id: component.id, name: 'Hall', map_picture: '/media/plan.svg' }).returning();
    await ctx.db.insert(schema.venue_map_points).values({ event_id: ev.id, venue_id: venue!.id, x: 10, y: 20, label: 'Main Hall', tag_agenda_place_id: place!.id });
    const load = (lng: string) => loadVenues({ ctx, request: new Request(`http://localhost/component/${component.id}?lng=${lng}`), event: ev, component } as unknown as ScreenLoaderArgs);
    expect((await load('pl')).venues[0]!.points[0]!.tag_agenda_place).toMatchObject({ id: place!.id, value: 'Sala główna' });
    expect((await load('en')).venues[0]!.points[0]!.tag_agenda_place).toMatchObject({ id: place!.id, value: 'Main Hall' });
  });
});
