import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { coercedId } from '@foyer/core/platform/input-vocabulary';
import { huntDetail, listHunts, openTreasureHunts, treasureLeaderboard } from '@foyer/core/treasure-hunt/hunt-read';
import { scanTreasure } from '@foyer/core/treasure-hunt/scan-treasure';
import { createHunt, createPoint, deleteHunt, deletePoint, listHuntsAdmin, updateHunt, updatePoint } from '@foyer/core/treasure-hunt/hunt-admin';
import { pointsLeaderboard } from '@foyer/core/points/ledger';
import { adminUserEntries, adminVoidEntry, searchPointHolders } from '@foyer/core/points/points-admin';
import { xAccess, type AccessLevel } from './access-levels.ts';
import { jsonBody, ok, StatusOkBody } from './access-schemas.ts';
import type { ApiEnv } from './env.ts';
import { contentRequest } from './content.ts';
import { eventViewer } from './event-viewer.ts';
import { optionalViewer } from './viewer.ts';

const id = (name: string) => coercedId().openapi({ param: { name, in: 'path' }, example: 1 });
const EventPath = z.object({ eventId: id('eventId') });
const Component = EventPath.extend({ componentId: id('componentId') });
const when = z.string().nullable();

const Progress = z.object({ found: z.number().int(), total: z.number().int(), points: z.number().int() });
const HuntHead = z.object({ id: z.number().int(), uuid: z.string(), event_component_id: z.number().int(), name: z.string(), description: z.string().nullable(), active_from: when, active_to: when });
const Hunt = HuntHead.extend({ progress: Progress }).openapi('TreasureHunt');
const HuntDetail = z
  .object({ treasure_hunt: HuntHead, progress: Progress, found: z.array(z.object({ id: z.number().int(), name: z.string(), points: z.number().int(), found_at: z.string() })) })
  .openapi('TreasureHuntProgress');
const ScanResult = z
  .object({
    outcome: z.literal('found'),
    treasure: z.object({ id: z.number().int(), name: z.string(), points: z.number().int() }),
    treasure_hunt: z.object({ id: z.number().int(), uuid: z.string(), name: z.string(), event_component_id: z.number().int() }),
    progress: Progress,
  })
  .openapi('TreasureScan');
const PointsRow = z.object({ position: z.number().int(), user_identity_token: z.string(), name: z.string(), picture: z.string().nullable(), points: z.number().int(), mine: z.boolean() });
const PointsBoard = z.object({ leaderboard: z.array(PointsRow), participants: z.number().int(), me: PointsRow.nullable() }).openapi('PointsLeaderboard');
const TreasureBoard = z
  .object({
    treasure_hunt: z.object({ id: z.number().int(), uuid: z.string(), event_id: z.number().int(), event_component_id: z.number().int(), name: z.string() }),
    total: z.number().int(),
    participants: z.number().int(),
    leaderboard: z.array(z.object({ position: z.number().int(), name: z.string(), points: z.number().int(), found: z.number().int(), mine: z.boolean() })),
  })
  .openapi('TreasureHuntLeaderboard');
const AdminPoint = z.object({ id: z.number().int(), name: z.string(), points: z.number().int(), usage_left: z.number().int().nullable(), active_from: when, active_to: when, code: z.string(), url: z.string(), found: z.number().int() });
const AdminHunt = HuntHead.extend({ points: z.array(AdminPoint) }).openapi('TreasureHuntAdmin');

// Bodies are checked in core (parseInput: 422 naming the field); here only their shape for the document.
const instant = z.string().max(40).nullable().optional().openapi({ example: '2027-05-18T09:00:00Z' });
const HuntBody = z.object({ name: z.string().max(400).openapi({ example: 'Campus hunt' }), description: z.string().max(4000).nullable().optional(), active_from: instant, active_to: instant, event_component_id: z.number().int().optional() });
const PointBody = z.object({ name: z.string().max(400).openapi({ example: 'Fountain' }), points: z.number().int().optional().openapi({ example: 10 }), usage_left: z.number().int().nullable().optional(), active_from: instant, active_to: instant });
const sources = ['treasure_hunt', 'qr_scan', 'quiz', 'question', 'photo_booth'] as const;

const head = (access: AccessLevel, method: 'get' | 'post' | 'put' | 'delete', path: string, summary: string) => ({ ...xAccess(access), method, path, tags: ['treasure hunt'], summary });
const base = '/events/{eventId}/components/{componentId}';
const uuidParam = z.string().max(100).openapi({ param: { name: 'treasureUuid', in: 'path' }, example: '00000000-0000-4000-8000-000000000000' });

