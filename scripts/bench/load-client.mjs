/**
 * The checkout benchmark's load generator (a worker thread, see raw-http-client.mjs).
 * workerData: { url, ticketId, users: [{ email, auth }], concurrency }; posts { ms, results }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openClient } from './raw-http-client.mjs';

const { url, ticketId, users, concurrency } = workerData;
const target = new URL(url);
const results = new Array(users.length);
let next = 0;

async function buy(client, u) {
  const res = await client.post(
    JSON.stringify({
      ticket_id: ticketId,
      personal_form: { first_name: 'Bench', last_name: 'Buyer', email: u.email },
      terms_accepted: true,
      gdpr_consent: true,
    }),
    u.auth,
  );
  if (res.status === 200) return 'sold';
  const code = JSON.parse(res.body).errors?.[0]?.code;
  return code === 'tickets.sold_out' ? 'sold_out' : `failed:${res.status}:${code}`;
}

const t0 = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    const client = openClient(target);
    try {
      while (next < users.length) {
        const i = next++;
        results[i] = await buy(client, users[i]).catch((e) => `failed:${e.message}`);
      }
    } finally {
      client.close();
    }
  }),
);
parentPort.postMessage({ ms: performance.now() - t0, results });
