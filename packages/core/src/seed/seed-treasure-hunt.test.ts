import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '../testing/index.ts';
import { readTreasureInput, signTreasureCode } from '../treasure-hunt/treasure-code.ts';
import { seedTreasureHunt } from './seed-treasure-hunt.ts';

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await createTestCtx();
});
afterAll(() => ctx?.close());

describe('the demo treasure hunt', () => {
  it('has five places with fresh random codes each time, every one a valid signed QR', async () => {
    const codes: string[] = [];
    for (let run = 0; run < 2; run++) {
      const event = await insertEvent(ctx);
      const component = await insertComponent(ctx, event.id, 'treasure_hunt');
      const { huntId } = await seedTreasureHunt({ db: ctx.db, seed: 1, now: ctx.clock.now(), eventId: event.id }, component.id);
      const points = await ctx.db.select().from(schema.treasure_hunt_points).where(eq(schema.treasure_hunt_points.treasure_hunt_id, huntId)).orderBy(asc(schema.treasure_hunt_points.order));
      expect(points.map((p) => p.name)).toEqual(['Registration desk', 'Main stage', 'Coffee corner', 'Sponsor wall', 'Rooftop terrace']);
      for (const p of points) expect(readTreasureInput(ctx.config.sessionSecret, signTreasureCode(ctx.config.sessionSecret, p.code))).toEqual({ code: p.code, signed: true });
      codes.push(...points.map((p) => p.code));
    }
    // Same seed, other codes: a demo installation's printed codes are not derivable from the seed.
    expect(new Set(codes).size).toBe(10);
  });
});
