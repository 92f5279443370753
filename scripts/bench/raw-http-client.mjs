/**
 * A keep-alive HTTP/1.1 client on a raw socket for the benchmark's load generators, which run in
 * worker threads so that the client's work does not share the event loop of the server it
 * measures — as an external load tool (wrk, autocannon) would not. Like wrk, a request is written
 * as one buffer and the response read by its Content-Length or chunks: node:http's client cost
 * more CPU per request than the server spent answering it, and on a two-core machine the load
 * tool's CPU is taken from the server and the database it measures. Plain JavaScript: worker
 * threads do not inherit tsx.
 */
import { connect } from 'node:net';

/** One keep-alive connection that sends a request at a time and resolves with its response. */
export function openClient(target) {
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

