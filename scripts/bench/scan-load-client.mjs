/**
 * The door benchmark's load generator (a worker thread, see raw-http-client.mjs): `concurrency`
 * doors scanning the given ticket codes once each, as fast as the server answers.
 * workerData: { url, auth, codes, concurrency }; posts { ms, outcomes }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openClient } from './raw-http-client.mjs';

const { url, auth, codes, concurrency } = workerData;
const target = new URL(url);
const outcomes = new Array(codes.length);
let next = 0;

const t0 = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    const client = openClient(target);
    try {
      while (next < codes.length) {
        const i = next++;
        const res = await client.post(JSON.stringify({ code: codes[i] }), auth).catch((e) => ({ status: 0, body: e.message }));
        outcomes[i] = res.status === 200 ? JSON.parse(res.body).outcome : `failed:${res.status}`;
      }
    } finally {
      client.close();
    }
  }),
);
parentPort.postMessage({ ms: performance.now() - t0, outcomes });
