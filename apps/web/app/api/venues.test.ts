import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { insertTestUser } from '@foyer/core/access/test-users';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { createApi } from './create-api.ts';
import { firstCode, testClient } from './testing/test-client.ts';
import { member } from './testing/content-fixtures.ts';

let ctx: TestCtx;
let call: ReturnType<typeof testClient>;
beforeAll(async () => {
  ctx = await createTestCtx();
  call = testClient(createApi(ctx));
});
afterAll(() => ctx.close());

/** An event with one component of each kind this file serves, plus exhibitors for map pins. */
async function venueEvent(over: Parameters<typeof insertEvent>[1] = {}) {
  const event = await insertEvent(ctx, { languages: [{ lang_code: 'en', default_lang: true }, { lang_code: 'pl' }], ...over });
  const [venues, resources, av, social, exhibitors] = await Promise.all([
    insertComponent(ctx, event.id, 'venues', 1),
    insertComponent(ctx, event.id, 'resources', 2),
    insertComponent(ctx, event.id, 'audio_visuals', 3),
    insertComponent(ctx, event.id, 'social_media', 4),
    insertComponent(ctx, event.id, 'exhibitors', 5),
  ]);
  return { event, venues, resources, av, social, exhibitors };
}
const path = (eventId: number, componentId: number, kind: string) => `/events/${eventId}/components/${componentId}/${kind}`;

describe('venues', () => {
  it('lists venues by order with their pins, translated, clamped and linked within the event only', async () => {
    const e = await venueEvent();
    const other = await venueEvent();
    const [booth] = await ctx.db.insert(schema.exhibitors).values({ event_id: e.event.id, event_component_id: e.exhibitors.id, name: 'Booth A' }).returning();
    const [foreign] = await ctx.db.insert(schema.exhibitors).values({ event_id: other.event.id, event_component_id: other.exhibitors.id, name: 'Foreign' }).returning();
    const base = { event_id: e.event.id, event_component_id: e.venues.id };
    const [second, first] = await ctx.db.insert(schema.venues).values([
      { ...base, order: 2, name: 'Second', address: 'Rynek 1', map_picture: 'javascript:alert(1)' },
      { ...base, order: 1, name: 'First', lat: 52.2, lon: 20.9, map_picture: '/media/plan.svg' },
    ]).returning();
    await ctx.db.insert(schema.venue_map_points).values([
      { event_id: e.event.id, venue_id: first!.id, order: 2, x: 100, y: 0, label: 'Stage', translations: { pl: { label: 'Scena' } } },
      { event_id: e.event.id, venue_id: first!.id, order: 1, x: 12.345, y: 50, label: 'Booth', exhibitor_id: booth!.id },
      { event_id: e.event.id, venue_id: first!.id, order: 3, x: 5, y: 5, label: 'Leak', exhibitor_id: foreign!.id },
    ]);
    await ctx.db.insert(schema.venues).values({ event_id: other.event.id, event_component_id: other.venues.id, name: 'Elsewhere' });

    const res = await call('GET', path(e.event.id, e.venues.id, 'venues'), { headers: { 'accept-language': 'pl' } });
    expect(res.status).toBe(200);
    expect(res.body.venues.map((v: { name: string }) => v.name)).toEqual(['First', 'Second']);
    const [v1, v2] = res.body.venues;
    expect(v1).toMatchObject({ map_picture: '/media/plan.svg', map_url: 'https://www.openstreetmap.org/?mlat=52.2&mlon=20.9#map=17/52.2/20.9' });
    expect(v2).toMatchObject({ map_picture: null, map_url: 'https://www.openstreetmap.org/search?query=Rynek%201', points: [] });
    expect(v1.points).toEqual([
      expect.objectContaining({ label: 'Booth', x: 12.35, y: 50, exhibitor: { id: booth!.id, name: 'Booth A', event_component_id: e.exhibitors.id } }),
      expect.objectContaining({ label: 'Scena', x: 100, y: 0, exhibitor: null }),
      expect.objectContaining({ label: 'Leak', exhibitor: null }),
    ]);
    expect(second!.id).toBeGreaterThan(0);
  });

  it('answers 404 for another event’s component or a component of another kind', async () => {
    const e = await venueEvent();
    const other = await venueEvent();
    const foreign = await call('GET', path(e.event.id, other.venues.id, 'venues'));
    expect([foreign.status, firstCode(foreign.body)]).toEqual([404, 'component.not_found']);
    const wrongKind = await call('GET', path(e.event.id, e.resources.id, 'venues'));
    expect([wrongKind.status, firstCode(wrongKind.body)]).toEqual([404, 'component.not_found']);
    expect((await call('GET', path(e.event.id, e.venues.id, 'resources'))).status).toBe(404);
  });
});

describe('access per role on a close event', () => {
  it('guests get 401, outsiders 403, members and admins 200 on every list', async () => {
    const e = await venueEvent({ access_mode_type: 'close' });
    const attendee = await member(ctx, e.event.id);
    const admin = await member(ctx, e.event.id, true);
    const outsider = await insertTestUser(ctx);
    for (const [component, kind] of [[e.venues, 'venues'], [e.resources, 'resources'], [e.av, 'audio_visuals'], [e.social, 'social_media']] as const) {
      const p = path(e.event.id, component.id, kind);
      const guest = await call('GET', p);
      expect([guest.status, firstCode(guest.body)]).toEqual([401, 'access.login_required']);
      const out = await call('GET', p, { headers: outsider.auth });
      expect([out.status, firstCode(out.body)]).toEqual([403, 'access.not_joined']);
      expect((await call('GET', p, { headers: attendee.auth })).status).toBe(200);
      expect((await call('GET', p, { headers: admin.auth })).status).toBe(200);
    }
  });
});

