import { createHash } from 'node:crypto';
import { fakeRouting, formOf, json, notFound, randomId, redirect, sandboxPage, sendNotification, type Delivery, type FakeOptions } from './fake-kit.ts';

/*
 * Przelewy24 REST API v1 as the shop uses it: transaction/register (basic auth posId:apiKey,
 * sign = SHA-384 of {"sessionId","merchantId","amount","currency","crc"}), the /trnRequest/{token}
 * payment page, a notification only for a successful payment (sign over merchantId, posId,
 * sessionId, amount, originAmount, currency, orderId, methodId, statement, crc),
 * transaction/verify (sign over sessionId, orderId, amount, currency, crc) and
 * transaction/by/sessionId. A payment counts for the merchant only once verified.
 */

export interface FakeP24Options extends FakeOptions {
  merchantId: number;
  posId: number;
  apiKey: string;
  crc: string;
}

export interface FakeP24Transaction {
  token: string;
  sessionId: string;
  amount: number;
  currency: string;
  description: string;
  email: string;
  urlReturn: string;
  urlStatus: string;
  orderId: number | null;
  /** 0 no payment, 1 paid but not verified, 2 paid and verified (P24's by/sessionId status). */
  status: 0 | 1 | 2;
}

const sha384 = (fields: Record<string, string | number>) => createHash('sha384').update(JSON.stringify(fields), 'utf8').digest('hex');

export function createFakeP24(opts: FakeP24Options) {
  const byToken = new Map<string, FakeP24Transaction>();
  const bySession = new Map<string, FakeP24Transaction>();
  const sent: Delivery[] = [];
  /** Test switches: register without a token; refuse every verify (as P24 does for an unpaid transaction). */
  const behaviour = { omitToken: false, refuseVerify: false };
  let nextOrderId = 300_000_000;

  const authorized = (req: Request) => req.headers.get('authorization') === `Basic ${Buffer.from(`${opts.posId}:${opts.apiKey}`).toString('base64')}`;
  const unauthorized = () => json({ error: 'Incorrect authentication', code: 401 }, 401);
  const bad = (error: string) => json({ error, code: 400 }, 400);

  function notificationBody(t: FakeP24Transaction, crc = opts.crc): string {
    const n = {
      merchantId: opts.merchantId,
      posId: opts.posId,
      sessionId: t.sessionId,
      amount: t.amount,
      originAmount: t.amount,
      currency: t.currency,
      orderId: t.orderId!,
      methodId: 25,
      statement: `p24-${t.orderId}`,
    };
    return JSON.stringify({ ...n, sign: sha384({ ...n, crc }) });
  }

  async function notify(t: FakeP24Transaction): Promise<Delivery> {
    const body = notificationBody(t);
    return sendNotification(sent, opts.deliver, t.urlStatus, { 'content-type': 'application/json' }, body);
  }

  /** The payment page's buttons: paying notifies the shop; cancelling only sends the buyer back. */
  async function complete(token: string, action: 'pay' | 'cancel'): Promise<string> {
    const t = byToken.get(token);
    if (!t) throw new Error(`unknown P24 token ${token}`);
    if (action === 'pay' && t.status === 0) {
      t.orderId = nextOrderId++;
      t.status = 1;
      await notify(t);
    }
    return t.urlReturn;
  }

  async function handler(req: Request): Promise<Response> {
    const { path, base } = fakeRouting(req, opts.mountPath);
    if (req.method === 'POST' && path === '/api/v1/transaction/register') {
      if (!authorized(req)) return unauthorized();
      const b = (await req.json().catch(() => null)) as Record<string, unknown> | null;
      if (!b) return bad('Invalid input data');
      for (const k of ['sessionId', 'description', 'email', 'urlReturn', 'sign', 'currency', 'country', 'language']) if (typeof b[k] !== 'string' || !b[k]) return bad(`Invalid ${k}`);
      if (b.merchantId !== opts.merchantId || b.posId !== opts.posId || !Number.isInteger(b.amount)) return bad('Invalid merchantId, posId or amount');
      const expected = sha384({ sessionId: b.sessionId as string, merchantId: opts.merchantId, amount: b.amount as number, currency: b.currency as string, crc: opts.crc });
      if (b.sign !== expected) return bad('Incorrect sign');
      if (bySession.has(b.sessionId as string)) return bad('Transaction with this sessionId already exists');
      const t: FakeP24Transaction = {
        token: `${randomId(8)}-${randomId(4)}-${randomId(4)}-${randomId(10)}`,
        sessionId: b.sessionId as string,
        amount: b.amount as number,
        currency: b.currency as string,
        description: b.description as string,
        email: b.email as string,
        urlReturn: b.urlReturn as string,
        urlStatus: typeof b.urlStatus === 'string' ? b.urlStatus : '',
        orderId: null,
        status: 0,
      };
      byToken.set(t.token, t);
      bySession.set(t.sessionId, t);
      return json({ data: behaviour.omitToken ? {} : { token: t.token }, responseCode: 0 });
    }
    if (req.method === 'PUT' && path === '/api/v1/transaction/verify') {
      if (!authorized(req)) return unauthorized();
      const b = (await req.json().catch(() => null)) as Record<string, unknown> | null;
      const t = b ? bySession.get(String(b.sessionId)) : undefined;
      if (!b || !t || t.orderId === null) return bad('Transaction not found');
      const expected = sha384({ sessionId: t.sessionId, orderId: b.orderId as number, amount: b.amount as number, currency: b.currency as string, crc: opts.crc });
      if (b.sign !== expected || b.merchantId !== opts.merchantId || b.posId !== opts.posId) return bad('Incorrect sign');
      if (b.orderId !== t.orderId || b.amount !== t.amount || b.currency !== t.currency) return bad('Incorrect amount or order');
      if (behaviour.refuseVerify) return bad('Transaction not paid');
      t.status = 2;
      return json({ data: { status: 'success' }, responseCode: 0 });
    }
    const bySessionPath = /^\/api\/v1\/transaction\/by\/sessionId\/(.+)$/.exec(path);
    if (req.method === 'GET' && bySessionPath) {
      if (!authorized(req)) return unauthorized();
      const t = bySession.get(decodeURIComponent(bySessionPath[1]!));
      if (!t) return json({ error: 'Transaction not exist', code: 404 }, 404);
      return json({ data: { statement: `p24-${t.orderId}`, orderId: t.orderId, sessionId: t.sessionId, status: t.status, amount: t.amount, currency: t.currency, clientEmail: t.email, description: t.description }, responseCode: 0 });
    }
    const page = /^\/trnRequest\/([A-Za-z0-9-]+)$/.exec(path);
    if (page) {
      const t = byToken.get(page[1]!);
      if (!t) return notFound();
      if (req.method === 'GET') return sandboxPage({ gateway: 'Przelewy24', action: `${base}/trnRequest/${t.token}`, amount: t.amount, currency: t.currency, description: t.description });
      const action = (await formOf(req)).get('action') === 'pay' ? 'pay' : 'cancel';
      return redirect(await complete(t.token, action));
    }
    return notFound();
  }

  return { handler, byToken, bySession, sent, behaviour, complete, notify, notificationBody };
}

export type FakeP24 = ReturnType<typeof createFakeP24>;
