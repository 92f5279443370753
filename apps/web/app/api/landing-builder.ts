import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { xAccess } from './access-levels.ts';
import { updateEventLp, updateEventLpInput } from '@foyer/core/landing/save-lp-settings';
import { listLpVersions, restoreLpVersion, restoreLpVersionInput } from '@foyer/core/landing/lp-versions';
import { coercedNatural } from '@foyer/core/platform/input-vocabulary';
import { jsonBody, ok } from './access-schemas.ts';
import type { ApiEnv } from './env.ts';
import { eventViewer } from './event-viewer.ts';
import { EventIdParam } from './schemas.ts';

const tags = ['landing page'];

const Saved = z.object({ status: z.literal('ok'), version: z.number().int() }).openapi('LpSaved');

const update = createRoute({
  ...xAccess('admin'),
  method: 'post',
  path: '/events/{eventId}/update_event_lp',
  tags,
  summary:
    'Save the landing page (event administrators): `lp_settings` is the whole document as a JSON string, validated by the schema the page renders with (422 with field paths; the saved page stays as it was). With `base_version` (the `lp_version` the editor loaded) a save over a newer version is refused with 409 landing.conflict.',
  request: { params: EventIdParam, ...jsonBody(updateEventLpInput) },
  responses: ok(Saved, 'Saved as a new version'),
});

const Version = z
  .object({
    version: z.number().int(),
    created_at: z.string(),
    created_by: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
    restored_from: z.number().int().nullable(),
  })
  .openapi('LpVersion');

const versions = createRoute({
  ...xAccess('admin'),
  method: 'get',
  path: '/events/{eventId}/lp_versions',
  tags,
  summary: 'The landing page’s saved versions, newest first (event administrators)',
  request: { params: EventIdParam },
  responses: ok(z.object({ current_version: z.number().int(), versions: z.array(Version) }), 'History'),
});

const restore = createRoute({
  ...xAccess('admin'),
  method: 'post',
  path: '/events/{eventId}/lp_versions/{version}/restore',
  tags,
  summary: 'Save an earlier version again as the newest (event administrators)',
  request: {
    params: EventIdParam.extend({ version: coercedNatural().openapi({ param: { name: 'version', in: 'path' } }) }),
    ...jsonBody(restoreLpVersionInput),
  },
  responses: ok(Saved, 'Restored as a new version'),
});

/** SPEC §7 update_event_lp and the builder's history (issue: the landing-page builder). */
export function landingBuilderApi() {
  const app = new OpenAPIHono<ApiEnv>();
  app.openapi(update, async (c) => c.json(await updateEventLp(c.var.ctx, await eventViewer(c), c.req.valid('param').eventId, c.req.valid('json')), 200));
  app.openapi(versions, async (c) => c.json(await listLpVersions(c.var.ctx, await eventViewer(c), c.req.valid('param').eventId), 200));
  app.openapi(restore, async (c) => {
    const { eventId, version } = c.req.valid('param');
    return c.json(await restoreLpVersion(c.var.ctx, await eventViewer(c), eventId, version, c.req.valid('json')), 200);
  });
  return app;
}
