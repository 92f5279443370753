import { schema, type Db } from '@foyer/db';
import { and, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';

/** Advisory-lock namespaces (the two-int form): one lock per person, one per place. */
const USER_LOCK = 18_001;
const PLACE_LOCK = 18_002;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Takes, for the rest of the transaction, the locks of the two people and the place of a
 * meeting about to be accepted. Every accept takes them in the same (sorted) order, so two
 * accepts sharing a person or a place run one after the other and never deadlock; the second
 * then sees the first one's accepted row (READ COMMITTED reads it after the lock).
 */
export async function lockBooking(tx: Tx, m: { from_user_id: number; to_user_id: number; tag_agenda_place_id: number | null }) {
  const keys: [number, number][] = [
    [USER_LOCK, Math.min(m.from_user_id, m.to_user_id)],
    [USER_LOCK, Math.max(m.from_user_id, m.to_user_id)],
  ];
  if (m.tag_agenda_place_id != null) keys.push([PLACE_LOCK, m.tag_agenda_place_id]);
  for (const [ns, id] of keys) await tx.execute(sql`select pg_advisory_xact_lock(${ns}::int, ${id}::int)`);
}

/** Whether an accepted meeting other than `m` takes one of its people or its place at an overlapping time. */
export async function isDoubleBooked(
  tx: Tx,
  m: { id: number; event_id: number; from_user_id: number; to_user_id: number; tag_agenda_place_id: number | null; time_start: Date; time_end: Date },
) {
  const b = schema.bm_meetings;
  const people = [m.from_user_id, m.to_user_id];
  const [hit] = await tx
    .select({ id: b.id })
    .from(b)
    .where(
      and(
        eq(b.event_id, m.event_id),
        eq(b.status, 'accepted'),
        ne(b.id, m.id),
        lt(b.time_start, m.time_end),
        gt(b.time_end, m.time_start),
        or(inArray(b.from_user_id, people), inArray(b.to_user_id, people), m.tag_agenda_place_id != null ? eq(b.tag_agenda_place_id, m.tag_agenda_place_id) : undefined),
      ),
    )
    .limit(1);
  return Boolean(hit);
}
