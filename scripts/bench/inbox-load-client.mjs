/**
 * The subscriber and the senders of the inbox benchmark (bench-inbox.ts), in a process of their
 * own so the web process's CPU is its own. Input (argv[2], JSON): { streamUrl, cookie, postUrl,
 * auths: [ … ] (the senders, taken in turn), connections, rate, seconds, warmupRate,
 * warmupSeconds, warmupFullSeconds, waitMs }.
 *
 * The subscriber holds `GET /api/v1/realtime/me` as the web UI does (session cookie) on a raw
 * socket and notes when each `inbox` event arrives, by its message_id. The senders post replies
 * (`POST …/inbox/threads/{id}/response`, a bearer token, a unique temp_id) over `connections`
 * keep-alive sockets at `rate` a second, paced by a schedule — message i is due at t0 + i/rate
 * whether or not earlier answers came back (a due message with every socket busy waits for the
 * first one free, and that wait counts) — after `warmupSeconds` at `warmupRate` and then
 * `warmupFullSeconds` at `rate`, which are not counted. Latency is from a message's due time to the arrival of its event; a message whose
 * event has not arrived `waitMs` after the last answer is lost. Answers (IPC) { result } and exits.
 */
import { connect } from 'node:net';
import { openClient } from './raw-http-client.mjs';

const opts = JSON.parse(process.argv[2]);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** message_id → when its event reached the subscriber (performance.now()). */
const arrivals = new Map();

function subscribe() {
  const target = new URL(opts.streamUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: target.hostname, port: Number(target.port), noDelay: true });
    let text = '';
    let connected = false;
    socket.on('data', (chunk) => {
      const now = performance.now();
      text += chunk.toString('latin1');
      if (!connected) {
        if (!text.includes(': connected')) {
          if (text.includes('\r\n\r\n') && !text.startsWith('HTTP/1.1 200')) reject(new Error(`stream answered: ${text.slice(0, 300)}`));
          return;
        }
        connected = true;
        resolve(socket);
      }
      // Frames may share a chunk or straddle two: read every whole frame, keep the rest.
      const end = text.lastIndexOf('\n\n');
      if (end === -1) return;
      for (const m of text.slice(0, end).matchAll(/"message_id":(\d+)/g)) {
        const id = Number(m[1]);
        if (!arrivals.has(id)) arrivals.set(id, now);
      }
      text = text.slice(end + 2);
    });
    socket.on('error', reject);
    socket.write(
      `GET ${target.pathname} HTTP/1.1\r\nhost: ${target.host}\r\naccept: text/event-stream\r\naccept-language: en\r\n` +
        `cache-control: no-cache\r\ncookie: ${opts.cookie}\r\nconnection: keep-alive\r\n\r\n`,
    );
  });
}

/**
 * Sends `count` messages at `rate` a second over a pool of keep-alive sockets; resolves with one
 * record per message: { due, written, answered, status, id }.
 */
async function send(pool, count, rate, tag) {
  const records = new Array(count);
  const free = [...pool];
  const backlog = [];
  let next = 0;
  let done = 0;
  let finish;
  const finished = new Promise((r) => (finish = r));
  const t0 = performance.now() + 5;

  const post = (client, i) => {
    const rec = records[i];
    rec.written = performance.now();
    const body = JSON.stringify({ message: `Bench message ${tag}-${i}: see you at the coffee stand at ten?`, temp_id: `${tag}-${i}` });
    // A socket the server closed (idle past its keep-alive timeout) would leave the answer pending for ever.
    let timer;
    const timeout = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('no answer within 30 s')), 30_000)));
    Promise.race([client.post(body, opts.auths[i % opts.auths.length]), timeout])
      .then((res) => {
        rec.answered = performance.now();
        rec.status = res.status;
        if (res.status === 200) rec.id = JSON.parse(res.body).id;
        else rec.failure = res.body.slice(0, 300);
      })
      .catch((e) => {
        rec.answered = performance.now();
        rec.status = 0;
        rec.failure = String(e);
      })
      .finally(() => {
        clearTimeout(timer);
        done += 1;
        const waiting = backlog.shift();
        if (waiting !== undefined) post(client, waiting);
        else free.push(client);
        if (done === count) finish();
      });
  };
  // A 1 ms tick dispatches every message whose time has come.
  while (next < count) {
    const due = Math.min(count, Math.floor(((performance.now() - t0) * rate) / 1000) + 1);
    for (; next < due; next++) {
      records[next] = { due: t0 + (next * 1000) / rate };
      // First in, first out: every socket is used in turn, so none idles past the server's keep-alive timeout at a low rate.
      const client = free.shift();
      if (client) post(client, next);
      else backlog.push(next);
    }
    await sleep(1);
  }
  await finished;
  return records;
}

async function run() {
  const stream = await subscribe();
  const pool = Array.from({ length: opts.connections }, () => openClient(new URL(opts.postUrl)));
  try {
    await send(pool, Math.round(opts.warmupRate * opts.warmupSeconds), opts.warmupRate, 'warm');
    // Then a moment at the measured rate: the web process grows its database pool to what the rate
    // needs (a new connection prepares every statement again) once in its life, not in the
    // measured seconds — a server that has been up for a while has done so long ago.
    if (opts.warmupFullSeconds) await send(pool, Math.round(opts.rate * opts.warmupFullSeconds), opts.rate, 'warm-full');
    await sleep(1000);
    const t0 = performance.now();
    const records = await send(pool, Math.round(opts.rate * opts.seconds), opts.rate, 'run');
    const sendSeconds = (Math.max(...records.map((r) => r.answered)) - t0) / 1000;
    // Wait for the stragglers: until every answered message arrived, or waitMs of quiet.
    const deadline = performance.now() + opts.waitMs;
    while (performance.now() < deadline && records.some((r) => r.id !== undefined && !arrivals.has(r.id))) await sleep(50);
    const delays = [];
    const fromWrite = [];
    const answerMs = [];
    const lateStartMs = [];
    let failed = 0;
    let firstFailure = null;
    let lost = 0;
    for (const r of records) {
      answerMs.push(r.answered - r.written);
      lateStartMs.push(r.written - r.due);
      if (r.id === undefined) {
        failed += 1;
        firstFailure ??= `${r.status}: ${r.failure}`;
        continue;
      }
      const at = arrivals.get(r.id);
      if (at === undefined) lost += 1;
      else {
        delays.push(at - r.due);
        fromWrite.push(at - r.written);
      }
    }
    const firstDue = records[0].due;
    const lastArrival = Math.max(...records.map((r) => arrivals.get(r.id) ?? 0));
    return { sent: records.length, failed, firstFailure, lost, delays, fromWrite, answerMs, lateStartMs, sendSeconds, deliverSeconds: (lastArrival - firstDue) / 1000 };
  } finally {
    for (const c of pool) c.close();
    stream.destroy();
  }
}

run().then(
  (result) => process.send({ result }, () => process.exit(0)),
  (err) => process.send({ error: String(err?.stack ?? err) }, () => process.exit(1)),
);
