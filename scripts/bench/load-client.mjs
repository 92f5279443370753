/**
 * The checkout benchmark's load generator, run in a worker thread so that the HTTP client's
 * work does not share the event loop of the server it measures — as an external load tool
 * (wrk, autocannon) would not. Like wrk, it speaks HTTP/1.1 on raw keep-alive sockets (one per
 * client, a request written as one buffer, the response read by its Content-Length or chunks):
 * node:http's client cost more CPU per request than the server spent answering it, and on a
 * two-core machine the load tool's CPU is taken from the server and the database it measures.
 * Plain JavaScript: worker threads do not inherit tsx.
 * workerData: { url, ticketId, users: [{ email, auth }], concurrency }; posts { ms, results }.
 */
import { connect } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

const { url, ticketId, users, concurrency } = workerData;
const target = new URL(url);
const results = new Array(users.length);
let next = 0;

/** One keep-alive connection that sends a request at a time and resolves with its response. */
function openClient() {
  const socket = connect({ host: target.hostname, port: Number(target.port), noDelay: true });
  let buffered = Buffer.alloc(0);
  let waiting = null;
  socket.on('data', (chunk) => {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    const response = waiting && takeResponse();
    if (response) {
      const w = waiting;
      waiting = null;
      w.resolve(response);
    }
  });
  socket.on('error', (e) => waiting?.reject(e));
  function takeResponse() {
    const headEnd = buffered.indexOf('\r\n\r\n');
    if (headEnd === -1) return null;
    const head = buffered.subarray(0, headEnd).toString('latin1');
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    let body;
    let end;
    if (length) {
      end = headEnd + 4 + Number(length[1]);
      if (buffered.length < end) return null;
      body = buffered.subarray(headEnd + 4, end).toString('utf8');
    } else {
      // Transfer-Encoding: chunked.
      const parts = [];
      let at = headEnd + 4;
      for (;;) {
        const lineEnd = buffered.indexOf('\r\n', at);
        if (lineEnd === -1) return null;
        const size = parseInt(buffered.subarray(at, lineEnd).toString('latin1'), 16);
        if (buffered.length < lineEnd + 2 + size + 2) return null;
        if (size === 0) {
          end = lineEnd + 4;
          break;
        }
        parts.push(buffered.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
      }
      body = Buffer.concat(parts).toString('utf8');
    }
    buffered = buffered.subarray(end);
    return { status, body };
  }
  return {
    post(body, auth) {
      const payload = Buffer.from(body);
      const head =
        `POST ${target.pathname} HTTP/1.1\r\nhost: ${target.host}\r\ncontent-type: application/json\r\n` +
        `authorization: ${auth}\r\ncontent-length: ${payload.length}\r\nconnection: keep-alive\r\n\r\n`;
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(Buffer.concat([Buffer.from(head, 'latin1'), payload]));
      });
    },
    close: () => socket.destroy(),
  };
}

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
    const client = openClient();
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
