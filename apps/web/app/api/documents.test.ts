import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { companyInvoiceForm, insertOrder, setSeller } from '@foyer/core/documents/testing/order-fixtures';
import { extractPdfText } from '@foyer/core/documents/testing/extract-pdf-text';
import { fulfilOrder } from '@foyer/core/documents/fulfil-order';
import { requestProforma } from '@foyer/core/invoices/request-proforma';
import { startFakeVies, type FakeVies } from '@foyer/core/invoices/testing/fake-vies';
import { createApi } from './create-api.ts';

let ctx: TestCtx;
let api: ReturnType<typeof createApi>;
let storageDir: string;
let vies: FakeVies;
let event: Awaited<ReturnType<typeof insertEvent>>;
let buyer: TestUser;
let guest: TestUser;
let stranger: TestUser;
let order: Awaited<ReturnType<typeof insertOrder>>;

const get = async (path: string, user?: TestUser) => {
  const res = await api.request(path, { headers: user ? user.auth : {} });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const json = res.headers.get('content-type')?.includes('json') ? JSON.parse(Buffer.from(bytes).toString('utf8')) : null;
  return { status: res.status, headers: res.headers, bytes, json, code: json?.errors?.[0]?.code as string | undefined };
};

beforeAll(async () => {
  [ctx, vies] = await Promise.all([createTestCtx(), startFakeVies()]);
  storageDir = await mkdtemp(join(tmpdir(), 'foyer-api-docs-'));
  ctx.config = { ...ctx.config, storageDir, payments: { ...ctx.config.payments, viesBaseUrl: vies.url } };
  api = createApi(ctx);
  event = await insertEvent(ctx, { title: 'Gala Łódź' });
  await setSeller(ctx, event.organization_id);
  buyer = await insertTestUser(ctx, { email: 'buyer@example.test', first_name: 'Anna', last_name: 'Nowak' });
  guest = await insertTestUser(ctx, { email: 'Guest@Example.test' });
  stranger = await insertTestUser(ctx);
  order = await insertOrder(ctx, {
    eventId: event.id,
    buyer: { id: buyer.viewer.id, email: buyer.viewer.email },
    invoiceForm: companyInvoiceForm,
    holders: [
      { first_name: 'Anna', last_name: 'Nowak', email: 'buyer@example.test', user_id: buyer.viewer.id },
      // The guest holds the ticket by e-mail (case differs), not by account id.
      { first_name: 'Gość', last_name: 'Żak', email: 'guest@example.test' },
    ],
  });
});
afterAll(async () => {
  await vies?.close();
  await ctx?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

const ticketPath = (uuid: string, eventId = event.id) => `/events/${eventId}/ticket/get/${uuid}`;
const invoicePath = (uuid: string, eventId = event.id) => `/events/${eventId}/invoice/get/${uuid}`;

describe('GET /events/{eventId}/ticket/get/{uuid}', () => {
  it('gives the holder their ticket, rendered on demand before the fulfil job ran', async () => {
    const r = await get(ticketPath(order.reservations[1]!.ticket_reservation_uuid), guest);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="ticket-gosc-zak-[0-9a-f]{8}\.pdf"$/);
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    const [text] = await extractPdfText(r.bytes);
    expect(text).toContain('Gość Żak');
    expect(text).toContain('Gala Łódź');
  });

  it('gives the buyer every ticket of the order, including the guest’s', async () => {
    for (const res of order.reservations) expect((await get(ticketPath(res.ticket_reservation_uuid), buyer)).status).toBe(200);
    // Rendered once: the second download serves the stored document.
    const docs = await ctx.db.select().from(schema.documents).where(eq(schema.documents.event_id, event.id));
    expect(docs.filter((d) => d.kind === 'ticket')).toHaveLength(2);
  });

  it('refuses anyone else with 404 and anonymous callers with 401', async () => {
    const uuid = order.reservations[0]!.ticket_reservation_uuid;
    expect((await get(ticketPath(uuid), stranger)).code).toBe('tickets.not_found');
    expect((await get(ticketPath(uuid), stranger)).status).toBe(404);
    // The guest holds only their own ticket, not the buyer's.
    expect((await get(ticketPath(uuid), guest)).status).toBe(404);
    expect((await get(ticketPath(uuid))).status).toBe(401);
  });

  it('404s a uuid of another event, a malformed uuid and an unknown one', async () => {
    const other = await insertEvent(ctx);
    expect((await get(ticketPath(order.reservations[0]!.ticket_reservation_uuid, other.id), buyer)).status).toBe(404);
    expect((await get(ticketPath('not-a-uuid'), buyer)).status).toBe(404);
    expect((await get(ticketPath('00000000-0000-4000-8000-000000000000'), buyer)).status).toBe(404);
  });

  it('an unpaid reservation has no ticket yet (document.not_ready)', async () => {
    const pending = await insertOrder(ctx, { eventId: event.id, buyer: { id: buyer.viewer.id, email: buyer.viewer.email }, status: 'pending', holders: [{ first_name: 'A', last_name: 'B', email: buyer.viewer.email }] });
    const r = await get(ticketPath(pending.reservations[0]!.ticket_reservation_uuid), buyer);
    expect(r).toMatchObject({ status: 404, code: 'document.not_ready' });
  });
});

describe('GET /events/{eventId}/invoice/get/{uuid}', () => {
  it('gives the buyer the VAT invoice (issued on demand, one number however often it is asked for)', async () => {
    const uuid = order.reservations[1]!.ticket_reservation_uuid;
    const r = await get(invoicePath(uuid), buyer);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="faktura-FV-\d{4}-000001\.pdf"$/);
    const [text] = await extractPdfText(r.bytes);
    expect(text).toContain('Faktura VAT');
    expect(text).toContain('Kraków Śródmieście Konsulting S.A.');
    await get(invoicePath(order.reservations[0]!.ticket_reservation_uuid), buyer);
    await fulfilOrder(ctx, { orderId: order.order.id });
    expect(await ctx.db.select().from(schema.invoices).where(eq(schema.invoices.order_id, order.order.id))).toHaveLength(1);
  });

  it('refuses the guest holder and strangers (404) and anonymous callers (401)', async () => {
    const uuid = order.reservations[1]!.ticket_reservation_uuid;
    expect((await get(invoicePath(uuid), guest)).status).toBe(404);
    expect((await get(invoicePath(uuid), stranger)).status).toBe(404);
    expect((await get(invoicePath(uuid))).status).toBe(401);
  });

  it('serves the proforma of an order awaiting its transfer; an order without invoice data has none', async () => {
    const pending = await insertOrder(ctx, { eventId: event.id, buyer: { id: buyer.viewer.id, email: buyer.viewer.email }, status: 'pending', gateway: 'proforma', invoiceForm: { ...companyInvoiceForm, proforma: true }, holders: [{ first_name: 'A', last_name: 'B', email: buyer.viewer.email }] });
    const uuid = pending.reservations[0]!.ticket_reservation_uuid;
    expect(await get(invoicePath(uuid), buyer)).toMatchObject({ status: 404, code: 'document.not_ready' });
    const { invoiceDownloadUrl } = await requestProforma(ctx, { orderId: pending.order.id });
    expect(invoiceDownloadUrl).toBe(`http://localhost:3000/api/v1${invoicePath(uuid)}`);
    const r = await get(invoicePath(uuid), buyer);
    expect(r.status).toBe(200);
    const [text] = await extractPdfText(r.bytes);
    expect(text).toContain('Faktura proforma nie jest fakturą VAT');

    const plain = await insertOrder(ctx, { eventId: event.id, buyer: { id: buyer.viewer.id, email: buyer.viewer.email }, holders: [{ first_name: 'A', last_name: 'B', email: buyer.viewer.email }] });
    expect((await get(invoicePath(plain.reservations[0]!.ticket_reservation_uuid), buyer)).code).toBe('document.not_ready');
  });
});

