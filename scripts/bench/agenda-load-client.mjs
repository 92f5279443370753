/**
 * HTTP load generator of the agenda benchmark (bench-agenda.ts), run as its own process so that
 * the server's CPU figures (process.cpuUsage in the parent) hold the server alone and both servers
 * under test meet the very same client. Input (argv[2], JSON): { url, headers: [ {…}, … ] (taken
 * in turn), concurrency, seconds, warmupSeconds }. Tells the parent (IPC) when the measured part
 * starts; output (stdout, JSON): { requests, failed, firstFailure, bytes, seconds }. Keep-alive
 * connections, one per concurrent client, bodies read in full.
 */
import http from 'node:http';

const { url, headers, concurrency, seconds, warmupSeconds = 1 } = JSON.parse(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const target = new URL(url);

function get(h) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: target.hostname, port: target.port, path: target.pathname + target.search, headers: h, agent }, (res) => {
      let bytes = 0;
      const chunks = res.statusCode === 200 ? null : [];
      res.on('data', (c) => {
        bytes += c.length;
        chunks?.push(c);
      });
      res.on('end', () => resolve({ status: res.statusCode, bytes, body: chunks ? Buffer.concat(chunks).toString().slice(0, 300) : '' }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

async function run(ms, count) {
  let requests = 0;
  let failed = 0;
  let bytes = 0;
  let firstFailure = null;
  let turn = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() - t0 < ms) {
        const r = await get(headers[turn++ % headers.length]);
        if (!count) continue;
        if (r.status === 200) {
          requests += 1;
          bytes += r.bytes;
        } else {
          failed += 1;
          firstFailure ??= `${r.status} ${r.body}`;
        }
      }
    }),
  );
  return { requests, failed, firstFailure, bytes, seconds: (performance.now() - t0) / 1000 };
}

await run(warmupSeconds * 1000, false);
process.send?.({ phase: 'measuring' });
const result = await run(seconds * 1000, true);
agent.destroy();
process.stdout.write(JSON.stringify(result));
