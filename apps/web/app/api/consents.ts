import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { xAccess } from './access-levels.ts';
import { negotiateLocale } from '@foyer/i18n';
import { listConsentSchemas } from '@foyer/core/consents/list-consent-schemas';
import { listUserConsents } from '@foyer/core/consents/list-user-consents';
import { missingSystemConsents } from '@foyer/core/consents/missing-system-consents';
import { saveUserConsents, saveUserConsentsInput } from '@foyer/core/consents/save-user-consents';
import { ConsentSchemaBody, jsonBody, MissingConsent, ok, StatusOkBody, UserConsent } from './access-schemas.ts';
import type { ApiEnv } from './env.ts';
import { requireViewer } from './viewer.ts';
import { coercedId } from '@foyer/core/platform/input-vocabulary';

const tags = ['consents'];

const schemas = createRoute({
  ...xAccess('public'),
  method: 'get',
  path: '/consent_schemas/user_app_consents',
  tags,
  summary: 'Consents to ask for: the system ones plus the event’s own, latest versions, in the caller’s language',
  request: {
    query: z.object({
      event_id: coercedId().optional(),
      locale: z.string().max(5).optional().openapi({ description: 'Overrides Accept-Language' }),
    }),
  },
  responses: ok(z.object({ consents: z.array(ConsentSchemaBody) }), 'Consent schemas'),
});

const missing = createRoute({
  ...xAccess('user'),
  method: 'get',
  path: '/consent_schemas/missing',
  tags,
  summary: 'Required system consents whose latest version the user has not accepted',
  responses: ok(z.object({ consents: z.array(MissingConsent) }), 'Missing system consents'),
});

const mine = createRoute({
  ...xAccess('user'),
  method: 'get',
  path: '/user_consents/user_app_consents',
  tags,
  summary: 'The user’s answers, the latest version answered per consent',
  responses: ok(z.object({ consents: z.array(UserConsent) }), 'User consents'),
});

const save = createRoute({
  ...xAccess('user'),
  method: 'post',
  path: '/user_consents',
  tags,
  summary: 'Record the user’s answers (a required consent cannot be declined)',
  request: jsonBody(saveUserConsentsInput),
  responses: ok(StatusOkBody, 'Saved'),
});

/** The consent service (SPEC §7), mounted at /api/v1/consents. */
export function consentsApi() {
  const app = new OpenAPIHono<ApiEnv>();
  app.openapi(schemas, async (c) => {
    const q = c.req.valid('query');
    const locale = negotiateLocale({ requested: q.locale, acceptLanguage: c.req.header('accept-language') });
    return c.json({ consents: await listConsentSchemas(c.var.ctx, { eventId: q.event_id ?? null, locale }) }, 200);
  });
  app.openapi(missing, async (c) => c.json({ consents: await missingSystemConsents(c.var.ctx, await requireViewer(c)) }, 200));
  app.openapi(mine, async (c) => c.json({ consents: await listUserConsents(c.var.ctx, await requireViewer(c)) }, 200));
  app.openapi(save, async (c) => c.json(await saveUserConsents(c.var.ctx, await requireViewer(c), c.req.valid('json')), 200));
  return app;
}
