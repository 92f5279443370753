import { createServer, type Socket } from 'node:net';

/**
 * A minimal SMTP receiver on 127.0.0.1 for tests: enough of RFC 5321 (EHLO/HELO, AUTH PLAIN/LOGIN,
 * MAIL FROM, RCPT TO, DATA with dot-unstuffing, RSET, NOOP, QUIT) for nodemailer to deliver to it.
 * It stores each message raw; parseMime (beside this file) reads subject and bodies out of it.
 */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as received: headers, blank line, body (CRLF line ends, dots unstuffed). */
  raw: string;
  auth?: { user: string; pass: string };
}

export interface FakeSmtp {
  port: number;
  /** smtp://127.0.0.1:<port>, ready for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Answers the next n messages with a temporary failure (451), to exercise retries. */
  failNext(n: number): void;
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const sockets = new Set<Socket>();
  let failures = 0;
  const accept = (mail: ReceivedMail): string => {
    if (failures > 0) {
      failures -= 1;
      return '451 4.3.0 Temporary failure, try again later';
    }
    messages.push(mail);
    for (const w of waiters.splice(0)) w();
    return `250 2.0.0 Ok: queued as ${messages.length}`;
  };
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    handleSession(socket, accept);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake SMTP server has no port');
  const port = address.port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    failNext(n) {
      failures = n;
    },
    async waitForMessages(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`fake SMTP: expected ${count} message(s), got ${messages.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => (clearTimeout(timer), resolve()));
        });
      }
      return messages.slice(0, count);
    },
    close() {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function handleSession(socket: Socket, accept: (mail: ReceivedMail) => string): void {
  const reply = (line: string) => socket.write(`${line}\r\n`);
  let from = '';
  let to: string[] = [];
  let auth: ReceivedMail['auth'];
  let data: string[] | null = null;
  // A multi-step AUTH LOGIN exchange, or AUTH PLAIN waiting for its credentials line.
  let authStep: ((line: string) => void) | null = null;
  let buffer = '';

  const command = (line: string) => {
    const verb = line.split(' ', 1)[0]!.toUpperCase();
    const arg = line.slice(verb.length).trim();
    const address = () => /<([^>]*)>/.exec(arg)?.[1] ?? arg.replace(/^(FROM|TO):/i, '').trim();
    switch (verb) {
      case 'EHLO':
        return reply('250-fake-smtp greets you\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 AUTH PLAIN LOGIN');
      case 'HELO':
        return reply('250 fake-smtp');
      case 'AUTH': {
        const [mech, initial] = arg.split(' ');
        const plain = (b64: string) => {
          const [, user = '', pass = ''] = Buffer.from(b64, 'base64').toString('utf8').split('\0');
          auth = { user, pass };
          reply('235 2.7.0 Authentication successful');
        };
        if (mech?.toUpperCase() === 'PLAIN') {
          if (initial) return plain(initial);
          authStep = (l) => ((authStep = null), plain(l));
          return reply('334 ');
        }
        if (mech?.toUpperCase() === 'LOGIN') {
          const askPass = (userB64: string) => {
            authStep = (passB64) => {
              authStep = null;
              auth = { user: Buffer.from(userB64, 'base64').toString(), pass: Buffer.from(passB64, 'base64').toString() };
              reply('235 2.7.0 Authentication successful');
            };
            reply('334 UGFzc3dvcmQ6');
          };
          if (initial) return askPass(initial);
          authStep = askPass;
          return reply('334 VXNlcm5hbWU6');
        }
        return reply('504 5.5.4 Unrecognized authentication type');
      }
      case 'MAIL':
        from = address();
        to = [];
        return reply('250 2.1.0 Ok');
      case 'RCPT':
        if (!from) return reply('503 5.5.1 Need MAIL first');
        to.push(address());
        return reply('250 2.1.5 Ok');
      case 'DATA':
        if (to.length === 0) return reply('503 5.5.1 Need RCPT first');
        data = [];
        return reply('354 End data with <CR><LF>.<CR><LF>');
      case 'RSET':
        from = '';
        to = [];
        return reply('250 2.0.0 Ok');
      case 'NOOP':
        return reply('250 2.0.0 Ok');
      case 'QUIT':
        reply('221 2.0.0 Bye');
        return socket.end();
      default:
        return reply('502 5.5.2 Command not recognized');
    }
  };

  const line = (l: string) => {
    if (data) {
      if (l === '.') {
        const raw = data.join('\r\n') + '\r\n';
        data = null;
        reply(accept({ from, to, raw, ...(auth ? { auth } : {}) }));
        from = '';
        to = [];
        return;
      }
      data.push(l.startsWith('.') ? l.slice(1) : l);
      return;
    }
    if (authStep) return authStep(l);
    command(l);
  };

  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    let i: number;
    while ((i = buffer.indexOf('\r\n')) >= 0) {
      const l = buffer.slice(0, i);
      buffer = buffer.slice(i + 2);
      line(l);
    }
  });
  reply('220 fake-smtp ESMTP ready');
}
