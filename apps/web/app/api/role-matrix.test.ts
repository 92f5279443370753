import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { AccessModeType } from '@foyer/db/schema';
import type { TestUser } from '@foyer/core/access/test-users';
import { createSocialTestCtx, type SocialTestCtx } from '@foyer/core/accounts/testing/index';
import type { Ctx } from '@foyer/core/context';
import { TEST_GATEWAY_CREDENTIALS } from '@foyer/core/payments/testing/start-gateway-fakes';
import { accessLevels, isAccessLevel, type AccessLevel } from './access-levels.ts';
import { createApi } from './create-api.ts';
import { buildApiWorld, type ApiWorld } from './testing/api-world.ts';
import { loadOperations, type Operation } from './testing/openapi-operations.ts';
import { validRequest } from './testing/valid-requests.ts';

/**
 * Issue #14: the role matrix from the OpenAPI document. Every operation carries `x-access`
 * (access-levels.ts); each is called with a valid request (testing/valid-requests.ts: the world's
 * ids, schema-shaped bodies, fresh credentials for sign-in calls) as a guest, an attendee (who
 * bought the order the owner-only calls name), another attendee, an exhibitor's moderator, the
 * admin of another event, the event's admin and an organizer (an admin through the event's
 * organization who never joined), on a close event; then as a guest and that
 * outsider once the event is open; and, for calls that name a row of the event, as the outsider
 * through their own event's id. Allowed callers must not be refused (401/403); refused ones must
 * be: guests 401, signed-in callers 403 (an outsider on an admin call 403 or 404, anyone but the
 * owner 401/403/404). Each operation is one test named by method and path; failures name the role.
 * The calls are fixed, not sampled (about 870, a few seconds); ROLE_MATRIX_REPORT=file.tsv writes
 * each call's status and error code.
 */

// The document is known without a database: the operations become one test each.
const docApi = createApi({} as Ctx);
const ops = await loadOperations(docApi);

type Role = { name: string; user: (w: ApiWorld) => TestUser | null; member?: boolean; admin?: boolean; owner?: boolean; moderator?: boolean };
const guest: Role = { name: 'guest', user: () => null };
const outsider: Role = { name: 'admin of another event', user: (w) => w.users.otherAdmin };
const roles: Role[] = [
  guest,
  { name: 'attendee', user: (w) => w.users.attendee, member: true, owner: true },
  { name: 'another attendee', user: (w) => w.users.otherAttendee, member: true },
  { name: 'moderator of another exhibitor', user: (w) => w.users.moderator, member: true, moderator: true },
  outsider,
  { name: 'admin', user: (w) => w.users.admin, member: true, admin: true },
  { name: 'organizer (not joined)', user: (w) => w.users.organizer, admin: true },
];

/** Whether `level` lets `role` in, on a close event or an open one. */
function allows(level: AccessLevel, role: Role, signedIn: boolean, open: boolean): boolean {
  switch (level) {
    case 'public':
    case 'signature':
      return true;
    case 'user':
      return signedIn;
    case 'event':
      return open || !!role.member || !!role.admin;
    case 'event-user':
      return signedIn && (open || !!role.member || !!role.admin);
    case 'member':
      return !!role.member || !!role.admin;
    case 'admin':
      return !!role.admin;
    case 'owner':
      return !!role.owner;
    case 'moderator':
      return !!role.moderator;
    case 'moderated':
      // The world's moderator moderates another exhibitor than the one the paths name.
      return false;
  }
}

/** Path parameters naming a row of the event (not enums or the event itself). */
const rowParams = (op: Operation) => op.params.filter((p) => p.in === 'path' && p.name !== 'eventId' && /^(id|uuid)$|(Id|Uuid)$/.test(p.name));

let ctx: SocialTestCtx;
let api: ReturnType<typeof createApi>;
let world: ApiWorld;
let storageDir: string;
const tally = { calls: 0, succeeded: 0 };
/** Every call's operation, role, status and error code; ROLE_MATRIX_REPORT=file.tsv writes it. */
const report: string[] = [];

