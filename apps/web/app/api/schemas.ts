import { z } from '@hono/zod-openapi';
import { coercedId } from '@foyer/core/platform/input-vocabulary';

/** Shared OpenAPI schemas; field names are SPEC §3's. */
export const ErrorEnvelope = z
  .object({
    errors: z.array(z.object({ code: z.string(), message: z.string(), field: z.string().optional() })),
  })
  .openapi('Errors');

export const errorResponses = {
  404: { description: 'Unknown id', content: { 'application/json': { schema: ErrorEnvelope } } },
  422: { description: 'Invalid input; the field is named', content: { 'application/json': { schema: ErrorEnvelope } } },
} as const;

export const EventIdParam = z.object({
  eventId: coercedId().openapi({ param: { name: 'eventId', in: 'path' }, example: 1 }),
});
