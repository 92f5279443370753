import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { scanInput, scanTicket } from '@foyer/core/checkin/scan-ticket';
import { listCheckIns, listCheckInsInput } from '@foyer/core/checkin/list-check-ins';
import { undoCheckIn } from '@foyer/core/checkin/undo-check-in';
import { xAccess } from './access-levels.ts';
import { jsonBody, ok, StatusOkBody } from './access-schemas.ts';
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

const CheckInRow = z.object({ code: z.string(), holder_name: z.string(), ticket_name: z.string().nullable(), checked_in_at: z.string().nullable(), checked_in_by: z.string().nullable() });

const list = createRoute({
  ...xAccess('admin'),
  method: 'get',
  path: '/events/{eventId}/check_ins',
  tags: ['check-in'],
  summary: 'Who is in and who is not yet: counts over the tickets valid for entry, and a page (50) of them by state and name or e-mail (event administrators)',
  request: { params: EventIdParam, query: listCheckInsInput },
  responses: ok(z.object({ total: z.number().int(), checked_in: z.number().int(), page: z.number().int(), has_more: z.boolean(), tickets: z.array(CheckInRow) }), 'Counts and a page'),
});

const undo = createRoute({
  ...xAccess('admin'),
  method: 'delete',
  path: '/events/{eventId}/check_in/{code}',
  tags: ['check-in'],
  summary: 'Take a check-in back (event administrators); 404 tickets.not_found when the ticket is not checked in at this event',
  request: { params: EventIdParam.extend({ code: z.string().max(100).openapi({ param: { name: 'code', in: 'path' } }) }) },
  responses: ok(StatusOkBody, 'Taken back'),
});

/** Door check-in (issue #16; SPEC §1 "event check-in by QR code", §8 QR outcomes). */
export function checkInApi() {
  const app = new OpenAPIHono<ApiEnv>();
  app.openapi(scan, async (c) => c.json(await scanTicket(c.var.ctx, await eventViewer(c), c.req.valid('param').eventId, c.req.valid('json')), 200));
  app.openapi(list, async (c) => c.json(await listCheckIns(c.var.ctx, await eventViewer(c), c.req.valid('param').eventId, c.req.valid('query')), 200));
  app.openapi(undo, async (c) => {
    const { eventId, code } = c.req.valid('param');
    await undoCheckIn(c.var.ctx, await eventViewer(c), eventId, code);
    return c.json({ status: 'ok' as const }, 200);
  });
  return app;
}
