import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { xAccess } from './access-levels.ts';
import type { Context } from 'hono';
import { negotiateLocale } from '@foyer/i18n';
import { openComponentScope, openEventScope, type ContentRequest } from '@foyer/core/content/content-scope';
import { getSpeaker, listSpeakers } from '@foyer/core/content/speakers';
import { getExhibitor, listExhibitorTags, listExhibitors } from '@foyer/core/content/exhibitors';
import { listPartnerCategories } from '@foyer/core/content/partners';
import { getAgendaSession, listAgendaSessions } from '@foyer/core/content/agenda-sessions';
import { pickSessionList, sessionListInput } from '@foyer/core/discussion/session-lists';
import type { ApiEnv } from './env.ts';
import { AgendaSession, ComponentParams, Exhibitor, ExhibitorDetails, ExhibitorTag, ItemParams, jsonOk, PartnerCategory, Speaker, SpeakerDetails } from './content-schemas.ts';
import { EventIdParam } from './schemas.ts';
import { optionalEventViewer } from './event-viewer.ts';
import { requestMeta } from './viewer.ts';

const base = '/events/{eventId}/components/{componentId}';
const get = <P extends typeof ComponentParams | typeof ItemParams | typeof EventIdParam, T extends z.ZodType>(path: string, params: P, schema: T, summary: string) =>
  createRoute({ ...xAccess('event'), method: 'get', path, tags: ['content'], summary, request: { params }, responses: jsonOk(schema, summary) });

const speakers = get(`${base}/speakers`, ComponentParams, z.object({ speakers: z.array(Speaker) }), 'Speakers: VIP first, then order, then last name');
const speaker = get(`${base}/speaker/{id}`, ItemParams, SpeakerDetails, 'A speaker with their agenda sessions');
const exhibitors = get(`${base}/exhibitors`, ComponentParams, z.object({ exhibitors: z.array(Exhibitor) }), 'Exhibitors: VIP first, then order');
const exhibitor = get(`${base}/exhibitor/{id}`, ItemParams, ExhibitorDetails, 'An exhibitor with attachments and contact users');
const partners = get(`${base}/partner/categories`, ComponentParams, z.object({ partner_categories: z.array(PartnerCategory) }), 'Partner categories with their partners');
const sessionsSummary = 'Agenda sessions by start time; with `session_list` (SPEC §9: ongoing 0, upcoming 1, finished 2) only that list of the sessions whose discussion is on';
const sessions = createRoute({
  ...xAccess('event'), method: 'get', path: `${base}/agenda_sessions`, tags: ['content'], summary: sessionsSummary,
  request: { params: ComponentParams, query: z.object({ session_list: sessionListInput.shape.session_list.optional().openapi({ param: { name: 'session_list', in: 'query' }, example: 0 }) }) },
  responses: jsonOk(z.object({ agenda_sessions: z.array(AgendaSession) }), sessionsSummary),
});
const session = get(`${base}/agenda_session/{id}`, ItemParams, AgendaSession, 'One agenda session');
const tags = get('/events/{eventId}/tags/tag_exhibitors', EventIdParam, z.object({ tag_exhibitors: z.array(ExhibitorTag) }), "The event's exhibitor tags");

/** Who asks, in which language, with which access code (SPEC §7 headers). */
export async function contentRequest(c: Context<ApiEnv>, eventId: number): Promise<ContentRequest> {
  const viewer = await optionalEventViewer(c);
  const { accessCode, ip } = requestMeta(c);
  const locale = negotiateLocale({ acceptLanguage: c.req.header('accept-language') ?? null });
  return { eventId, viewer, locale, accessCode, ip };
}

/** SPEC §7 "Partners, exhibitors, speakers" and the agenda read calls; visibility is core's job. */
export function contentApi() {
  const app = new OpenAPIHono<ApiEnv>();
  const scope = async (c: Context<ApiEnv>, p: { eventId: number; componentId: number }, kind: Parameters<typeof openComponentScope>[2]) =>
    openComponentScope(c.var.ctx, { ...(await contentRequest(c, p.eventId)), componentId: p.componentId }, kind);

  app.openapi(speakers, async (c) => {
    const s = await scope(c, c.req.valid('param'), 'speakers');
    return c.json({ speakers: await listSpeakers(c.var.ctx, s) }, 200);
  });
  app.openapi(speaker, async (c) => {
    const p = c.req.valid('param');
    return c.json(await getSpeaker(c.var.ctx, await scope(c, p, 'speakers'), p.id), 200);
  });
  app.openapi(exhibitors, async (c) => {
    const s = await scope(c, c.req.valid('param'), 'exhibitors');
    return c.json({ exhibitors: await listExhibitors(c.var.ctx, s) }, 200);
  });
  app.openapi(exhibitor, async (c) => {
    const p = c.req.valid('param');
    return c.json(await getExhibitor(c.var.ctx, await scope(c, p, 'exhibitors'), p.id), 200);
  });
  app.openapi(partners, async (c) => {
    const s = await scope(c, c.req.valid('param'), 'partners');
    return c.json({ partner_categories: await listPartnerCategories(c.var.ctx, s) }, 200);
  });
  app.openapi(sessions, async (c) => {
    const s = await scope(c, c.req.valid('param'), 'agenda');
    const all = await listAgendaSessions(c.var.ctx, s);
    const list = c.req.valid('query').session_list;
    return c.json({ agenda_sessions: list === undefined ? all : pickSessionList(all, list) }, 200);
  });
  app.openapi(session, async (c) => {
    const p = c.req.valid('param');
    return c.json(await getAgendaSession(c.var.ctx, await scope(c, p, 'agenda'), p.id), 200);
  });
  app.openapi(tags, async (c) => {
    const { eventId } = c.req.valid('param');
    const s = await openEventScope(c.var.ctx, await contentRequest(c, eventId));
    return c.json({ tag_exhibitors: await listExhibitorTags(c.var.ctx, s) }, 200);
  });
  return app;
}