const routes = {
  hunts: createRoute({ ...head('event', 'get', `${base}/treasure_hunts`, 'The Games component’s treasure hunts with the caller’s progress (found of all, points; zero for a guest)'), request: { params: Component }, responses: ok(z.object({ treasure_hunts: z.array(Hunt) }), 'Hunts') }),
  hunt: createRoute({ ...head('event', 'get', `${base}/treasure_hunts/{huntId}`, 'One hunt: the caller’s progress and the treasures they found (the others stay hidden)'), request: { params: Component.extend({ huntId: id('huntId') }) }, responses: ok(HuntDetail, 'Progress') }),
  board: createRoute({
    ...head('event', 'get', `${base}/points_leaderboard`, 'The event’s points leaderboard from the one ledger: every game together, or one (`source`); short names, the caller’s row marked (`me` when below the first 100)'),
    request: { params: Component, query: z.object({ source: z.enum(sources).optional() }) },
    responses: ok(PointsBoard, 'Leaderboard'),
  }),
  scan: createRoute({
    ...head('event-user', 'post', '/events/{eventId}/treasure_hunts/scan', 'Collect a treasure: the QR’s text (its signed address or token) or the printed code typed by hand (20 wrong typed codes per 10 minutes)'),
    description: 'Refusals (SPEC §8): 404 treasure.not_recognised (forged, altered or unknown), 422 treasure.wrong_event, 409 treasure.already_found (each treasure scores once per person), 422 treasure.not_active (outside the hunt’s or the code’s window), 422 treasure.used_up. Twenty scans at once score once.',
    request: { params: EventPath, ...jsonBody(z.object({ code: z.string().max(1000).openapi({ example: 'TH1.K7QM2XPA9RTWD4HN.x' }) })) },
    responses: ok(ScanResult, 'Found'),
  }),
  external: createRoute({ ...head('public', 'get', '/treasure_hunt_leaderboard_external/{treasureUuid}', 'A treasure hunt’s public leaderboard by its uuid (SPEC §7 “Public results”): most points first, then who got there first; short names only'), request: { params: z.object({ treasureUuid: uuidParam }) }, responses: ok(TreasureBoard, 'Leaderboard') }),
  adminList: createRoute({ ...head('admin', 'get', '/events/{eventId}/treasure_hunts/admin', 'Every hunt of the event with its codes: printed code, the QR’s signed address, usage left, windows, how often found (event administrators)'), request: { params: EventPath }, responses: ok(z.object({ treasure_hunts: z.array(AdminHunt) }), 'Hunts') }),
  createHunt: createRoute({ ...head('admin', 'post', '/events/{eventId}/treasure_hunts', 'Create a hunt (event administrators); active_from before active_to (treasure.window_invalid)'), request: { params: EventPath, ...jsonBody(HuntBody) }, responses: ok(z.object({ id: z.number().int(), uuid: z.string() }), 'Created') }),
  updateHunt: createRoute({ ...head('admin', 'put', '/events/{eventId}/treasure_hunts/{huntId}', 'Change a hunt (event administrators)'), request: { params: EventPath.extend({ huntId: id('huntId') }), ...jsonBody(HuntBody) }, responses: ok(z.object({ id: z.number().int(), uuid: z.string() }), 'Changed') }),
  deleteHunt: createRoute({ ...head('admin', 'delete', '/events/{eventId}/treasure_hunts/{huntId}', 'Delete a hunt with its codes and scans; points awarded stay in the ledger until voided (event administrators)'), request: { params: EventPath.extend({ huntId: id('huntId') }) }, responses: ok(StatusOkBody, 'Deleted') }),
  createPoint: createRoute({ ...head('admin', 'post', '/events/{eventId}/treasure_hunts/{huntId}/points', 'Add a treasure code to a hunt (a fresh random code; event administrators)'), request: { params: EventPath.extend({ huntId: id('huntId') }), ...jsonBody(PointBody) }, responses: ok(z.object({ id: z.number().int() }), 'Created') }),
  updatePoint: createRoute({ ...head('admin', 'put', '/events/{eventId}/treasure_hunt_points/{pointId}', 'Change a treasure code’s name, points, usage left and window (event administrators)'), request: { params: EventPath.extend({ pointId: id('pointId') }), ...jsonBody(PointBody) }, responses: ok(z.object({ id: z.number().int() }), 'Changed') }),
  deletePoint: createRoute({ ...head('admin', 'delete', '/events/{eventId}/treasure_hunt_points/{pointId}', 'Delete a treasure code (event administrators)'), request: { params: EventPath.extend({ pointId: id('pointId') }) }, responses: ok(StatusOkBody, 'Deleted') }),
  holders: createRoute({
    ...head('admin', 'get', '/events/{eventId}/points/holders', 'People with points at the event by name or e-mail, most points first (event administrators)'),
    request: { params: EventPath, query: z.object({ q: z.string().max(400).optional() }) },
    responses: ok(z.object({ holders: z.array(z.object({ user_identity_token: z.string(), name: z.string(), email: z.string(), points: z.number().int(), entries: z.number().int() })) }), 'Holders'),
  }),
  entries: createRoute({
    ...head('admin', 'get', '/events/{eventId}/points/users/{userToken}/entries', 'One person’s ledger entries at the event with their voids (event administrators)'),
    request: { params: EventPath.extend({ userToken: z.string().max(200).openapi({ param: { name: 'userToken', in: 'path' } }) }) },
    responses: ok(
      z.object({
        user: z.object({ user_identity_token: z.string(), name: z.string(), email: z.string() }),
        points: z.number().int(),
        entries: z.array(z.object({ id: z.number().int(), source: z.string(), points: z.number().int(), reason: z.string().nullable(), created_at: z.string(), voided: z.boolean(), void_reason: z.string().nullable() })),
      }),
      'Entries',
    ),
  }),
  void: createRoute({
    ...head('admin', 'post', '/events/{eventId}/points/entries/{entryId}/void', 'Void a ledger entry with a reason (a negating entry is appended; 422 points.already_voided the second time; event administrators)'),
    request: { params: EventPath.extend({ entryId: id('entryId') }), ...jsonBody(z.object({ reason: z.string().max(1000).openapi({ example: 'Scanned a screenshot' }) })) },
    responses: ok(z.object({ id: z.number().int(), voids_entry_id: z.number().int(), points: z.number().int(), reason: z.string().nullable() }), 'Voided'),
  }),
};

