import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { Column, is, SQL, sql, Table } from 'drizzle-orm';
import type * as Drizzle from 'drizzle-orm';
import { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CasingCache } from 'drizzle-orm/casing';
import { events } from './schema/index.ts';

/**
 * drizzle-orm is patched (patches/drizzle-orm+0.45.4.patch, applied by `npm install`'s
 * postinstall): is() keeps its answers per prototype. These are the answers it must keep giving,
 * asked twice each (the second from the kept answer), in both of the package's module formats.
 */
const cjs = createRequire(import.meta.url)('drizzle-orm') as typeof Drizzle;

describe.each([
  ['ESM', is],
  ['CommonJS', cjs.is],
])('drizzle is() (%s)', (_format, isEntity) => {
  it('says yes for a class and its ancestors, no for the others, the same the second time', () => {
    const chunk = sql`select 1`;
    for (let round = 0; round < 2; round++) {
      expect(isEntity(events.id, PgColumn)).toBe(true);
      expect(isEntity(events.id, Column)).toBe(true);
      expect(isEntity(events.id, SQL)).toBe(false);
      expect(isEntity(events, Table)).toBe(true);
      expect(isEntity(events, PgTable)).toBe(true);
      expect(isEntity(chunk, SQL)).toBe(true);
      expect(isEntity(chunk, Column)).toBe(false);
      expect(isEntity({}, SQL)).toBe(false);
      expect(isEntity(null, SQL)).toBe(false);
      expect(isEntity('text', SQL)).toBe(false);
    }
  });

  it('is the patched one (npm install applies patches/ in postinstall)', () => {
    expect(String(isEntity)).toContain('isAnswers');
  });

  it('names a column by its key without building a cache key when there is no casing option', () => {
    const casing = new CasingCache();
    expect(casing.getColumnCasing(events.lp_url)).toBe('lp_url');
    expect(String(casing.getColumnCasing)).toContain('noopCase) return column.name');
  });

  it('still refuses a class that is not drizzle’s', () => {
    class NotDrizzle {}
    expect(() => isEntity({}, NotDrizzle as never)).toThrow(/doesn't look like a Drizzle entity/);
  });
});
