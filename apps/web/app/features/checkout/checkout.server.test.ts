import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { startGatewayFakes, type GatewayFakes } from '@foyer/core/payments/testing/index';
import { emptyDraft, encodeDraft, fitHolders, type CheckoutDraft } from './checkout-draft.ts';
import type { CheckoutView } from './checkout-view.ts';

// The signed-in user comes from the session cookie in production; here it is set per test.
let current: Viewer | null = null;
vi.mock('../../session/web-session.server.ts', () => ({
  webViewer: async () => ({ viewer: current, setCookie: null }),
}));
const { checkoutAction, checkoutLoader } = await import('./checkout.server.ts');
const { confirmationLoader } = await import('./confirmation.server.ts');
const { myTicketsLoader } = await import('../my-tickets/my-tickets.server.ts');
const { ticketDocument } = await import('../my-tickets/ticket-downloads.server.ts');
const { insertOrder } = await import('@foyer/core/documents/testing/order-fixtures');

let ctx: TestCtx;
let fakes: GatewayFakes;
let viewer: Viewer;
let freeId: number;
let paidId: number;
const slug = 'buyexpo';

beforeAll(async () => {
  ctx = await createTestCtx();
  fakes = await startGatewayFakes({ notifyBase: 'http://foyer.test/api/v1' });
  ctx.config = { ...ctx.config, payments: { ...ctx.config.payments, ...fakes.config } };
  const event = await insertEvent(ctx, { lp_url: slug, tax: 23, lp_settings: JSON.stringify({ payment: { gateways: ['payu', 'stripe'], default_gateway: 'payu' } }) });
  const tickets = await ctx.db
    .insert(schema.event_tickets)
    .values([
      { event_id: event.id, name: 'Community', price: 0, currency: 'PLN', tickets_left: 10, order: 0 },
      { event_id: event.id, name: 'Standard', price: 12300, currency: 'PLN', tickets_left: 10, order: 1, form_config: { fields: [{ id: 'diet', label: 'Diet', required: true }] } },
    ])
    .returning();
  freeId = tickets[0]!.id;
  paidId = tickets[1]!.id;
  const [u] = await ctx.db.insert(schema.users).values({ email: 'zofia@test.foyer', user_identity_token: 'uit-zofia', first_name: 'Zofia', last_name: 'Łęcka' }).returning();
  viewer = { id: u!.id, user_identity_token: 'uit-zofia', email: 'zofia@test.foyer', first_name: 'Zofia', last_name: 'Łęcka', locale: null, family_id: 'f' };
});
afterAll(async () => {
  await fakes?.close();
  await ctx?.close();
});

async function run<T>(p: Promise<T>): Promise<{ value: T | null; response: Response | null }> {
  try {
    return { value: await p, response: null };
  } catch (thrown) {
    if (thrown instanceof Response) return { value: null, response: thrown };
    throw thrown;
  }
}

/** An action answer: a plain view, or `data(view, { status })`. */
function viewOf(value: unknown): { view: CheckoutView; status: number } {
  const v = value as { type?: string; data?: CheckoutView; init?: { status?: number } } & CheckoutView;
  return v.type === 'DataWithResponseInit' ? { view: v.data!, status: v.init?.status ?? 200 } : { view: v, status: 200 };
}

function post(path: string, step: number, draft: CheckoutDraft, fields: [string, string][], intent = 'next') {
  const body = new FormData();
  body.set('step', String(step));
  body.set('state', encodeDraft(draft));
  body.set('intent', intent);
  for (const [k, v] of fields) body.append(k, v);
  return new Request(`http://foyer.test/${slug}/${path}`, { method: 'POST', body });
}

const personal: [string, string][] = [
  ['first_name', 'Zofia'],
  ['last_name', 'Łęcka'],
  ['email', 'zofia@test.foyer'],
];