/** SPEC §1 treasure hunt, §7 `treasure_hunt_leaderboard_external`, and the points ledger's boards and voids (issue #19). */
export function treasureHuntApi() {
  const app = new OpenAPIHono<ApiEnv>();
  const ctx = (c: Context<ApiEnv>) => c.var.ctx;
  const scope = async (c: Context<ApiEnv>, p: { eventId: number; componentId: number }) => openTreasureHunts(ctx(c), { ...(await contentRequest(c, p.eventId)), componentId: p.componentId });
  app.openapi(routes.hunts, async (c) => c.json(await listHunts(ctx(c), await scope(c, c.req.valid('param'))), 200));
  app.openapi(routes.hunt, async (c) => {
    const p = c.req.valid('param');
    return c.json(await huntDetail(ctx(c), await scope(c, p), p.huntId), 200);
  });
  app.openapi(routes.board, async (c) => {
    const s = await scope(c, c.req.valid('param'));
    return c.json(await pointsLeaderboard(ctx(c), s.eventId, { source: c.req.valid('query').source, viewerId: s.viewer?.id ?? null }), 200);
  });
  app.openapi(routes.scan, async (c) => c.json(await scanTreasure(ctx(c), await contentRequest(c, c.req.valid('param').eventId), c.req.valid('json')), 200));
  app.openapi(routes.external, async (c) => {
    const viewer = await optionalViewer(c);
    return c.json(await treasureLeaderboard(ctx(c), c.req.valid('param').treasureUuid, viewer?.id ?? null), 200);
  });
  app.openapi(routes.adminList, async (c) => c.json({ treasure_hunts: await listHuntsAdmin(ctx(c), await eventViewer(c), c.req.valid('param').eventId) }, 200));
  app.openapi(routes.createHunt, async (c) => c.json(await createHunt(ctx(c), await eventViewer(c), c.req.valid('param').eventId, c.req.valid('json')), 200));
  app.openapi(routes.updateHunt, async (c) => {
    const p = c.req.valid('param');
    return c.json(await updateHunt(ctx(c), await eventViewer(c), p.eventId, p.huntId, c.req.valid('json')), 200);
  });
  app.openapi(routes.deleteHunt, async (c) => {
    const p = c.req.valid('param');
    await deleteHunt(ctx(c), await eventViewer(c), p.eventId, p.huntId);
    return c.json({ status: 'ok' as const }, 200);
  });
  app.openapi(routes.createPoint, async (c) => {
    const p = c.req.valid('param');
    return c.json(await createPoint(ctx(c), await eventViewer(c), p.eventId, p.huntId, c.req.valid('json')), 200);
  });
  app.openapi(routes.updatePoint, async (c) => {
    const p = c.req.valid('param');
    return c.json(await updatePoint(ctx(c), await eventViewer(c), p.eventId, p.pointId, c.req.valid('json')), 200);
  });
  app.openapi(routes.deletePoint, async (c) => {
    const p = c.req.valid('param');
    await deletePoint(ctx(c), await eventViewer(c), p.eventId, p.pointId);
    return c.json({ status: 'ok' as const }, 200);
  });
  app.openapi(routes.holders, async (c) => c.json({ holders: await searchPointHolders(ctx(c), await eventViewer(c), c.req.valid('param').eventId, c.req.valid('query')) }, 200));
  app.openapi(routes.entries, async (c) => {
    const p = c.req.valid('param');
    return c.json(await adminUserEntries(ctx(c), await eventViewer(c), p.eventId, p.userToken), 200);
  });
  app.openapi(routes.void, async (c) => {
    const p = c.req.valid('param');
    return c.json(await adminVoidEntry(ctx(c), await eventViewer(c), p.eventId, p.entryId, c.req.valid('json')), 200);
  });
  return app;
}
