/**
 * The checkout benchmark's load generator, run in a worker thread so that the HTTP client's
 * work (undici, JSON) does not share the event loop of the server it measures — as an external
 * load tool (wrk, autocannon) would not. Plain JavaScript: worker threads do not inherit tsx.
 * workerData: { url, ticketId, users: [{ email, auth }], concurrency }; posts { ms, results }.
 */
import { parentPort, workerData } from 'node:worker_threads';

const { url, ticketId, users, concurrency } = workerData;
const results = new Array(users.length);
let next = 0;

async function buy(u) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: u.auth },
    body: JSON.stringify({
      ticket_id: ticketId,
      personal_form: { first_name: 'Bench', last_name: 'Buyer', email: u.email },
      terms_accepted: true,
      gdpr_consent: true,
    }),
  });
  const body = await res.json();
  if (res.status === 200) return 'sold';
  const code = body.errors?.[0]?.code;
  return code === 'tickets.sold_out' ? 'sold_out' : `failed:${res.status}:${code}`;
}

const t0 = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < users.length) {
      const i = next++;
      results[i] = await buy(users[i]).catch((e) => `failed:${e.message}`);
    }
  }),
);
parentPort.postMessage({ ms: performance.now() - t0, results });
