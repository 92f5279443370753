import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { xAccess } from './access-levels.ts';
import { listDiscountCodes } from '@foyer/core/discounts/list-discount-codes';
import { createDiscountCode, updateDiscountCode } from '@foyer/core/discounts/save-discount-code';
import { deleteDiscountCode } from '@foyer/core/discounts/delete-discount-code';
import { jsonBody, ok } from './access-schemas.ts';
import type { ApiEnv } from './env.ts';
import { optionalEventViewer } from './event-viewer.ts';
import { EventIdParam } from './schemas.ts';
import { coercedId } from '@foyer/core/platform/input-vocabulary';

const tags = ['tickets'];

const DiscountCode = z
  .object({
    id: z.number().int(),
    code: z.string().openapi({ example: 'SPRING-25' }),
    discount_percentage: z.number().int(),
    max_tickets_quantity: z.number().int().nullable().openapi({ description: 'Null: unlimited' }),
    used_quantity: z.number().int(),
    left_quantity: z.number().int().nullable().openapi({ description: 'Null: unlimited' }),
    valid_until: z.string().nullable().openapi({ description: 'ISO 8601; null: never expires' }),
    tickets: z.array(z.object({ id: z.number().int(), name: z.string() })),
  })
  .openapi('DiscountCode');

// Types only: the rules (code format, 1..100, at least one ticket of this event) are the core
// service's, so the API, the admin screen and the CLI refuse the same things with the same codes.
const fields = {
  code: z.string().openapi({ description: '3–40 letters, digits, - or _; stored uppercased, unique per event', example: 'spring-25' }),
  discount_percentage: z.number().int().openapi({ description: '1..100' }),
  max_tickets_quantity: z.number().int().nullable().optional().openapi({ description: 'Null or absent: unlimited; never below used_quantity' }),
  valid_until: z.string().nullable().optional().openapi({ description: 'ISO 8601 with offset; null or absent: never expires' }),
  ticket_ids: z.array(z.number().int()).openapi({ description: 'At least one; each a ticket of this event (else ticket_ids.N is named)' }),
};
const DiscountCodeInput = z.object(fields).openapi('DiscountCodeInput');
const DiscountCodePatch = z.object(fields).partial().openapi('DiscountCodePatch');

const CodeParams = EventIdParam.extend({
  codeId: coercedId().openapi({ param: { name: 'codeId', in: 'path' } }),
});

const list = createRoute({
  ...xAccess('admin'),
  method: 'get',
  path: '/events/{eventId}/discount_codes',
  tags,
  summary: 'The event\'s discount codes with used/left quantity and tickets (event administrators)',
  request: { params: EventIdParam },
  responses: ok(z.object({ discount_codes: z.array(DiscountCode) }), 'Discount codes, alphabetical'),
});

const create = createRoute({
  ...xAccess('admin'),
  method: 'post',
  path: '/events/{eventId}/discount_codes',
  tags,
  summary: 'Create a discount code for some of the event\'s tickets (event administrators)',
  description: 'A code that exists already (any letter case) is discount.code_taken (409).',
  request: { params: EventIdParam, ...jsonBody(DiscountCodeInput) },
  responses: ok(DiscountCode, 'The new code'),
});

const update = createRoute({
  ...xAccess('admin'),
  method: 'patch',
  path: '/events/{eventId}/discount_codes/{codeId}',
  tags,
  summary: 'Change a discount code; ticket_ids, when given, replaces its tickets (event administrators)',
  request: { params: CodeParams, ...jsonBody(DiscountCodePatch) },
  responses: ok(DiscountCode, 'The code now'),
});

const remove = createRoute({
  ...xAccess('admin'),
  method: 'delete',
  path: '/events/{eventId}/discount_codes/{codeId}',
  tags,
  summary: 'Delete a discount code no order used (event administrators)',
  description: 'A code that orders used is refused with discount.in_use (409): set valid_until to stop it instead.',
  request: { params: CodeParams },
  responses: ok(z.object({ id: z.number().int() }), 'Deleted'),
});

/** The organizer's side of discount codes (SPEC §1 "manage discount codes", §5). */
export function discountCodesApi() {
  const app = new OpenAPIHono<ApiEnv>();
  app.openapi(list, async (c) => {
    const { eventId } = c.req.valid('param');
    return c.json({ discount_codes: await listDiscountCodes(c.var.ctx, await optionalEventViewer(c), eventId) }, 200);
  });
  app.openapi(create, async (c) => {
    const { eventId } = c.req.valid('param');
    return c.json(await createDiscountCode(c.var.ctx, await optionalEventViewer(c), eventId, c.req.valid('json')), 200);
  });
  app.openapi(update, async (c) => {
    const { eventId, codeId } = c.req.valid('param');
    return c.json(await updateDiscountCode(c.var.ctx, await optionalEventViewer(c), eventId, codeId, c.req.valid('json')), 200);
  });
  app.openapi(remove, async (c) => {
    const { eventId, codeId } = c.req.valid('param');
    return c.json(await deleteDiscountCode(c.var.ctx, await optionalEventViewer(c), eventId, codeId), 200);
  });
  return app;
}
