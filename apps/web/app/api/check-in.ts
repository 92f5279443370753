import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { scanInput, scanTicket } from '@foyer/core/checkin/scan-ticket';
import { listCheckIns, listCheckInsInput } from '@foyer/core/checkin/list-check-ins';
import { undoCheckIn } from '@foyer/core/checkin/undo-check-in';
import { listSessionDoors } from '@foyer/core/checkin/door';
import { coercedId } from '@foyer/core/platform/input-vocabulary';
import { xAccess } from './access-levels.ts';
import { jsonBody, ok, StatusOkBody } from './access-schemas.ts';
import type { ApiEnv } from './env.ts';
import { eventViewer } from './event-viewer.ts';
import { EventIdParam } from './schemas.ts';

const ScanResult = z
  .object({
    outcome: z.enum(['checked_in', 'already_checked_in', 'not_recognised', 'other_event', 'other_door', 'not_valid']),
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

const SessionParam = EventIdParam.extend({ sessionId: coercedId().openapi({ param: { name: 'sessionId', in: 'path' }, example: 1 }) });

const sessionScan = createRoute({
  ...xAccess('admin'),
  method: 'post',
  path: '/events/{eventId}/agenda_sessions/{sessionId}/check_in',
  tags: ['check-in'],
  summary: 'Check a ticket in at an agenda session’s door (event administrators): only that session’s tickets are valid there',
  description: 'As POST …/check_in; an event ticket or another session’s ticket answers other_door. A session of another event is 404.',
  request: { params: SessionParam, ...jsonBody(scanInput) },
  responses: ok(ScanResult, 'The outcome'),
});

const sessionList = createRoute({
  ...xAccess('admin'),
  method: 'get',
  path: '/events/{eventId}/agenda_sessions/{sessionId}/check_ins',
  tags: ['check-in'],
  summary: 'Who is in at an agenda session’s door, as GET …/check_ins (event administrators)',
  request: { params: SessionParam, query: listCheckInsInput },
  responses: ok(z.object({ total: z.number().int(), checked_in: z.number().int(), page: z.number().int(), has_more: z.boolean(), tickets: z.array(CheckInRow) }), 'Counts and a page'),
});

const sessionDoors = createRoute({
  ...xAccess('admin'),
  method: 'get',
  path: '/events/{eventId}/check_in_sessions',
  tags: ['check-in'],
  summary: 'The agenda sessions that sell tickets, in time order, with their tickets valid for entry and how many are in (event administrators)',
  request: { params: EventIdParam },
  responses: ok(z.object({ sessions: z.array(z.object({ id: z.number().int(), name: z.string(), time_start: z.string(), tickets: z.number().int(), checked_in: z.number().int() })) }), 'The session doors'),
});

/** Door check-in (issue #16; SPEC §1 "event check-in by QR code" and agenda check-in, §8 QR outcomes). */
export function checkInApi() {
  const app = new OpenAPIHono<ApiEnv>();
  app.openapi(scan, async (c) => c.json(await scanTicket(c.var.ctx, await eventViewer(c), c.req.valid('param').eventId, c.req.valid('json')), 200));
  app.openapi(list, async (c) => c.json(await listCheckIns(c.var.ctx, await eventViewer(c), c.req.valid('param').eventId, c.req.valid('query')), 200));
  app.openapi(undo, async (c) => {
    const { eventId, code } = c.req.valid('param');
    await undoCheckIn(c.var.ctx, await eventViewer(c), eventId, code);
    return c.json({ status: 'ok' as const }, 200);
  });
  app.openapi(sessionScan, async (c) => {
    const { eventId, sessionId } = c.req.valid('param');
    return c.json(await scanTicket(c.var.ctx, await eventViewer(c), eventId, c.req.valid('json'), { sessionId }), 200);
  });
  app.openapi(sessionList, async (c) => {
    const { eventId, sessionId } = c.req.valid('param');
    return c.json(await listCheckIns(c.var.ctx, await eventViewer(c), eventId, c.req.valid('query'), { sessionId }), 200);
  });
  app.openapi(sessionDoors, async (c) => c.json({ sessions: await listSessionDoors(c.var.ctx, await eventViewer(c), c.req.valid('param').eventId) }, 200));
  return app;
}
