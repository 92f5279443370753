/**
 * What building one statement's SQL costs in drizzle (no database): a select of every column of
 * inbox_messages joined with users, as the inbox reads a message. Run it before and after a change
 * to drizzle-orm or its patch (patches/drizzle-orm+*.patch):
 *   node --import tsx scripts/bench/profile-query-build.ts          (add --cpu-prof for a profile)
 */
import { performance } from 'node:perf_hooks';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import { schema } from '@foyer/db';

const db = drizzle.mock({ schema });
const m = schema.inbox_messages;
const build = () =>
  db
    .select()
    .from(m)
    .innerJoin(schema.users, eq(schema.users.id, m.user_id))
    .where(and(eq(m.inbox_thread_id, 5), inArray(m.id, [1, 2, 3])))
    .orderBy(desc(m.id))
    .limit(20)
    .toSQL();

for (let k = 0; k < 2000; k++) build(); // warm-up: let the JIT settle
const ms: number[] = [];
for (let round = 0; round < 5; round++) {
  const started = performance.now();
  for (let k = 0; k < 10_000; k++) build();
  ms.push(performance.now() - started);
}
ms.sort((a, b) => a - b);
console.log(`building one select with a join (${build().sql.length} characters of SQL): ${(ms[2]! / 10).toFixed(1)} µs (median of 5 × 10,000)`);
