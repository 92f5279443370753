import { createHash, randomUUID } from 'node:crypto';
import { fakeRouting, formOf, json, notFound, randomId, redirect, sandboxPage, sendNotification, type Delivery, type FakeOptions } from './fake-kit.ts';

/*
 * PayU REST API v2.1 as far as the shop uses it: OAuth client_credentials, order create (302 +
 * JSON), order retrieve, a hosted pay page, and notifications signed like PayU signs them:
 * `OpenPayu-Signature: sender=checkout;signature=MD5(body + second key);algorithm=MD5;content=DOCUMENT`.
 */

export interface FakePayuOptions extends FakeOptions {
  posId: string;
  clientId: string;
  clientSecret: string;
  secondKey: string;
}

export interface FakePayuOrder {
  orderId: string;
  extOrderId: string;
  notifyUrl: string;
  continueUrl: string;
  customerIp: string;
  description: string;
  currencyCode: string;
  totalAmount: string;
  buyer: unknown;
  products: unknown;
  status: 'NEW' | 'PENDING' | 'COMPLETED' | 'CANCELED';
  orderCreateDate: string;
}

export function createFakePayu(opts: FakePayuOptions) {
  const tokens = new Set<string>();
  const orders = new Map<string, FakePayuOrder>();
  const sent: Delivery[] = [];
  /** Test switches: answer an order create without redirectUri. */
  const behaviour = { omitRedirect: false };
  /** Order retrieves answered (GET /api/v2_1/orders/{id}): what status checks cost PayU. */
  const retrieved = { count: 0 };

  const authorized = (req: Request) => {
    const m = /^Bearer (.+)$/.exec(req.headers.get('authorization') ?? '');
    return !!m && tokens.has(m[1]!);
  };

  function notificationBody(o: FakePayuOrder): string {
    return JSON.stringify({
      order: {
        orderId: o.orderId,
        extOrderId: o.extOrderId,
        orderCreateDate: o.orderCreateDate,
        notifyUrl: o.notifyUrl,
        customerIp: o.customerIp,
        merchantPosId: opts.posId,
        description: o.description,
        currencyCode: o.currencyCode,
        totalAmount: o.totalAmount,
        buyer: o.buyer,
        products: o.products,
        status: o.status,
      },
      localReceiptDateTime: new Date().toISOString(),
      properties: [{ name: 'PAYMENT_ID', value: randomId(10, '0123456789') }],
    });
  }

  /** Signs a body the way PayU does (exported for tests that replay or forge). */
  const sign = (body: string, key = opts.secondKey) =>
    `sender=checkout;signature=${createHash('md5').update(body + key, 'utf8').digest('hex')};algorithm=MD5;content=DOCUMENT`;

  async function notify(o: FakePayuOrder): Promise<Delivery> {
    const body = notificationBody(o);
    return sendNotification(sent, opts.deliver, o.notifyUrl, { 'content-type': 'application/json', 'openpayu-signature': sign(body) }, body);
  }

  /** What the hosted page's buttons do. PayU reports PENDING first, then the final status. */
  async function complete(orderId: string, action: 'pay' | 'cancel'): Promise<string> {
    const o = orders.get(orderId);
    if (!o) throw new Error(`unknown PayU order ${orderId}`);
    if (o.status === 'NEW' || o.status === 'PENDING') {
      if (action === 'pay') {
        o.status = 'PENDING';
        await notify(o);
        o.status = 'COMPLETED';
      } else {
        o.status = 'CANCELED';
      }
      await notify(o);
    }
    const u = new URL(o.continueUrl);
    if (o.status === 'CANCELED') u.searchParams.set('error', '501');
    return u.toString();
  }

  async function handler(req: Request): Promise<Response> {
    const { path, base } = fakeRouting(req, opts.mountPath);
    if (req.method === 'POST' && path === '/pl/standard/user/oauth/authorize') {
      const f = await formOf(req);
      if (f.get('grant_type') !== 'client_credentials' || f.get('client_id') !== opts.clientId || f.get('client_secret') !== opts.clientSecret) {
        return json({ error: 'invalid_client', error_description: 'Bad client credentials' }, 401);
      }
      const token = randomUUID();
      tokens.add(token);
      return json({ access_token: token, token_type: 'bearer', expires_in: 43199, grant_type: 'client_credentials' });
    }
    if (req.method === 'POST' && path === '/api/v2_1/orders') {
      if (!authorized(req)) return json({ status: { statusCode: 'UNAUTHORIZED', statusDesc: 'Invalid token' } }, 401);
      const b = (await req.json().catch(() => null)) as Record<string, unknown> | null;
      const missing = ['notifyUrl', 'customerIp', 'merchantPosId', 'description', 'currencyCode', 'totalAmount', 'products'].filter((k) => !b?.[k]);
      if (!b || missing.length || b.merchantPosId !== opts.posId || !/^\d+$/.test(String(b.totalAmount))) {
        return json({ status: { statusCode: 'ERROR_VALUE_MISSING', statusDesc: `Missing or invalid: ${missing.join(', ') || 'merchantPosId/totalAmount'}` } }, 400);
      }
      const order: FakePayuOrder = {
        orderId: randomId(20),
        extOrderId: String(b.extOrderId ?? ''),
        notifyUrl: String(b.notifyUrl),
        continueUrl: String(b.continueUrl ?? base),
        customerIp: String(b.customerIp),
        description: String(b.description),
        currencyCode: String(b.currencyCode),
        totalAmount: String(b.totalAmount),
        buyer: b.buyer ?? null,
        products: b.products,
        status: 'NEW',
        orderCreateDate: new Date().toISOString(),
      };
      orders.set(order.orderId, order);
      const redirectUri = `${base}/pay/${order.orderId}`;
      const answer = { status: { statusCode: 'SUCCESS' }, orderId: order.orderId, extOrderId: order.extOrderId, ...(behaviour.omitRedirect ? {} : { redirectUri }) };
      return json(answer, 302, behaviour.omitRedirect ? {} : { location: redirectUri });
    }
    const get = /^\/api\/v2_1\/orders\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && get) {
      if (!authorized(req)) return json({ status: { statusCode: 'UNAUTHORIZED' } }, 401);
      retrieved.count++;
      const o = orders.get(decodeURIComponent(get[1]!));
      if (!o) return json({ status: { statusCode: 'DATA_NOT_FOUND' } }, 404);
      return json({ orders: [{ ...o, merchantPosId: opts.posId }], status: { statusCode: 'SUCCESS', statusDesc: 'Request processing successful' } });
    }
    const pay = /^\/pay\/([A-Z0-9]+)$/.exec(path);
    if (pay) {
      const o = orders.get(pay[1]!);
      if (!o) return notFound();
      if (req.method === 'GET') {
        return sandboxPage({ gateway: 'PayU', action: `${base}/pay/${o.orderId}`, amount: Number(o.totalAmount), currency: o.currencyCode, description: o.description });
      }
      const action = (await formOf(req)).get('action') === 'pay' ? 'pay' : 'cancel';
      return redirect(await complete(o.orderId, action));
    }
    return notFound();
  }

  return { handler, orders, sent, behaviour, retrieved, complete, notify, sign, notificationBody };
}

export type FakePayu = ReturnType<typeof createFakePayu>;
