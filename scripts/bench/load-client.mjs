/**
 * The checkout benchmark's load generator, run in a worker thread so that the HTTP client's
 * work does not share the event loop of the server it measures — as an external load tool
 * (wrk, autocannon) would not. node:http with keep-alive rather than fetch: a load generator
 * should cost as little as it can, and fetch's WHATWG streams cost several times more per call.
 * Plain JavaScript: worker threads do not inherit tsx.
 * workerData: { url, ticketId, users: [{ email, auth }], concurrency }; posts { ms, results }.
 */
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, ticketId, users, concurrency } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
const results = new Array(users.length);
let next = 0;

function post(body, auth) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: auth } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function buy(u) {
  const res = await post(
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
    while (next < users.length) {
      const i = next++;
      results[i] = await buy(users[i]).catch((e) => `failed:${e.message}`);
    }
  }),
);
agent.destroy();
parentPort.postMessage({ ms: performance.now() - t0, results });
