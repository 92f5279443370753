import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { scanInput, scanTicket } from '@foyer/core/checkin/scan-ticket';
import { xAccess } from './access-levels.ts';
import { jsonBody, ok } from './access-schemas.ts';
import type { ApiEnv } from './env.ts';
import { eventViewer } from './event-viewer.ts';
import { EventIdParam } from './schemas.ts';

const ScanResult = z
  .object({
    outcome: z.enum(['checked_in', 'already_checked_in', 'not_recognised', 'other_event', 'not_valid']),
    ticket: z
      .object({
        code: z.string(),
        holder_name: z.string(),
        ticket_name: z.string().nullable(),
        checked_in_at: z.string().nullable(),
        checked_in_by: z.string().nullable(),
        reason: z.enum(['unpaid', 'canceled', 'test_ticket']).nullable(),
      })
      .nullable(),
  })
  .openapi('ScanResult');

const scan = createRoute({
  ...xAccess('admin'),
  method: 'post',
  path: '/events/{eventId}/check_in',
  tags: ['check-in'],
  summary: 'Check a ticket in at the door: the QR’s text or the printed ticket code (event administrators)',
  description:
    'Always 200 for an administrator, with the outcome: checked_in (green), already_checked_in (amber: when and by whom), not_recognised, other_event or not_valid (red; the reason says unpaid, canceled or test_ticket). Two scans of one ticket at once give one checked_in.',
  request: { params: EventIdParam, ...jsonBody(scanInput) },
  responses: ok(ScanResult, 'The outcome'),
});

/** Door check-in (issue #16; SPEC §1 "event check-in by QR code", §8 QR outcomes). */
export function checkInApi() {
  const app = new OpenAPIHono<ApiEnv>();
  app.openapi(scan, async (c) => c.json(await scanTicket(c.var.ctx, await eventViewer(c), c.req.valid('param').eventId, c.req.valid('json')), 200));
  return app;
}
