import postgres from 'postgres';
import { e2eDatabaseUrl } from './e2e-database.ts';

/**
 * Gives the games' fixture players a clean slate: their points, treasure finds and Scan & talk
 * pairs are deleted. A journey that scores calls it first, so Playwright's retry of a failed
 * attempt meets the same starting state as the attempt did (points are given once per person,
 * so a retry on a dirty slate fails for a reason that is not the one being retried). Without a
 * run database (the embedded one is the server's alone) there is nothing to reset: such a run
 * has no retries.
 */
export async function resetPlayers(emails: string[]): Promise<void> {
  const url = e2eDatabaseUrl();
  if (!url) return;
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql.begin(async (tx) => {
      const ids = (await tx`select id from users where email in ${tx(emails)}`).map((r) => r.id as number);
      if (ids.length === 0) return;
      // One statement for the ledger: a void row points at the entry it voids.
      await tx`delete from point_entries where user_id in ${tx(ids)}`;
      await tx`delete from treasure_hunt_scans where user_id in ${tx(ids)}`;
      await tx`delete from qr_scans where scanner_user_id in ${tx(ids)} or scanned_user_id in ${tx(ids)}`;
    });
  } finally {
    await sql.end();
  }
}