describe('resources', () => {
  it('orders by order then id, hides login-only items from guests and drops unsafe URLs', async () => {
    const e = await venueEvent();
    const base = { event_id: e.event.id, event_component_id: e.resources.id };
    await ctx.db.insert(schema.resources).values([
      { ...base, order: 1, name: 'Guide', kind: 'document', file_url: '/uploads/guide.pdf', external_url: 'https://x.test', translations: { pl: { name: 'Przewodnik' } } },
      { ...base, order: 1, name: 'Slides', kind: 'presentation', external_url: 'https://slides.test/deck', for_logged_in: true },
      { ...base, order: 0, name: 'Evil', kind: 'link', external_url: 'javascript:alert(1)', thumbnail: 'data:image/png;base64,AAAA' },
    ]);
    const guest = await call('GET', path(e.event.id, e.resources.id, 'resources'), { headers: { 'accept-language': 'pl' } });
    expect(guest.status).toBe(200);
    expect(guest.body.login_required_count).toBe(1);
    expect(guest.body.resources.map((r: { name: string }) => r.name)).toEqual(['Evil', 'Przewodnik']);
    expect(guest.body.resources[0]).toMatchObject({ url: null, external_url: null, thumbnail: null, is_download: false });
    expect(guest.body.resources[1]).toMatchObject({ url: '/uploads/guide.pdf', is_download: true });

    const attendee = await member(ctx, e.event.id);
    const signed = await call('GET', path(e.event.id, e.resources.id, 'resources'), { headers: attendee.auth });
    expect(signed.body.login_required_count).toBe(0);
    expect(signed.body.resources.map((r: { name: string }) => r.name)).toEqual(['Evil', 'Guide', 'Slides']);
    expect(signed.body.resources[2]).toMatchObject({ url: 'https://slides.test/deck', is_download: false, for_logged_in: true });
  });
});

describe('audio-visuals', () => {
  it('gives privacy-friendly player URLs and hides login-only recordings from guests', async () => {
    const e = await venueEvent();
    const base = { event_id: e.event.id, event_component_id: e.av.id };
    await ctx.db.insert(schema.audio_visuals).values([
      { ...base, order: 1, title: 'Keynote', provider: 'youtube', media_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
      { ...base, order: 2, title: 'Panel', provider: 'vimeo', media_url: 'https://vimeo.com/76979871' },
      { ...base, order: 3, title: 'Podcast', provider: 'file', media: 'audio', media_url: '/media/podcast.mp3' },
      { ...base, order: 4, title: 'Members', provider: 'youtube', media_url: 'https://youtu.be/aqz-KE-bpKQ', for_logged_in: true },
      { ...base, order: 5, title: 'Fake', provider: 'youtube', media_url: 'https://evil.test/watch?v=aqz-KE-bpKQ' },
    ]);
    const guest = await call('GET', path(e.event.id, e.av.id, 'audio_visuals'));
    expect(guest.status).toBe(200);
    expect(guest.body.login_required_count).toBe(1);
    expect(guest.body.audio_visuals.map((a: { title: string; embed_url: string | null; file_url: string | null }) => [a.title, a.embed_url, a.file_url])).toEqual([
      ['Keynote', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1', null],
      ['Panel', 'https://player.vimeo.com/video/76979871?dnt=1', null],
      ['Podcast', null, '/media/podcast.mp3'],
      ['Fake', null, null],
    ]);
    const attendee = await member(ctx, e.event.id);
    const signed = await call('GET', path(e.event.id, e.av.id, 'audio_visuals'), { headers: attendee.auth });
    expect(signed.body.audio_visuals).toHaveLength(5);
  });
});

describe('social media', () => {
  it("lists the event's http(s) profiles and the component's links, never a javascript: URL", async () => {
    const e = await venueEvent({
      facebook_profile: 'https://facebook.com/ev', twitter_profile: 'javascript:alert(1)', linked_profile: 'not a url',
      instagram_profile: null, youtube_profile: 'https://youtube.com/@ev', website: 'http://ev.test',
    });
    const base = { event_id: e.event.id, event_component_id: e.social.id };
    await ctx.db.insert(schema.social_media_links).values([
      { ...base, order: 2, network: 'other', label: 'Discord', url: 'https://discord.test/ev' },
      { ...base, order: 1, network: 'tiktok', label: 'Bad', url: 'JaVaScRiPt:alert(1)' },
      { ...base, order: 3, network: 'other', label: 'Tabbed', url: 'java\tscript:alert(1)' },
    ]);
    const res = await call('GET', path(e.event.id, e.social.id, 'social_media'));
    expect(res.status).toBe(200);
    expect(res.body.social_media).toEqual([
      { key: 'facebook_profile', network: 'facebook', label: null, url: 'https://facebook.com/ev' },
      { key: 'youtube_profile', network: 'youtube', label: null, url: 'https://youtube.com/@ev' },
      { key: 'website', network: 'website', label: null, url: 'http://ev.test' },
      expect.objectContaining({ network: 'other', label: 'Discord', url: 'https://discord.test/ev' }),
    ]);
    expect(JSON.stringify(res.body).toLowerCase()).not.toContain('javascript');
  });
});

describe('OpenAPI', () => {
  it('documents the four lists', async () => {
    const doc = (await call('GET', '/openapi.json')).body as { paths: Record<string, unknown> };
    const base = '/events/{eventId}/components/{componentId}';
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['venues', 'resources', 'audio_visuals', 'social_media'].map((k) => `${base}/${k}`)));
  });
});