describe('GET /events/{eventId}/payment/invoice/vies/{vat_number}', () => {
  const viesPath = (n: string, eventId = event.id) => `/events/${eventId}/payment/invoice/vies/${encodeURIComponent(n)}`;

  it('answers a registered number with its trader data', async () => {
    vies.mode = 'ok';
    vies.registry.set('DE811569869', { name: 'Beispiel GmbH', address: 'Berlin' });
    const r = await get(viesPath('DE811569869'));
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ status: 'valid', country: 'DE', number: '811569869', name: 'Beispiel GmbH', address: 'Berlin' });
  });

  it('422 vat_number_not_found for an unknown number, 422 vat_number_invalid for a malformed one', async () => {
    vies.mode = 'ok';
    expect(await get(viesPath('DE999999999'))).toMatchObject({ status: 422, code: 'invoice.vat_number_not_found' });
    expect(await get(viesPath('XX123'))).toMatchObject({ status: 422, code: 'invoice.vat_number_invalid' });
  });

  it('an outage is 200 "unavailable" so checkout can continue', async () => {
    vies.mode = 'ms_unavailable';
    expect(await get(viesPath('DE811569869'))).toMatchObject({ status: 200, json: { status: 'unavailable', country: 'DE' } });
    vies.mode = 'http_500';
    expect((await get(viesPath('DE811569869'))).json).toMatchObject({ status: 'unavailable' });
    vies.mode = 'ok';
  });

  it('404s an unknown event', async () => {
    expect((await get(viesPath('DE811569869', 999_999))).status).toBe(404);
  });
});
