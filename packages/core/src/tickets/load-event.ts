import { schema, type Db } from '@foyer/db';
import { eq, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import type { EventRow } from './load-catalogue.ts';

/** Built once per database: checkout reads the event on every purchase (events/getEventById builds it each time). */
const prepared = new WeakMap<Db, ReturnType<typeof build>>();

function build(db: Db) {
  return db.select().from(schema.events).where(eq(schema.events.id, sql.placeholder('id'))).limit(1).prepare('foyer_event_by_id');
}

/** The event row, like events/getEventById (same error), for the checkout's hot path. */
export async function loadEvent(ctx: Pick<Ctx, 'db'>, eventId: number): Promise<EventRow> {
  let query = prepared.get(ctx.db);
  if (!query) prepared.set(ctx.db, (query = build(ctx.db)));
  const [row] = await query.execute({ id: eventId });
  if (!row) throw new AppError('event.invalid', 'Please use valid link provided by the event organizer');
  return row;
}
