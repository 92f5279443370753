import { createRoute, OpenAPIHono, type z } from '@hono/zod-openapi';
import { xAccess } from './access-levels.ts';
import type { Context } from 'hono';
import { negotiateLocale } from '@foyer/i18n';
import { openComponentScope } from '@foyer/core/content/content-scope';
import { listVenues } from '@foyer/core/venues/list-venues';
import { listResources } from '@foyer/core/resources/list-resources';
import { listAudioVisuals } from '@foyer/core/audio-visuals/list-audio-visuals';
import { listSocialMedia } from '@foyer/core/social-media/list-social-media';
import type { ApiEnv } from './env.ts';
import { ComponentParams, jsonOk } from './content-schemas.ts';
import { AudioVisualsBody, ResourcesBody, SocialMediaBody, VenuesBody } from './venues-schemas.ts';
import { optionalEventViewer } from './event-viewer.ts';
import { requestMeta } from './viewer.ts';

const base = '/events/{eventId}/components/{componentId}';
const ACCESS =
  ' Open to guests on open events; close and whitelist events need a joined member (401 access.login_required, 403 access.not_joined).' +
  ' A component of another event or of another kind is a 404 component.not_found.';
const get = <T extends z.ZodType>(path: string, schema: T, summary: string, extra = '') =>
  createRoute({ ...xAccess('event'), method: 'get', path, tags: ['content'], summary, description: summary + '.' + extra + ACCESS, request: { params: ComponentParams }, responses: jsonOk(schema, summary) });

const LOGIN_ONLY = ' Items for logged-in users are left out for guests; login_required_count says how many.';
const venues = get(`${base}/venues`, VenuesBody, 'Venues by order, each with its interactive map points');
const resources = get(`${base}/resources`, ResourcesBody, 'Resources (files and links) by order', LOGIN_ONLY);
const audioVisuals = get(`${base}/audio_visuals`, AudioVisualsBody, 'Audio-visual recordings by order with privacy-friendly player URLs', LOGIN_ONLY);
const socialMedia = get(`${base}/social_media`, SocialMediaBody, "The event's social profiles and the component's links (http(s) only)");

/** SPEC §2 venues and maps, resources, audio-visuals and social media; visibility is core's job. */
export function venuesApi() {
  const app = new OpenAPIHono<ApiEnv>();
  const scope = async (c: Context<ApiEnv>, p: { eventId: number; componentId: number }, kind: Parameters<typeof openComponentScope>[2]) => {
    const viewer = await optionalEventViewer(c);
    const { accessCode, ip } = requestMeta(c);
    const locale = negotiateLocale({ acceptLanguage: c.req.header('accept-language') ?? null });
    return openComponentScope(c.var.ctx, { eventId: p.eventId, viewer, locale, accessCode, ip, componentId: p.componentId }, kind);
  };

  app.openapi(venues, async (c) => {
    const s = await scope(c, c.req.valid('param'), 'venues');
    return c.json({ venues: await listVenues(c.var.ctx, s) }, 200);
  });
  app.openapi(resources, async (c) => {
    const s = await scope(c, c.req.valid('param'), 'resources');
    return c.json(await listResources(c.var.ctx, s), 200);
  });
  app.openapi(audioVisuals, async (c) => {
    const s = await scope(c, c.req.valid('param'), 'audio_visuals');
    return c.json(await listAudioVisuals(c.var.ctx, s), 200);
  });
  app.openapi(socialMedia, async (c) => {
    const s = await scope(c, c.req.valid('param'), 'social_media');
    return c.json({ social_media: await listSocialMedia(c.var.ctx, s) }, 200);
  });
  return app;
}
