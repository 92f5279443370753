/**
 * The subscribers and the poster of the SSE benchmark (bench-sse.ts), in their own process so the
 * server's memory and CPU are its own. Input (argv[2], JSON): { url, cookies: [ … ] (taken in
 * turn), subscribers, connectConcurrency, postUrl, postAuth, posts, pauseMs, waitMs }.
 *
 * Driven over IPC: `{ go: 'connect' }` opens `subscribers` streams on raw sockets (a browser's
 * GET with the session cookie; a stream counts once its `: connected` comment arrived) and
 * answers `{ connected, failed, firstFailure }`; `{ go: 'post' }` posts `posts` threads one after
 * another — each once every stream heard the previous one (or `waitMs` passed) — and answers with
 * every stream's delay from the post's send to the arrival of its `feed_wall` event, in ms;
 * `{ go: 'close' }` closes the streams and exits. A raw socket costs a fraction of EventSource's
 * CPU, which on a shared machine would be taken from the server it measures.
 */
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';

/** The options, from the file bench-sse.ts names (its 10,000 cookies do not fit an argument list). */
const opts = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const target = new URL(opts.url);
const sockets = [];
/** For the post in flight: when it was sent, and which streams heard it. */
let sentAt = 0;
let heard = null;
let heardCount = 0;
let delays = [];
let onAllHeard = null;

function open(i) {
  return new Promise((resolve) => {
    const socket = connect({ host: target.hostname, port: Number(target.port), noDelay: true });
    let head = '';
    let ready = false;
    const done = (failure) => {
      if (ready) return;
      ready = true;
      resolve(failure);
    };
    socket.on('data', (chunk) => {
      if (head !== null) {
        head += chunk.toString('latin1');
        if (!head.includes(': connected')) {
          if (head.includes('\r\n\r\n') && !head.startsWith('HTTP/1.1 200')) {
            socket.destroy();
            done(head.slice(0, 300));
          }
          return;
        }
        head = null;
        done(null);
        return;
      }
      // One SSE frame a write; a feed_wall event is ours (nothing else posts during the run).
      if (heard && !heard[i] && chunk.includes('event: feed_wall')) {
        heard[i] = 1;
        delays.push(performance.now() - sentAt);
        if (++heardCount === sockets.length) onAllHeard?.();
      }
    });
    socket.on('error', (e) => done(String(e)));
    socket.on('close', () => done('closed before connected'));
    const cookie = opts.cookies[i % opts.cookies.length];
    socket.write(
      `GET ${target.pathname} HTTP/1.1\r\nhost: ${target.host}\r\naccept: text/event-stream\r\naccept-language: en\r\n` +
        `cache-control: no-cache\r\ncookie: ${cookie}\r\nconnection: keep-alive\r\n\r\n`,
    );
    sockets[i] = socket;
  });
}

async function connectAll() {
  let next = 0;
  let failed = 0;
  let firstFailure = null;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: opts.connectConcurrency }, async () => {
      while (next < opts.subscribers) {
        const failure = await open(next++);
        if (failure) {
          failed += 1;
          firstFailure ??= failure;
        }
      }
    }),
  );
  return { connected: opts.subscribers - failed, failed, firstFailure, seconds: (performance.now() - t0) / 1000 };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function postAll() {
  const perPost = [];
  const postMs = [];
  for (let p = 0; p < opts.posts; p++) {
    heard = new Uint8Array(sockets.length);
    heardCount = 0;
    delays = [];
    const all = new Promise((resolve) => (onAllHeard = resolve));
    sentAt = performance.now();
    const res = await fetch(opts.postUrl, {
      method: 'POST',
      headers: { authorization: opts.postAuth, 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ message: `Bench post ${p + 1}: is anyone at the coffee stand?` }),
    });
    postMs.push(performance.now() - sentAt);
    if (res.status !== 200) throw new Error(`post answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    await res.arrayBuffer();
    await Promise.race([all, sleep(opts.waitMs)]);
    perPost.push({ delays, missed: sockets.length - heardCount });
    heard = null;
    await sleep(opts.pauseMs);
  }
  return { perPost, postMs };
}

process.on('message', async (m) => {
  try {
    if (m.go === 'connect') process.send({ connect: await connectAll() });
    else if (m.go === 'post') process.send({ post: await postAll() });
    else if (m.go === 'close') {
      for (const s of sockets) s.destroy();
      process.exit(0);
    }
  } catch (err) {
    process.send({ error: String(err?.stack ?? err) });
  }
});
process.send({ ready: true });
