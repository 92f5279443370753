import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { xAccess } from './access-levels.ts';
import { manageComponentAccess } from '@foyer/core/access/manage-component-access';
import type { ApiEnv } from './env.ts';
import { optionalEventViewer } from './event-viewer.ts';
import { ComponentParams } from './content-schemas.ts';
import { errorResponses } from './schemas.ts';

const manage = createRoute({
  ...xAccess('admin'),
  method: 'put',
  path: '/events/{eventId}/components/{componentId}/users_with_access',
  tags: ['access'],
  summary: 'Limit a component to users with access, and say who they are (event administrators)',
  description:
    'SPEC §6. `access_limited` true: only the event\'s admins and the users granted here may open the component; others do not see it in the components list and get 403 on its calls. `grant` / `revoke` take user_identity_tokens; an unknown one is named (`grant.N`).',
  request: {
    params: ComponentParams,
    body: {
      content: {
        'application/json': {
          schema: z
            .object({
              access_limited: z.boolean().optional(),
              grant: z.array(z.string().max(64)).max(500).optional(),
              revoke: z.array(z.string().max(64)).max(500).optional(),
            })
            .openapi('ComponentAccessChange'),
        },
      },
    },
  },
  responses: {
    200: {
      description: 'The component\'s access now',
      content: { 'application/json': { schema: z.object({ access_limited: z.boolean(), users_with_access: z.number().int() }).openapi('ComponentAccess') } },
    },
    ...errorResponses,
  },
});

/** The organizer's side of components limited to users with access (SPEC §6). */
export function componentAccessApi() {
  const app = new OpenAPIHono<ApiEnv>();
  app.openapi(manage, async (c) => {
    const { eventId, componentId } = c.req.valid('param');
    return c.json(await manageComponentAccess(c.var.ctx, await optionalEventViewer(c), { eventId, componentId, input: c.req.valid('json') }), 200);
  });
  return app;
}
