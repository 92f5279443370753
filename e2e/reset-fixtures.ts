import postgres from 'postgres';
import { e2eDatabaseUrl } from './e2e-database.ts';
import { e2eEvents } from './fixture-data.ts';

/**
 * Journeys that change shared fixture rows put them back first, so Playwright's retry of a failed
 * attempt meets the state the attempt did (a retry on a dirty slate fails for a reason that is not
 * the one being retried). Without a run database (the embedded one is the server's alone) there
 * is nothing to reset: such a run has no retries.
 */
async function withRunDatabase(work: (sql: postgres.Sql) => Promise<void>): Promise<void> {
  const url = e2eDatabaseUrl();
  if (!url) return;
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await work(sql);
  } finally {
    await sql.end();
  }
}

/** The games' fixture players start clean: their points, treasure finds and Scan & talk pairs are deleted (points are given once per person). */
export async function resetPlayers(emails: string[]): Promise<void> {
  await withRunDatabase((sql) =>
    sql.begin(async (tx) => {
      const ids = (await tx`select id from users where email in ${tx(emails)}`).map((r) => r.id as number);
      if (ids.length === 0) return;
      // One statement for the ledger: a void row points at the entry it voids.
      await tx`delete from point_entries where user_id in ${tx(ids)}`;
      await tx`delete from treasure_hunt_scans where user_id in ${tx(ids)}`;
      await tx`delete from qr_scans where scanner_user_id in ${tx(ids)} or scanned_user_id in ${tx(ids)}`;
    }),
  );
}

/** The moderation journey's booth event: the exhibitor's first texts and no logo; no update listed. */
export async function resetBooth(): Promise<void> {
  const f = e2eEvents.booth;
  await withRunDatabase((sql) =>
    sql.begin(async (tx) => {
      const [event] = await tx`select id from events where lp_url = ${f.slug}`;
      if (!event) return;
      await tx`update exhibitors set description = ${f.exhibitorTexts.description}, translations = ${tx.json(f.exhibitorTexts.translations)}, picture = null
        where event_id = ${event.id} and name = ${f.exhibitor}`;
      // Canceled updates are hidden everywhere: the lists start empty, as on the first attempt.
      await tx`update exhibitor_updates set status = 'canceled' where event_id = ${event.id}`;
      await tx`update speaker_updates set status = 'canceled' where event_id = ${event.id}`;
    }),
  );
}
