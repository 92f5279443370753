import { existsSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '@foyer/core/context';
import { seedDemo } from '@foyer/core/seed/index';
import { createWebListener } from '../../apps/web/server/web-listener.ts';
import { load } from './bench-agenda.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import { issueSessionTokens } from '@foyer/core/accounts/tokens/issue-session-tokens';
import { acceptSystemConsents } from '@foyer/core/access/test-users';
import { signInCookie } from '../../apps/web/app/session/web-session.server.ts';

/**
 * Attendees of the demo signed in as a browser is (the UI's session cookie), one per client:
 * their `/demo` carries their name and notifications, so it is rendered for each request.
 */
export async function attendeeCookies(ctx: Ctx, eventId: number, count: number): Promise<Record<string, string>[]> {
  const out: Record<string, string>[] = [];
  for (let i = 0; i < count; i++) {
    const [user] = await ctx.db
      .insert(schema.users)
      .values({ user_identity_token: randomBytes(16).toString('hex'), email: `landing-${Date.now()}-${i}@bench.test`, email_confirmed_at: new Date(), first_name: 'Bench', last_name: `Attendee ${i}`, locale: 'en' })
      .returning();
    await ctx.db.insert(schema.event_memberships).values({ event_id: eventId, user_id: user!.id, joined: true, first_name: 'Bench', last_name: `Attendee ${i}` });
    await acceptSystemConsents(ctx, user!.id);
    const tokens = await issueSessionTokens(ctx, user!, randomUUID(), null);
    const cookie = (await signInCookie(ctx, new Request('http://bench.test/demo'), tokens)).split(';')[0]!;
    out.push({ 'accept-language': 'en', cookie });
  }
  return out;
}

const serverBuild = new URL('../../apps/web/build/server/index.js', import.meta.url);
const clientAssets = fileURLToPath(new URL('../../apps/web/build/client', import.meta.url));

/** The built app (`npm run build`) behind the whole web stack on a free port, as `npm start` serves it. */
export async function serveBuiltApp(ctx: Ctx): Promise<{ server: Server; origin: string }> {
  const build = (await import(serverBuild.href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  const { listener } = createWebListener({ ctx, handleDocument: (request, loadContext) => handle(request, loadContext), clientAssetsDir: clientAssets });
  const server = createServer(listener);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** What Chromium sends (Firefox and Safari send gzip, deflate, br too). */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** The bytes as they came over the wire (fetch would decompress them). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ body: Buffer; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** The web process's default (http-app.ts guestPageTtlMs): a rush re-renders the page this often. */
const GUEST_TTL_S = 5;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Issue #11: `GET /demo` as a guest, server-rendered by the built app through the whole stack
 * (node:http → Hono → security headers → React Router → loaders → React SSR), beside a bare
 * node:http server answering every request with the very bytes the real one sent. Both meet the
 * same load generator (a separate process, keep-alive), `rounds` times with the sides swapped
 * each round. Needs `npm run build` (the bench says so instead of measuring a dev server).
 */
export async function benchLanding(ctx: Ctx, { concurrency = 16, seconds = 2, rounds = 4 } = {}): Promise<{ rows: string[]; notes: string[] }> {
  if (!existsSync(fileURLToPath(serverBuild))) {
    return { rows: ['| landing page `GET /demo` SSR | skipped | run `npm run build` first | — | ≥ 50 % | — |'], notes: [] };
  }
  const [found] = await ctx.db.select({ id: schema.events.id }).from(schema.events).where(eq(schema.events.lp_url, 'demo'));
  const demoId = found?.id ?? (await seedDemo(ctx.db, { seed: 1 })).eventId;
  const { server: stack, origin } = await serveBuiltApp(ctx);
  const stackUrl = `${origin}/demo`;
  // As a browser asks: every browser accepts brotli, so a guest is sent the page compressed.
  const browser = { 'accept-language': 'en', 'accept-encoding': BROWSER_ENCODINGS };
  const headers = [browser];
  const plainHeaders = [{ 'accept-language': 'en' }];
  const first = await fetch(stackUrl, { headers: plainHeaders[0] });
  const body = Buffer.from(await first.arrayBuffer());
  if (first.status !== 200 || !body.includes('</html>')) throw new Error(`bench: GET /demo answered ${first.status}`);
  const contentType = first.headers.get('content-type') ?? 'text/html';
  // Issue #15's budget holds in Polish too (longer words than English).
  const polish = Buffer.from(await (await fetch(stackUrl, { headers: { 'accept-language': 'pl' } })).arrayBuffer());
  const compressed = await rawGet(stackUrl, browser);
  if (compressed.encoding !== 'br') throw new Error(`bench: GET /demo for a browser came as ${compressed.encoding ?? 'identity'}, not br`);
  // The bare server sends the very bytes the stack sent for each way of asking.
  const bare: Server = createServer((req, res) => {
    const br = /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
    const bytes = br ? compressed.body : body;
    res.writeHead(200, { 'content-type': contentType, 'content-length': bytes.length, ...(br ? { 'content-encoding': 'br' } : {}) });
    res.end(bytes);
  });
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', () => r()));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/demo`;
  const guest = { ratios: [] as number[], stack: [] as number[], bare: [] as number[], cpu: [] as number[] };
  const plain = { ratios: [] as number[], stack: [] as number[], bare: [] as number[], cpu: [] as number[] };
  const signedInRates: number[] = [];
  const signedInCpu: number[] = [];
  try {
    for (const [figures, asked] of [[guest, headers], [plain, plainHeaders]] as const) {
      for (let round = 0; round < rounds; round++) {
        const sides = round % 2 === 0 ? ['bare', 'stack'] : ['stack', 'bare'];
        const got: Record<string, { requests: number; seconds: number; cpuMs: number }> = {};
        for (const side of sides) got[side] = await load(side === 'stack' ? stackUrl : bareUrl, asked, concurrency, seconds, round === 0 ? 1 : 0.3);
        const s = got.stack!.requests / got.stack!.seconds;
        const b = got.bare!.requests / got.bare!.seconds;
        figures.stack.push(s);
        figures.bare.push(b);
        figures.cpu.push(got.stack!.cpuMs);
        figures.ratios.push(s / b);
      }
    }
    // Signed in: no page is kept for them, every request renders (issue #15: ≥ 200 requests/s).
    const cookies = (await attendeeCookies(ctx, demoId, concurrency)).map((h) => ({ ...h, 'accept-encoding': BROWSER_ENCODINGS }));
    const probe = await fetch(stackUrl, { headers: cookies[0] });
    if (!(await probe.text()).includes('Bench Attendee 0')) throw new Error('bench: the signed-in /demo does not show the attendee');
    for (let round = 0; round < rounds; round++) {
      const got = await load(stackUrl, cookies, concurrency, seconds, round === 0 ? 1 : 0.3);
      signedInRates.push(got.requests / got.seconds);
      signedInCpu.push(got.cpuMs);
    }
  } finally {
    stack.closeAllConnections();
    await new Promise<void>((r) => stack.close(() => r()));
    bare.closeAllConnections();
    await new Promise<void>((r) => bare.close(() => r()));
  }
  const ratio = median(guest.ratios);
  const plainRatio = median(plain.ratios);
  const rounds_ = (rs: number[]) => rs.map((r) => Math.round(r * 100)).join(', ');
  return {
    rows: [
      `| landing page \`GET /demo\` HTML before compression (issue #15), en; pl | ${body.length}; ${polish.length} bytes | — | — | ≤ 60 KB | ${Math.max(body.length, polish.length) <= 60_000 ? 'yes' : 'NO'} |`,
      `| landing page \`GET /demo\` as a guest's browser asks (Accept-Encoding: ${BROWSER_ENCODINGS}; ${concurrency} clients; server-rendered, kept ${GUEST_TTL_S} s for guests), requests/s | ${median(guest.stack).toFixed(1)} | bare node:http sending the same ${(compressed.body.length / 1024).toFixed(0)} KiB of brotli: ${median(guest.bare).toFixed(1)} /s | ${Math.round(ratio * 100)} % (rounds: ${rounds_(guest.ratios)} %) | ≥ 50 % | ${ratio >= 0.5 ? 'yes' : 'NO'} |`,
      `| landing page \`GET /demo\` as a guest, uncompressed (no Accept-Encoding), requests/s | ${median(plain.stack).toFixed(1)} | bare node:http sending the same ${(body.length / 1024).toFixed(0)} KiB: ${median(plain.bare).toFixed(1)} /s | ${Math.round(plainRatio * 100)} % (rounds: ${rounds_(plain.ratios)} %) | reported | — |`,
      `| landing page \`GET /demo\` as a signed-in attendee's browser asks (${concurrency} clients, each its own session; rendered and compressed for every request), requests/s | ${median(signedInRates).toFixed(1)} | — | — | ≥ 200 /s | ${median(signedInRates) >= 200 ? 'yes' : 'NO'} |`,
    ],
    notes: [
      `Landing: ${median(guest.cpu).toFixed(3)} ms of server CPU per guest page as a browser asks, ${median(plain.cpu).toFixed(3)} ms uncompressed (median rounds); the same page kept for guests for ${GUEST_TTL_S} s, compressed once (apps/web/server/guest-page-cache.ts), and re-rendered after; the first round starts cold.`,
      `Landing signed in: ${median(signedInCpu).toFixed(2)} ms of server CPU per page (median of ${signedInRates.length} rounds: ${signedInRates.map((r) => r.toFixed(0)).join(', ')} /s).`,
    ],
  };
}