beforeAll(async () => {
  ctx = await createSocialTestCtx();
  storageDir = await mkdtemp(join(tmpdir(), 'foyer-role-matrix-'));
  ctx.config = {
    ...ctx.config,
    storageDir,
    payments: { ...ctx.config.payments, bluemedia: { baseUrl: 'http://127.0.0.1:9', ...TEST_GATEWAY_CREDENTIALS.bluemedia } },
  };
  api = createApi(ctx);
  world = await buildApiWorld(ctx, { accessMode: 'close' });
});
afterAll(async () => {
  if (process.env.ROLE_MATRIX_REPORT) await writeFile(process.env.ROLE_MATRIX_REPORT, `${report.join('\n')}\n`);
  console.log(`role matrix: ${ops.length} operations, ${tally.calls} calls, ${tally.succeeded} of them answered 2xx/3xx`);
  await ctx?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

async function call(op: Operation, user: TestUser | null, eventId?: number) {
  const { url, init } = await validRequest(op, { ctx, world }, user, eventId);
  const res = await api.request(url, init);
  tally.calls += 1;
  if (res.status < 400) tally.succeeded += 1;
  // A stream that opened is closed at once: its status is what is checked.
  const text = res.headers.get('content-type')?.startsWith('text/event-stream') ? (await res.body?.cancel(), '') : await res.text();
  const code = res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as { errors?: { code: string }[] }).errors?.[0]?.code : undefined;
  return { status: res.status, text, code, url };
}

/** SPEC §4's payment outcome for someone who did not buy the order: told nothing about it. */
const toldNothing = (a: { status: number; text: string }) =>
  a.status === 200 && /"outcome":"(unauthorized|error)","order":null/.test(a.text) && !world.ownerSecrets.some((s) => a.text.includes(s));

/** One call's verdict: null when the answer fits `level`, else a message naming method, path and role. */
async function judge(op: Operation, level: AccessLevel, role: Role, o: { open?: boolean; ownEvent?: boolean } = {}): Promise<string | null> {
  const user = role.user(world);
  const a = await call(op, user, o.ownEvent ? world.other.id : undefined);
  report.push(`${op.method} ${op.path}\t${role.name}${o.open ? ' (open event)' : ''}${o.ownEvent ? ' (own event id)' : ''}\t${a.status}\t${a.code ?? ''}`);
  const who = `${role.name}${o.open ? ' (open event)' : ''}${o.ownEvent ? ' with its own event id' : ''}`;
  const where = `${op.method} ${op.path} as ${who} [x-access: ${level}]`;
  const got = `${a.status}${a.code ? ` ${a.code}` : ''} (${a.url})`;
  if (a.status >= 500) return `${where}: ${got} ${a.text.slice(0, 160)}`;
  if (o.ownEvent) {
    // Ids of this event under another event's id: not found, whoever runs that event.
    return a.status === 404 || toldNothing(a) ? null : `${where}: expected 404 for another event's row, got ${got}`;
  }
  if (allows(level, role, user !== null, !!o.open)) {
    return a.status === 401 || a.status === 403 ? `${where}: allowed, but refused with ${got}` : null;
  }
  const expected = !user ? [401] : level === 'owner' || level === 'moderated' ? [403, 404] : level === 'admin' && !role.member ? [403, 404] : [403];
  if (level === 'owner' && !user) expected.push(404);
  if (expected.includes(a.status) || (level === 'owner' && toldNothing(a))) return null;
  return `${where}: must be refused (${expected.join(' or ')}), got ${got}${a.status < 300 ? ` ${a.text.slice(0, 120)}` : ''}`;
}

async function setAccessMode(mode: AccessModeType) {
  await ctx.db.update(schema.events).set({ access_mode_type: mode }).where(eq(schema.events.id, world.event.id));
}

/** Undoes what a call changed about who belongs to the event (join, buying a free ticket). */
async function restoreMemberships() {
  const m = schema.event_memberships;
  const members = [world.users.attendee, world.users.otherAttendee, world.users.moderator, world.users.admin].map((u) => u.viewer.id);
  await ctx.db.delete(m).where(and(eq(m.event_id, world.event.id), notInArray(m.user_id, members)));
  await ctx.db.update(m).set({ joined: true }).where(and(eq(m.event_id, world.event.id), inArray(m.user_id, members)));
}

describe('the role matrix of the OpenAPI document', () => {
  it('every operation says who may call it (x-access)', () => {
    const untagged = ops
      .filter((op) => !isAccessLevel(op.access))
      .map((op) => `${op.method} ${op.path}: x-access ${op.access === undefined ? 'missing' : `${JSON.stringify(op.access)} is not one of ${Object.keys(accessLevels).join(', ')}`}`);
    expect(untagged, 'tag each route: createRoute({ ...xAccess(level), … }) (access-levels.ts)').toEqual([]);
  });

  it('every route the API serves is an operation of the document (so none escapes this test)', () => {
    const documented = new Set(ops.map((op) => `${op.method} ${op.path}`));
    const served = docApi.routes
      .filter((r) => r.method !== 'ALL' && r.path !== '/openapi.json')
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    expect([...new Set(served)].filter((r) => !documented.has(r)), 'declare each with createRoute + app.openapi, not app.get/app.post').toEqual([]);
  });

  it.each(ops.filter((op) => isAccessLevel(op.access)).map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async (_name, op) => {
    const level = op.access as AccessLevel;
    const verdicts: (string | null)[] = [];
    try {
      for (const role of roles) verdicts.push(await judge(op, level, role));
      if (rowParams(op).length && op.params.some((p) => p.name === 'eventId') && level !== 'public' && level !== 'user') {
        verdicts.push(await judge(op, level, outsider, { ownEvent: true }));
      }
      await setAccessMode('none');
      for (const role of [guest, outsider]) verdicts.push(await judge(op, level, role, { open: true }));
    } finally {
      await setAccessMode('close');
      await restoreMemberships();
    }
    expect(verdicts.filter(Boolean)).toEqual([]);
  });
});
