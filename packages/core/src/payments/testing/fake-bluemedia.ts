import { createHash } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { fakeRouting, formOf, notFound, randomId, redirect, sandboxPage, sendNotification, xml, type Delivery, type FakeOptions } from './fake-kit.ts';

/*
 * BlueMedia / Autopay as the shop uses it. Start: POST /payment with ServiceID, OrderID, Amount,
 * Description, GatewayID, Currency, CustomerEmail and Hash = SHA-256 of the non-empty values in
 * that order joined with '|' plus '|' + shared key; with `BmHeader: pay-bm-continue-transaction-url`
 * the answer is XML (status, redirecturl, orderID, remoteID, hash). ITN: POST
 * `transactions=<base64 XML>` to the ITN address configured for the service; the shop must answer a
 * confirmationList with its own hash. Return: the buyer comes back to the configured return
 * address with ServiceID, OrderID and Hash = SHA-256(ServiceID|OrderID|key).
 */

export interface FakeBluemediaOptions extends FakeOptions {
  serviceId: string;
  sharedKey: string;
  /** Set in BlueMedia's panel, not per transaction. */
  itnUrl: string;
  returnUrl: string;
}

export interface FakeBluemediaTransaction {
  orderId: string;
  remoteId: string;
  amount: string;
  currency: string;
  description: string;
  gatewayId: string;
  email: string;
  status: 'PENDING' | 'SUCCESS' | 'FAILURE';
  /** True once the shop answered an ITN with a valid CONFIRMED confirmation. */
  confirmed: boolean;
}