describe('checkout screens', () => {
  it('sends guests to log in and back', async () => {
    current = null;
    const { response } = await run(checkoutLoader(ctx, new Request(`http://foyer.test/${slug}/buy-ticket`), { slug }));
    expect(response?.headers.get('location')).toBe(`/${slug}/login?redirectTo=%2F${slug}%2Fbuy-ticket`);
  });

  it('starts on step 1 with the linked ticket chosen and the buyer filled in; an unknown ticket is 404', async () => {
    current = viewer;
    const { value } = await run(checkoutLoader(ctx, new Request(`http://foyer.test/${slug}/buy-ticket/${paidId}`), { slug, ticketId: String(paidId) }));
    expect(value?.initial).toMatchObject({ step: 1, draft: { choice: `ticket:${paidId}`, personal: { email: 'zofia@test.foyer', last_name: 'Łęcka' } } });
    expect(value?.catalogue.map((c) => c.name)).toEqual(['Community', 'Standard']);
    const missing = await checkoutLoader(ctx, new Request(`http://foyer.test/${slug}/buy-ticket/999999`), { slug, ticketId: '999999' }).catch((e: unknown) => e);
    expect(missing).toMatchObject({ data: { code: 'tickets.not_found' }, init: { status: 404 } });
  });

  it('preselects what a ?choice= link names, and ignores one that is not on offer', async () => {
    current = viewer;
    const at = (choice: string) => checkoutLoader(ctx, new Request(`http://foyer.test/${slug}/buy-ticket?choice=${choice}`), { slug });
    expect((await at(`ticket:${paidId}`)).initial.draft.choice).toBe(`ticket:${paidId}`);
    expect((await at('session:999999')).initial.draft.choice).toBe('');
  });

  it('answers a step with field errors and keeps everything typed', async () => {
    const draft = fitHolders({ ...emptyDraft({ choice: `ticket:${paidId}` }), quantity: 2 });
    const { value } = await run(checkoutAction(ctx, post('buy-ticket', 2, draft, [['first_name', 'Zofia'], ['last_name', ''], ['email', 'nope'], ['holders.1.first_name', 'Jan'], ['holders.1.email', 'jan@test.foyer']]), { slug }));
    const { view, status } = viewOf(value);
    expect(status).toBe(422);
    expect(view.step).toBe(2);
    expect(view.errors).toMatchObject({ last_name: ['common.required'], email: ['tickets:validation.email'], 'holders.1.last_name': ['common.required'], 'holders.0.sf.diet': ['common.required'] });
    expect(view.draft.personal.email).toBe('nope');
    expect(view.draft.holders[1]).toMatchObject({ first_name: 'Jan', email: 'jan@test.foyer' });
  });

  it('prices step 3 on the server: net, VAT 23% and gross, with the offered gateways', async () => {
    const draft = fitHolders(emptyDraft({ choice: `ticket:${paidId}` }));
    const { value } = await run(checkoutAction(ctx, post('buy-ticket', 2, draft, [...personal, ['holders.0.sf.diet', 'vegan'], ['mine', '0']]), { slug }));
    const { view } = viewOf(value);
    expect(view.step).toBe(3);
    expect(view.quote).toMatchObject({ total_amount: 12300, net_amount: 10000, vat_amount: 2300, currency: 'PLN' });
    expect(view.gateways).toEqual(['payu', 'stripe']);
    expect(view.draft.gateway).toBe('payu');
  });

  it('the form is no unlimited oracle: code checks and VAT checks count against the address, as in the API', async () => {
    current = viewer;
    const from = (req: Request, ip: string) => (req.headers.set('x-foyer-client-address', ip), req);
    const draft = fitHolders(emptyDraft({ choice: `ticket:${paidId}` }));
    const codeErrors: string[][] = [];
    for (let i = 0; i < 31; i++) {
      const req = from(post('buy-ticket', 3, draft, [['discount_code', `GUESS${i}`]], 'check_code'), '198.51.100.7');
      const { view } = viewOf((await run(checkoutAction(ctx, req, { slug }))).value);
      codeErrors.push([...(view.errors.discount_code ?? []), ...view.formErrors]);
    }
    expect(codeErrors[0]).toEqual(['discount.not_found']);
    expect(codeErrors.slice(0, 30).flat()).not.toContain('common.rate_limited');
    expect(codeErrors[30]).toContain('common.rate_limited');
    const elsewhere = from(post('buy-ticket', 3, draft, [['discount_code', 'GUESS99']], 'check_code'), '198.51.100.8');
    expect(viewOf((await run(checkoutAction(ctx, elsewhere, { slug }))).value).view.errors.discount_code).toEqual(['discount.not_found']);

    const vat: string[][] = [];
    for (let i = 0; i < 31; i++) {
      const req = from(post('buy-ticket', 2, draft, [['want_invoice', 'on'], ['invoice.vat_number', 'DE811569869']], 'check_vat'), '198.51.100.9');
      vat.push(viewOf((await run(checkoutAction(ctx, req, { slug }))).value).view.errors['invoice.vat_number'] ?? []);
    }
    expect(vat[0]).not.toContain('common.rate_limited');
    expect(vat[30]).toEqual(['common.rate_limited']);
  });

  it('refuses to pay without the terms and sends nothing to a gateway', async () => {
    const draft = { ...fitHolders(emptyDraft({ choice: `ticket:${paidId}`, personal: { first_name: 'Zofia', last_name: 'Łęcka', email: 'zofia@test.foyer' } })), gateway: 'payu' };
    draft.holders[0]!.specific_fields = { diet: 'vegan' };
    const { value } = await run(checkoutAction(ctx, post('buy-ticket', 3, draft, [['gateway', 'payu']], 'pay'), { slug }));
    const { view, status } = viewOf(value);
    expect(status).toBe(422);
    expect(view.errors).toEqual({ terms_accepted: ['tickets.terms_required'] });
    expect(await ctx.db.select().from(schema.orders)).toHaveLength(0);
  });

  it('PayU: places the order and hands the browser the gateway URL (the page waits 1000 ms)', async () => {
    const draft = { ...fitHolders(emptyDraft({ choice: `ticket:${paidId}`, personal: { first_name: 'Zofia', last_name: 'Łęcka', email: 'zofia@test.foyer' } })), gateway: 'payu' };
    draft.holders[0]!.specific_fields = { diet: 'vegan' };
    const { value } = await run(checkoutAction(ctx, post(`buy-ticket/${paidId}`, 3, draft, [['gateway', 'payu'], ['terms_accepted', 'on']], 'pay'), { slug, ticketId: String(paidId) }));
    const { view } = viewOf(value);
    expect(view.payment).toMatchObject({ kind: 'redirect', gateway: 'payu' });
    const url = view.payment?.kind === 'redirect' ? view.payment.url : '';
    expect(url.startsWith(fakes.config.payu!.baseUrl)).toBe(true);
    const [order] = await ctx.db.select().from(schema.orders).where(eq(schema.orders.user_id, viewer.id));
    expect(order).toMatchObject({ status: 'pending', total_amount: 12300 });
    const back = await confirmationLoader(ctx, new Request(`http://foyer.test/${slug}/buy-ticket/${paidId}/confirmation?order_id=${order!.uuid}&error=501`), { slug, ticketId: String(paidId) });
    expect(back.outcome).toBe('canceled');
    expect(back.checkoutPath).toBe(`/${slug}/buy-ticket/${paidId}`);
  });

  it('Stripe: Stripe Elements with the client secret; the sandbox links to the fake confirm page instead', async () => {
    const draft = { ...fitHolders(emptyDraft({ choice: `ticket:${paidId}`, personal: { first_name: 'Zofia', last_name: 'Łęcka', email: 'zofia@test.foyer' } })), mine: -1, gateway: 'stripe' };
    draft.holders[0] = { first_name: 'Ola', last_name: 'Nowak', email: 'ola@test.foyer', addons: [], specific_fields: { diet: 'any' } };
    const card = viewOf((await run(checkoutAction(ctx, post('buy-ticket', 3, draft, [['gateway', 'stripe'], ['terms_accepted', 'on']], 'pay'), { slug }))).value).view.payment;
    expect(card).toMatchObject({ kind: 'stripe', sandboxUrl: null, clientSecret: expect.stringMatching(/^pi_.+_secret_/), returnUrl: expect.stringContaining(`/${slug}/buy-ticket/confirmation?order_id=`) });

    const stripe = ctx.config.payments.stripe!;
    ctx.config = { ...ctx.config, payments: { ...ctx.config.payments, stripe: { ...stripe, sandbox: true } } };
    try {
      draft.holders[0] = { ...draft.holders[0]!, email: 'ola2@test.foyer' };
      const sandbox = viewOf((await run(checkoutAction(ctx, post('buy-ticket', 3, draft, [['gateway', 'stripe'], ['terms_accepted', 'on']], 'pay'), { slug }))).value).view.payment;
      expect(sandbox?.kind === 'stripe' && sandbox.sandboxUrl).toMatch(new RegExp(`^${stripe.apiBase}/confirm/pi_[^?]+\\?return_url=`));
    } finally {
      ctx.config = { ...ctx.config, payments: { ...ctx.config.payments, stripe } };
    }
  });

  it('a free ticket goes straight to the confirmation, which says so, and shows in my tickets with its QR code', async () => {
    current = viewer;
    // The PayU order above still holds a ticket for this buyer: buy the free one for a guest.
    const draft = { ...fitHolders(emptyDraft({ choice: `ticket:${freeId}`, personal: { first_name: 'Zofia', last_name: 'Łęcka', email: 'zofia@test.foyer' } })), mine: -1 };
    draft.holders[0] = { first_name: 'Jan', last_name: 'Nowak', email: 'jan@test.foyer', addons: [], specific_fields: {} };
    const step3 = viewOf((await run(checkoutAction(ctx, post('buy-ticket', 2, draft, [...personal, ['holders.0.first_name', 'Jan'], ['holders.0.last_name', 'Nowak'], ['holders.0.email', 'jan@test.foyer'], ['mine', '-1']]), { slug }))).value);
    expect(step3.view.gateways).toEqual(['free']);
    const { response } = await run(checkoutAction(ctx, post('buy-ticket', 3, step3.view.draft, [['gateway', 'free'], ['terms_accepted', 'on']], 'pay'), { slug }));
    const location = response?.headers.get('location') ?? '';
    expect(location).toMatch(new RegExp(`^/${slug}/buy-ticket/confirmation\\?order_id=[0-9a-f-]{36}$`));
    const done = await confirmationLoader(ctx, new Request(`http://foyer.test${location}`), { slug });
    expect(done.outcome).toBe('free_success');
    expect(done.order?.holders[0]).toMatchObject({ name: 'Jan Nowak', email: 'jan@test.foyer' });

    const mine = await myTicketsLoader(ctx, new Request(`http://foyer.test/${slug}/profile/tickets`), slug);
    expect(mine.tickets).toHaveLength(0);
    expect(mine.forOthers).toHaveLength(1);
    expect(mine.forOthers[0]).toMatchObject({ ticket_name: 'Community', holder: { name: 'Jan Nowak' }, status: 'active', pdf_href: expect.stringMatching(new RegExp(`^/${slug}/profile/tickets/[0-9a-f-]{36}/pdf$`)) });
    expect(mine.forOthers[0]!.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    // The buyer downloads the guest's PDF; someone else following the link gets the page that says why.
    const uuid = mine.forOthers[0]!.uuid;
    const pdf = await ticketDocument(ctx, new Request(`http://foyer.test${mine.forOthers[0]!.pdf_href}`), { slug, uuid }, 'ticket');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    current = { ...viewer, id: viewer.id + 1000, email: 'other@test.foyer' };
    const refused = await run(ticketDocument(ctx, new Request(`http://foyer.test${mine.forOthers[0]!.pdf_href}`, { headers: { accept: 'text/html' } }), { slug, uuid }, 'ticket'));
    expect(refused.response?.headers.get('location')).toMatch(new RegExp(`^/${slug}/profile/tickets\\?download_error=`));
    current = viewer;
  });

  it('says "no" early: a buyer holding a ticket is told on step 1, and on step 2 beside the choice, never after Pay', async () => {
    current = viewer;
    await ctx.db.update(schema.users).set({ company: 'Łódź Labs', position: 'CTO', phone_number: '600100200', phone_country_code: '+48' }).where(eq(schema.users.id, viewer.id));
    const start = await checkoutLoader(ctx, new Request(`http://foyer.test/${slug}/buy-ticket/${paidId}`), { slug, ticketId: String(paidId) });
    // The PayU order above was left at the gateway: it is what holds the ticket, and the screen says so.
    expect(start.buyer).toEqual({ holdsTicket: true, unpaidOrder: true });
    // Nothing is preset as the buyer's own, and the profile fills what it knows.
    expect(start.initial.draft).toMatchObject({ mine: -1, personal: { company: 'Łódź Labs', position: 'CTO', phone: '+48 600100200' } });
    const draft = fitHolders(start.initial.draft);
    const { value } = await run(checkoutAction(ctx, post(`buy-ticket/${paidId}`, 2, draft, [...personal, ['holders.0.sf.diet', 'vegan'], ['mine', '0']]), { slug, ticketId: String(paidId) }));
    const { view, status } = viewOf(value);
    expect(status).toBe(422);
    expect(view.step).toBe(2);
    expect(view.errors).toEqual({ mine: ['tickets.already_has_ticket'] });
  });

  it('a buyer whose unpaid orders hold 20 tickets is told so above the form after Pay, and nothing is placed', async () => {
    const [u] = await ctx.db.insert(schema.users).values({ email: 'hoarder@test.foyer', user_identity_token: 'uit-hoarder', first_name: 'Hanna', last_name: 'Hold' }).returning();
    current = { id: u!.id, user_identity_token: 'uit-hoarder', email: 'hoarder@test.foyer', first_name: 'Hanna', last_name: 'Hold', locale: null, family_id: 'f' };
    const [event] = await ctx.db.select({ id: schema.events.id }).from(schema.events).where(eq(schema.events.lp_url, slug));
    const guests = Array.from({ length: 20 }, (_, i) => ({ first_name: 'G', last_name: `${i}`, email: `held-${i}@test.foyer` }));
    await insertOrder(ctx, { eventId: event!.id, buyer: current, status: 'pending', holders: guests, expiresAt: new Date(ctx.clock.now().getTime() + 20 * 60_000) });
    const before = (await ctx.db.select().from(schema.orders).where(eq(schema.orders.user_id, u!.id))).length;
    const draft = { ...fitHolders(emptyDraft({ choice: `ticket:${paidId}`, personal: { first_name: 'Hanna', last_name: 'Hold', email: 'hoarder@test.foyer' } })), mine: 0, gateway: 'payu' };
    draft.holders[0]!.specific_fields = { diet: 'any' };
    const { value } = await run(checkoutAction(ctx, post(`buy-ticket/${paidId}`, 3, draft, [['gateway', 'payu'], ['terms_accepted', 'on']], 'pay'), { slug, ticketId: String(paidId) }));
    const { view, status } = viewOf(value);
    expect(status).toBe(422);
    expect(view.formErrors).toEqual(['tickets.unpaid_limit']);
    expect(view.payment).toBeNull();
    expect(await ctx.db.select().from(schema.orders).where(eq(schema.orders.user_id, u!.id))).toHaveLength(before);
    current = viewer;
  });

  it('the confirmation of someone else’s order is "unauthorized"', async () => {
    const [order] = await ctx.db.select().from(schema.orders).limit(1);
    current = null;
    const page = await confirmationLoader(ctx, new Request(`http://foyer.test/${slug}/buy-ticket/confirmation?order_id=${order!.uuid}`), { slug });
    expect(page).toMatchObject({ outcome: 'unauthorized', order: null, signedIn: false });
  });
});
