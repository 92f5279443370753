import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestCtx, type TestCtx } from '@foyer/core/testing/index';
import { createApi } from './create-api.ts';
import { buildApiWorld } from './testing/api-world.ts';
import { isStream, loadOperations, type JsonSchema, type Operation } from './testing/openapi-operations.ts';

/**
 * Issue #14: fuzzing from the OpenAPI document. Every operation it lists (new ones included,
 * without writing anything here) is called with generated hostile input — wrong types, huge and
 * odd strings, negative and huge numbers, NUL bytes, lone surrogates, missing and extra fields,
 * ids of another event — as a guest, an attendee and the event's administrator. No answer may be
 * a 5xx or carry a stack trace, and every refusal is the error envelope.
 *
 * Seeded: FUZZ_SEED=n repeats a run (the seed is printed with any failure); FUZZ_CASES=n sets the
 * cases per operation and role (default 8, half of them with valid ids so they reach the handler: about 5 s).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const CASES = Number(process.env.FUZZ_CASES ?? 8);

let ctx: TestCtx;
let api: ReturnType<typeof createApi>;
let ops: Operation[];
let roles: { name: string; headers: Record<string, string> }[];
let ids: Record<string, number | string>;
let otherIds: Record<string, number | string>;

beforeAll(async () => {
  ctx = await createTestCtx();
  api = createApi(ctx);
  // The shared world (testing/api-world.ts): every id the API takes points at a real row.
  const world = await buildApiWorld(ctx);
  ({ ids, otherIds } = world);
  roles = [
    { name: 'guest', headers: {} },
    { name: 'attendee', headers: world.as(world.users.attendee) },
    { name: 'admin', headers: world.as(world.users.admin) },
  ];
  // Streams never end by themselves; the realtime tests cover their parameters.
  ops = (await loadOperations(api)).filter((op) => !isStream(op));
});
afterAll(() => ctx?.close());

/** Values no field should ever choke on: each a way real clients (or attackers) get input wrong. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER, 1e308, -0.5, '', ' ', '0', '-1', '1e400', 'NaN', 'null'),
  fc.constantFrom('a\u0000b', 'x\uD800', '\u202Eevil', '🎟️🇵🇱', 'Zażółć gęślą jaźń', '<script>alert(1)</script>', "' or 1=1 --", '../../etc/passwd', '%00'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.constant('x'.repeat(70_000)),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxKeys: 3 }),
);

/** A value of roughly the declared type, so a case can spoil one field and reach the others. */
function plausible(s: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const type = [s?.type].flat()[0];
  if (s?.enum?.length) return fc.constantFrom(...s.enum);
  if (type === 'integer' || type === 'number') return fc.integer({ min: 1, max: 5 });
  if (type === 'boolean') return fc.boolean();
  if (type === 'array') return fc.array(plausible(s?.items), { maxLength: 2 });
  if (type === 'object') return body(s);
  return fc.string({ minLength: 1, maxLength: 12 });
}

/** A JSON body: each declared field plausible or hostile, some required ones dropped, an extra one added. */
function body(s: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const props = Object.entries(s?.properties ?? {});
  if (!props.length) return fc.oneof(fc.constant({}), hostile);
  return fc.oneof(
    { weight: 5, arbitrary: fc.record(Object.fromEntries(props.map(([k, p]) => [k, fc.oneof(plausible(p), hostile)])), { requiredKeys: [] }).chain((o) => fc.record({ o: fc.constant(o), extra: fc.boolean() }).map(({ o: v, extra }) => (extra ? { ...v, __proto__x: 1, ['x'.repeat(300)]: 'extra' } : v))) },
    { weight: 1, arbitrary: hostile },
  );
}

/** A path or query value: hostile text, or an id of another event. */
const param = (name: string): fc.Arbitrary<string> =>
  fc.oneof(
    hostile.map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '')),
    fc.constant(String(otherIds[name] ?? 1)),
    fc.constant(String(ids[name] ?? 1)),
  );

/** One request's input; `reach` keeps the path's ids valid, so the body and query get past the route to the handler. */
function caseFor(op: Operation, reach: boolean) {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  return fc.record({
    path: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, reach ? fc.constant(String(ids[p.name] ?? 1)) : param(p.name)]))),
    query: fc.record(Object.fromEntries(queryParams.map((p) => [p.name, param(p.name)])), { requiredKeys: [] }),
    body: body(op.body),
  });
}

/** Percent-encoding that also sends what a browser never would: a lone surrogate becomes invalid UTF-8 bytes. */
const enc = (v: string) => encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, (ch, at: number, all: string) => (/[\uD800-\uDBFF][\uDC00-\uDFFF]/.test(all.slice(at - 1, at + 1) + all.slice(at, at + 2)) ? ch : '\u0001'))).replace(/%01/g, '%ED%A0%80');

function urlOf(op: Operation, c: { path: Record<string, string>; query: Partial<Record<string, string>> }) {
  let url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => enc(c.path[name] ?? '1'));
  const q = Object.entries(c.query).filter((e): e is [string, string] => e[1] !== undefined);
  if (q.length) url += `?${q.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&')}`;
  return url;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('finds the operations', () => {
    expect(ops.length).toBeGreaterThan(50);
  });

  it(`never answers 5xx, never shows a stack, always refuses with the envelope (seed ${SEED}, ${CASES} cases per operation and role)`, async () => {
    const failures: string[] = [];
    for (const [i, op] of ops.entries()) {
      // Half the cases reach the handler with valid ids; the others spoil the path too.
      const reaching = Math.ceil(CASES / 2);
      const cases = [...fc.sample(caseFor(op, true), { seed: SEED + i, numRuns: reaching }), ...fc.sample(caseFor(op, false), { seed: SEED + i, numRuns: CASES - reaching })];
      for (const c of cases) {
        for (const role of roles) {
          const url = urlOf(op, c);
          const sendsBody = op.method !== 'GET' && op.method !== 'DELETE';
          const res = await api.request(url, {
            method: op.method,
            headers: { 'content-type': 'application/json', ...role.headers },
            ...(sendsBody ? { body: JSON.stringify(c.body) ?? 'null' } : {}),
          });
          const text = await res.text();
          const where = `${op.method} ${op.path} as ${role.name} (FUZZ_SEED=${SEED}, case ${JSON.stringify({ url, body: sendsBody ? c.body : undefined }).slice(0, 300)})`;
          if (res.status >= 500) failures.push(`${where}: ${res.status} ${text.slice(0, 200)}`);
          else if (/\n\s+at .+\(.*:\d+:\d+\)/.test(text) || text.includes('node_modules')) failures.push(`${where}: a stack trace in the answer`);
          else if (res.status >= 400 && res.headers.get('content-type')?.includes('json')) {
            const parsed = JSON.parse(text) as { errors?: { code?: unknown }[] };
            if (!Array.isArray(parsed.errors) || !parsed.errors.every((e) => typeof e.code === 'string')) failures.push(`${where}: ${res.status} without the error envelope: ${text.slice(0, 200)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