const hashOf = (values: string[], key: string) => createHash('sha256').update([...values.filter((v) => v !== ''), key].join('|'), 'utf8').digest('hex');
const parser = new XMLParser({ parseTagValue: false, processEntities: false });
const esc = (s: string) => s.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function createFakeBluemedia(opts: FakeBluemediaOptions) {
  const byRemote = new Map<string, FakeBluemediaTransaction>();
  const byOrder = new Map<string, FakeBluemediaTransaction>();
  const sent: Delivery[] = [];
  const behaviour = { omitRedirect: false };

  function itnXml(t: FakeBluemediaTransaction, key = opts.sharedKey, paymentDate = '20270501120000'): string {
    const fields: [string, string][] = [
      ['orderID', t.orderId],
      ['remoteID', t.remoteId],
      ['amount', t.amount],
      ['currency', t.currency],
      ['gatewayID', t.gatewayId],
      ['paymentDate', paymentDate],
      ['paymentStatus', t.status],
      ['paymentStatusDetails', t.status === 'SUCCESS' ? 'AUTHORIZED' : t.status === 'FAILURE' ? 'REJECTED' : ''],
    ];
    const hash = hashOf([opts.serviceId, ...fields.map(([, v]) => v)], key);
    const inner = fields.map(([k, v]) => `<${k}>${esc(v)}</${k}>`).join('');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<transactionList><serviceID>${esc(opts.serviceId)}</serviceID><transactions><transaction>${inner}</transaction></transactions><hash>${hash}</hash></transactionList>`;
  }

  /** The ITN form body for a transaction (exported for tests that replay or forge). */
  const itnBody = (t: FakeBluemediaTransaction, key?: string) => new URLSearchParams({ transactions: Buffer.from(itnXml(t, key)).toString('base64') }).toString();

  async function notify(t: FakeBluemediaTransaction): Promise<Delivery> {
    const d = await sendNotification(sent, opts.deliver, opts.itnUrl, { 'content-type': 'application/x-www-form-urlencoded' }, itnBody(t));
    return d;
  }

  /** Checks the shop's confirmation the way BlueMedia does (hash over serviceID|orderID|confirmation). */
  function confirmationValid(body: string, t: FakeBluemediaTransaction): boolean {
    const doc = parser.parse(body) as { confirmationList?: { serviceID?: string; transactionsConfirmations?: { transactionConfirmed?: { orderID?: string; confirmation?: string } }; hash?: string } };
    const c = doc.confirmationList;
    const tc = c?.transactionsConfirmations?.transactionConfirmed;
    if (!c || !tc || c.serviceID !== opts.serviceId || tc.orderID !== t.orderId || tc.confirmation !== 'CONFIRMED') return false;
    return c.hash === hashOf([opts.serviceId, t.orderId, 'CONFIRMED'], opts.sharedKey);
  }

  async function complete(remoteId: string, action: 'pay' | 'cancel'): Promise<string> {
    const t = byRemote.get(remoteId);
    if (!t) throw new Error(`unknown BlueMedia transaction ${remoteId}`);
    if (t.status === 'PENDING') {
      if (action === 'pay') {
        await notify(t);
        t.status = 'SUCCESS';
      } else {
        t.status = 'FAILURE';
      }
      const d = await notify(t);
      t.confirmed = d.status === 200;
    }
    const u = new URL(opts.returnUrl);
    u.searchParams.set('ServiceID', opts.serviceId);
    u.searchParams.set('OrderID', t.orderId);
    u.searchParams.set('Hash', hashOf([opts.serviceId, t.orderId], opts.sharedKey));
    return u.toString();
  }

  const errorXml = (name: string) => xml(`<?xml version="1.0" encoding="UTF-8"?>\n<error><statusCode>1</statusCode><name>${name}</name><description>${name}</description></error>`, 200);

  async function handler(req: Request): Promise<Response> {
    const { path, base } = fakeRouting(req, opts.mountPath);
    if (req.method === 'POST' && path === '/payment') {
      const f = await formOf(req);
      if (f.get('ServiceID') !== opts.serviceId) return errorXml('INVALID_SERVICE_ID');
      // The hash covers the values in the order the parameters were sent.
      const values = [...f.entries()].filter(([k]) => k !== 'Hash').map(([, v]) => v);
      if (f.get('Hash') !== hashOf(values, opts.sharedKey)) return errorXml('INVALID_HASH');
      for (const k of ['OrderID', 'Amount']) if (!f.get(k)) return errorXml(`MISSING_${k.toUpperCase()}`);
      if (!/^\d+\.\d{2}$/.test(f.get('Amount')!)) return errorXml('INVALID_AMOUNT');
      let t = byOrder.get(f.get('OrderID')!);
      if (!t) {
        t = {
          orderId: f.get('OrderID')!,
          remoteId: randomId(10),
          amount: f.get('Amount')!,
          currency: f.get('Currency') ?? 'PLN',
          description: f.get('Description') ?? '',
          gatewayId: f.get('GatewayID') ?? '0',
          email: f.get('CustomerEmail') ?? '',
          status: 'PENDING',
          confirmed: false,
        };
        byRemote.set(t.remoteId, t);
        byOrder.set(t.orderId, t);
      }
      const redirecturl = `${base}/paywall/${t.remoteId}`;
      if (req.headers.get('bmheader') !== 'pay-bm-continue-transaction-url') return redirect(redirecturl);
      const fields = behaviour.omitRedirect ? [['status', 'PENDING'], ['orderID', t.orderId], ['remoteID', t.remoteId]] : [['status', 'PENDING'], ['redirecturl', redirecturl], ['orderID', t.orderId], ['remoteID', t.remoteId]];
      const hash = hashOf(fields.map(([, v]) => v!), opts.sharedKey);
      return xml(`<?xml version="1.0" encoding="UTF-8"?>\n<transaction>${fields.map(([k, v]) => `<${k}>${esc(v!)}</${k}>`).join('')}<hash>${hash}</hash></transaction>`);
    }
    const page = /^\/paywall\/([A-Z0-9]+)$/.exec(path);
    if (page) {
      const t = byRemote.get(page[1]!);
      if (!t) return notFound();
      const [zl, gr] = t.amount.split('.');
      if (req.method === 'GET') return sandboxPage({ gateway: 'BlueMedia (Autopay)', action: `${base}/paywall/${t.remoteId}`, amount: Number(zl) * 100 + Number(gr), currency: t.currency, description: t.description });
      const action = (await formOf(req)).get('action') === 'pay' ? 'pay' : 'cancel';
      return redirect(await complete(t.remoteId, action));
    }
    return notFound();
  }

  return { handler, byOrder, byRemote, sent, behaviour, complete, notify, itnBody, confirmationValid };
}

export type FakeBluemedia = ReturnType<typeof createFakeBluemedia>;
