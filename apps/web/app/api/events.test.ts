import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { createApi } from './create-api.ts';

let ctx: TestCtx;
let api: ReturnType<typeof createApi>;
let eventId: number;

beforeAll(async () => {
  ctx = await createTestCtx();
  api = createApi(ctx);
  const event = await insertEvent(ctx, {
    lp_url: 'summit',
    title: 'Summit',
    lp_settings: '{"modules":[]}',
    languages: [
      { lang_code: 'pl', default_lang: true },
      { lang_code: 'en' },
    ],
  });
  eventId = event.id;
  await insertComponent(ctx, eventId, 'speakers', 2);
  await insertComponent(ctx, eventId, 'agenda', 1);
  const other = await insertEvent(ctx, { lp_url: 'other' });
  await insertComponent(ctx, other.id, 'partners', 0);
});
afterAll(() => ctx.close());

const get = (path: string, headers: Record<string, string> = {}) => api.request(path, { headers });

describe('GET /events/lp/{urlSuffix}', () => {
  it('answers the event record with the fields of SPEC §3', async () => {
    const res = await get('/events/lp/summit');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: eventId, title: 'Summit', lp_url: 'summit', tax: 23, access_mode_type: 'none', lp_settings: '{"modules":[]}' });
    for (const field of ['access_code_on', 'main_color', 'timezone', 'social_media_login', 'entrance_with_tickets', 'marketing_discount_percentage', 'stripe_publish_key', 'linked_profile']) {
      expect(body).toHaveProperty(field);
    }
    expect(body).not.toHaveProperty('access_code');
    expect(body).not.toHaveProperty('organization_id');
  });

  it('is case-insensitive on the slug', async () => {
    expect((await get('/events/lp/SUMMIT')).status).toBe(200);
  });

  it('answers an unknown slug with 404 event.invalid in the caller\'s language', async () => {
    const res = await get('/events/lp/nope', { 'accept-language': 'en' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      errors: [{ code: 'event.invalid', message: 'Please use valid link provided by the event organizer' }],
    });
  });

  it('answers a malformed slug with 404, not 500', async () => {
    const res = await get(`/events/lp/${encodeURIComponent("x'; drop table events;--")}`);
    expect(res.status).toBe(404);
  });
});

describe('GET /events/{eventId}/components', () => {
  it('lists only this event\'s components, in order', async () => {
    const res = await get(`/events/${eventId}/components`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { components: { component_name: string; event_id: number; visible_on_lp: boolean }[] };
    expect(body.components.map((c) => c.component_name)).toEqual(['agenda', 'speakers']);
    expect(body.components.every((c) => c.event_id === eventId && c.visible_on_lp)).toBe(true);
  });

  it('names the field when the id is not a number', async () => {
    const res = await get('/events/abc/components');
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: { code: string; field: string }[] };
    expect(body.errors[0]).toMatchObject({ code: 'common.validation', field: 'eventId' });
  });

  it('answers an unknown event with 404', async () => {
    expect((await get('/events/999999/components')).status).toBe(404);
  });
});

describe('GET /events/{eventId}/languages', () => {
  it('lists the languages with the default flagged', async () => {
    const res = await get(`/events/${eventId}/languages`);
    expect(await res.json()).toEqual({
      languages: [
        { lang_code: 'pl', default_lang: true },
        { lang_code: 'en', default_lang: false },
      ],
    });
  });
});

describe('OpenAPI document', () => {
  it('lists the event endpoints', async () => {
    const doc = (await (await get('/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/events/lp/{urlSuffix}', '/events/{eventId}/components', '/events/{eventId}/languages']),
    );
  });
});

describe('unknown paths', () => {
  it('answer the error envelope with 404', async () => {
    const res = await get('/nothing-here');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe('common.not_found');
  });
});
