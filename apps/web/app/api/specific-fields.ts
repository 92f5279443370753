import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { xAccess } from './access-levels.ts';
import { addSpecificField, addSpecificFieldInput } from '@foyer/core/access/add-specific-field';
import { destroySpecificField } from '@foyer/core/access/destroy-specific-field';
import { listSpecificFieldsForUser } from '@foyer/core/access/list-specific-fields';
import { specificFieldsPass } from '@foyer/core/access/specific-fields-submitted';
import { updateUserSpecific, updateUserSpecificInput } from '@foyer/core/access/update-user-specific';
import { updateSpecificField, updateSpecificFieldInput } from '@foyer/core/access/update-specific-field';
import { negotiateLocale } from '@foyer/i18n';
import { jsonBody, ok, SpecificField, StatusOkBody } from './access-schemas.ts';
import type { ApiEnv } from './env.ts';
import { eventViewer } from './event-viewer.ts';
import { EventIdParam } from './schemas.ts';
import { coercedId } from '@foyer/core/platform/input-vocabulary';

const tags = ['specific fields'];

const FieldIdParams = EventIdParam.extend({ fieldId: coercedId().openapi({ param: { name: 'fieldId', in: 'path' } }) });

const FieldWritten = z
  .object({ id: z.number().int(), name: z.string(), required: z.boolean(), translations: z.record(z.string(), z.object({ name: z.string().optional() })) })
  .openapi('SpecificFieldWritten');

const forUser = createRoute({
  ...xAccess('member'),
  method: 'get',
  path: '/events/{eventId}/specific_fields_for_user',
  tags,
  summary: 'The event’s extra registration fields with the user’s answers, each question in the Accept-Language locale where the organizer translated it; `submitted` says whether SPEC §5’s rule passes',
  request: { params: EventIdParam },
  responses: ok(z.object({ specific_fields: z.array(SpecificField), submitted: z.boolean() }), 'Fields'),
});

const update = createRoute({
  ...xAccess('member'),
  method: 'post',
  path: '/events/{eventId}/update_user_specific',
  tags,
  summary: 'Answer the extra fields (an empty response removes the answer)',
  request: { params: EventIdParam, ...jsonBody(updateUserSpecificInput) },
  responses: ok(StatusOkBody, 'Saved'),
});

const add = createRoute({
  ...xAccess('admin'),
  method: 'post',
  path: '/events/{eventId}/specific/add_field',
  tags,
  summary: 'Add an extra registration field (event administrators)',
  request: { params: EventIdParam, ...jsonBody(addSpecificFieldInput) },
  responses: ok(FieldWritten, 'The new field'),
});

const change = createRoute({
  ...xAccess('admin'),
  method: 'post',
  path: '/events/{eventId}/specific/update_field/{fieldId}',
  tags,
  summary: 'Reword an extra registration field, make it required or not, and set its question in the event’s other languages (event administrators; the answers stay)',
  description: 'Replaces the field as a whole, as the add form does: an omitted `required` makes it optional, and `translations` is the complete set (a language left out, or sent empty, loses its translation).',
  request: { params: FieldIdParams, ...jsonBody(updateSpecificFieldInput) },
  responses: ok(FieldWritten, 'The field as saved'),
});

const destroy = createRoute({
  ...xAccess('admin'),
  method: 'delete',
  path: '/events/{eventId}/specific/destroy_field/{fieldId}',
  tags,
  summary: 'Remove an extra registration field and its answers (event administrators)',
  request: { params: FieldIdParams },
  responses: ok(StatusOkBody, 'Removed'),
});

/** SPEC §3 "Specific user fields" and their admin calls. */
export function specificFieldsApi() {
  const app = new OpenAPIHono<ApiEnv>();
  app.openapi(forUser, async (c) => {
    const locale = negotiateLocale({ acceptLanguage: c.req.header('accept-language') ?? null });
    const fields = await listSpecificFieldsForUser(c.var.ctx, await eventViewer(c), c.req.valid('param').eventId, locale);
    return c.json({ specific_fields: fields, submitted: specificFieldsPass(fields) }, 200);
  });
  app.openapi(update, async (c) =>
    c.json(await updateUserSpecific(c.var.ctx, await eventViewer(c), c.req.valid('param').eventId, c.req.valid('json')), 200),
  );
  app.openapi(add, async (c) =>
    c.json(await addSpecificField(c.var.ctx, await eventViewer(c), c.req.valid('param').eventId, c.req.valid('json')), 200),
  );
  app.openapi(change, async (c) => {
    const { eventId, fieldId } = c.req.valid('param');
    return c.json(await updateSpecificField(c.var.ctx, await eventViewer(c), eventId, fieldId, c.req.valid('json')), 200);
  });
  app.openapi(destroy, async (c) => {
    const { eventId, fieldId } = c.req.valid('param');
    return c.json(await destroySpecificField(c.var.ctx, await eventViewer(c), eventId, fieldId), 200);
  });
  return app;
}
