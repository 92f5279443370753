import { data, redirect } from 'react-router';
import type { Ctx } from '@foyer/core/context';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { getCurrentUser } from '@foyer/core/profile/get-current-user';
import { viewerHoldsTicket } from '@foyer/core/tickets/prepare-order';
import { listUnfinishedOrders } from '@foyer/core/tickets/unfinished-orders';
import { isAppError, type AppError } from '@foyer/core/errors';
import { requireEventAccess, requireSignedIn } from '../../server/require-access.server.ts';
import { routeEvent } from '../access/route-event.server.ts';
import { clientIp } from '../../server/client-ip.server.ts';
import { countryOptions } from '../profile/country-options.server.ts';
import { eventLocale, eventWords } from '../../server/request-event.server.ts';
import type { EventText } from '@foyer/core/events/event-text';
import { asChosen, chosenItem, toCatalogue, type CatalogueItem, type FilterGroupOption } from './catalogue.ts';
import { decodeDraft, emptyDraft, fitHolders, type CheckoutDraft, type CheckoutStep } from './checkout-draft.ts';
import type { CheckoutNotice, CheckoutView } from './checkout-view.ts';
import { payOrder } from './pay-order.server.ts';
import { inputForPath, toPurchaseInput, type FieldErrors } from './purchase-mapping.ts';
import { postedStep, readStep } from './read-step.ts';
import { checkDiscountCode, checkVatNumberForClient, listEventFilterGroups, listEventTickets, offeredGateways, quoteOrder } from './services.server.ts';
import { firstStepWithErrors, hasErrors, validateStep } from './validate-step.ts';

type EventRow = Awaited<ReturnType<typeof routeEvent>>['event'];

/**
 * The checkout sits in the attendee area (its gates first) and needs a signed-in buyer: an order
 * belongs to an account (SPEC §5: the ticket marked as mine gets the account e-mail).
 */
async function checkoutScreen(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, basePath } = await routeEvent(ctx, request, slug);
  await requireEventAccess(ctx, request, event);
  const viewer = await requireSignedIn(ctx, request, event);
  const [locale, list, holdsTicket, words] = await Promise.all([
    eventLocale(ctx, request, event),
    // A seat is named by its session: in the visitor's language where translated, as on the agenda.
    eventLocale(ctx, request, event).then((locale) => listEventTickets(ctx, { eventId: event.id, locale })),
    viewerHoldsTicket(ctx.db, event.id, viewer),
    eventWords(ctx, request, event),
  ]);
  // The client's address: discount codes and VAT checks count against its allowances (as in the API).
  return { event, basePath, viewer, locale, words, ip: clientIp(request), catalogue: toCatalogue(list).map((c) => translateItem(c, words)), buyer: { holdsTicket } };
}

/** A ticket and its add-ons in the visitor's language (the organizer's translations). */
function translateItem(item: CatalogueItem, words: EventText): CatalogueItem {
  const maybe = (s: string | null) => (s === null ? s : words(s));
  return {
    ...item,
    name: words(item.name),
    description: maybe(item.description),
    addons: item.addons.map((a) => ({ ...a, name: words(a.name), description: maybe(a.description) })),
    // A seat's own name ("Workshop seat") under its session's.
    session: item.session && { ...item.session, name: words(item.session.name) },
  };
}

/** What the buyer's profile already says, so the checkout does not ask it again. */
async function buyerProfile(ctx: Ctx, viewer: Viewer): Promise<{ phone: string; company: string; position: string }> {
  const u = await getCurrentUser(ctx, viewer);
  const phone = u.phone_number ? `${u.phone_country_code && !u.phone_number.startsWith('+') ? `${u.phone_country_code} ` : ''}${u.phone_number}` : '';
  return { phone: phone.slice(0, 30), company: (u.company ?? '').slice(0, 200), position: (u.position ?? '').slice(0, 200) };
}

/** The event's matching questions for the guest forms (SPEC §3 filterGroups), tags included, in the visitor's language. */
async function filterGroupsOf(ctx: Ctx, eventId: number, words: EventText): Promise<FilterGroupOption[]> {
  const groups = await listEventFilterGroups(ctx, { eventId });
  return groups
    .filter((g) => g.tags.length > 0)
    .map((g) => ({
      id: g.id,
      name: words(g.name),
      question: g.question_visible && g.question ? words(g.question) : null,
      multi_choice: g.multi_choice,
      tags: g.tags.map((t) => ({ id: t.id, value: words(t.value) })),
    }));
}

/** What the screen shows of the event next to the form. */
function eventFacts(event: EventRow) {
  return {
    title: event.title,
    tax: event.tax,
    marketing_discount_percentage: event.marketing_enabled && event.marketing_discount_percentage ? event.marketing_discount_percentage : null,
    terms_of_sale_url: event.terms_of_sale_url,
    timezone: event.timezone,
  };
}

function ticketParam(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

function view(step: CheckoutStep, draft: CheckoutDraft, extra: Partial<CheckoutView> = {}): CheckoutView {
  return { step, draft, errors: {}, formErrors: [], notice: null, quote: null, gateways: [], payment: null, ...extra };
}

export async function checkoutLoader(ctx: Ctx, request: Request, params: { slug?: string | undefined; ticketId?: string | undefined }) {
  const s = await checkoutScreen(ctx, request, params.slug);
  const filterGroups = await filterGroupsOf(ctx, s.event.id, s.words);
  const id = ticketParam(params.ticketId);
  if (params.ticketId !== undefined && (id === null || !s.catalogue.some((c) => c.kind === 'ticket' && c.id === id))) {
    throw data({ code: 'tickets.not_found' }, { status: 404 });
  }
  // One ticket on offer, or the one the link names (a path id, or `?choice=session:<id>` from a
  // session's "buy a seat"): chosen already (the person can change it).
  const only = s.catalogue.length === 1 ? s.catalogue[0]!.key : '';
  const asked = new URL(request.url).searchParams.get('choice');
  const linked = asked && s.catalogue.some((c) => c.key === asked) ? asked : '';
  const profile = await buyerProfile(ctx, s.viewer);
  // Shown only (the steps' checks need holdsTicket alone): the held ticket may be an order left at
  // the gateway, and then the screen says so and where to finish or cancel it.
  const unpaidOrder = s.buyer.holdsTicket && (await listUnfinishedOrders(ctx, { userId: s.viewer.id, eventId: s.event.id })).length > 0;
  const draft = emptyDraft({
    choice: id !== null ? `ticket:${id}` : linked || only,
    personal: { first_name: s.viewer.first_name ?? '', last_name: s.viewer.last_name ?? '', email: s.viewer.email, ...profile },
    // Someone holding a ticket already buys for others only (SPEC §5).
    mine: s.buyer.holdsTicket ? -1 : 0,
  });
  return {
    buyer: { ...s.buyer, unpaidOrder },
    catalogue: s.catalogue,
    filterGroups,
    event: eventFacts(s.event),
    countries: countryOptions(s.locale),
    locale: s.locale,
    initial: view(1, draft),
  };
}

/** Gateways for step 3: free alone for a zero total, proforma alone when the invoice asks for it. */
function gatewayChoice(ctx: Ctx, event: EventRow, draft: CheckoutDraft, total: number | null): { gateways: string[]; preferred: string } {
  if (total === 0) return { gateways: ['free'], preferred: 'free' };
  if (draft.want_invoice && draft.proforma) return { gateways: ['proforma'], preferred: 'proforma' };
  // Online gateways only, the event's default first (free and proforma are not the buyer's choice).
  const offered: string[] = offeredGateways(ctx, event);
  return { gateways: offered, preferred: offered[0] ?? '' };
}

/** The AppError of a service as field errors of the form (by its field path) and form-level codes. */
export function serviceErrors(err: AppError, draft: CheckoutDraft): { errors: FieldErrors; formErrors: string[] } {
  const errors: FieldErrors = {};
  const formErrors: string[] = [];
  for (const item of err.items) {
    const name = item.field ? inputForPath(item.field.split('.'), draft) : '';
    if (name) (errors[name] ??= []).push(item.code);
    else formErrors.push(item.code);
  }
  return { errors, formErrors };
}

/**
 * The summary of step 3 from the server's own pricing (quoteOrder), with the gateways that fit
 * it. A discount code that does not apply is reported on its field and the rest is priced without it.
 */
async function paymentStepView(ctx: Ctx, s: { event: EventRow; viewer: Viewer; words: EventText; ip: string }, draft: CheckoutDraft, extra: Partial<CheckoutView> = {}): Promise<CheckoutView> {
  const { event, viewer, words, ip } = s;
  const errors: FieldErrors = Object.fromEntries(Object.entries(extra.errors ?? {}).map(([k, v]) => [k, [...v]]));
  const formErrors: string[] = [...(extra.formErrors ?? [])];
  let quote = null;
  const parsed = toPurchaseInput(draft);
  if (parsed.ok) {
    // A price preview: the consents are asked for on this very step, so they do not block it.
    const input = { ...parsed.input, terms_accepted: true, gdpr_consent: true };
    try {
      quote = await quoteOrder(ctx, { eventId: event.id, userId: viewer.id, input, ip });
    } catch (err) {
      if (!isAppError(err)) throw err;
      if (err.code.startsWith('discount.') && parsed.input.discount_code) {
        errors.discount_code = [...new Set([...(errors.discount_code ?? []), err.code])];
        try {
          quote = await quoteOrder(ctx, { eventId: event.id, userId: viewer.id, input: { ...input, discount_code: null }, ip });
        } catch (again) {
          if (!isAppError(again)) throw again;
          formErrors.push(again.code);
        }
      } else {
        const mapped = serviceErrors(err, draft);
        for (const [k, v] of Object.entries(mapped.errors)) errors[k] = [...new Set([...(errors[k] ?? []), ...v])];
        formErrors.push(...mapped.formErrors);
      }
    }
  }
  // The summary names tickets and add-ons as the form did, in the visitor's language.
  if (quote) quote = { ...quote, lines: quote.lines.map((l) => ({ ...l, name: words(l.name) })) };
  const { gateways, preferred } = gatewayChoice(ctx, event, draft, quote?.total_amount ?? null);
  const next = gateways.includes(draft.gateway) ? draft : { ...draft, gateway: preferred };
  return view(3, next, { ...extra, errors, formErrors: [...new Set(formErrors)], quote, gateways });
}

async function discountNotice(ctx: Ctx, event: EventRow, draft: CheckoutDraft, item: CatalogueItem | null, ip: string): Promise<{ notice: CheckoutNotice | null; errors: FieldErrors }> {
  if (!draft.discount_code.trim()) return { notice: null, errors: { discount_code: ['common.required'] } };
  if (item?.kind !== 'ticket') return { notice: null, errors: { discount_code: ['discount.incorrect'] } };
  try {
    const r = await checkDiscountCode(ctx, { eventId: event.id, discount_code: draft.discount_code, ticket_ids: [item.id], ip });
    return { notice: { kind: 'discount', code: r.discount_code, percentage: r.discount_percentage, remaining: r.remaining_quantity }, errors: {} };
  } catch (err) {
    if (!isAppError(err)) throw err;
    return { notice: null, errors: { discount_code: [err.code] } };
  }
}

async function viesNotice(ctx: Ctx, draft: CheckoutDraft, ip: string): Promise<{ notice: CheckoutNotice | null; errors: FieldErrors }> {
  const raw = draft.invoice.vat_number.trim();
  if (!raw) return { notice: null, errors: { 'invoice.vat_number': ['common.required'] } };
  try {
    // A bare number is read as one of the invoice's country (a Polish NIP without "PL").
    const country = draft.invoice.country || 'PL';
    const r = await checkVatNumberForClient(ctx, /^[A-Za-z]{2}/.test(raw) ? raw : `${country === 'GR' ? 'EL' : country}${raw}`, ip);
    if (r.status === 'invalid') return { notice: null, errors: { 'invoice.vat_number': ['invoice.vat_number_not_found'] } };
    return { notice: { kind: 'vies', status: r.status, name: r.name ?? null, address: r.address ?? null }, errors: {} };
  } catch (err) {
    if (!isAppError(err)) throw err;
    return { notice: null, errors: { 'invoice.vat_number': [err.code] } };
  }
}

/** A view with errors is answered 422 (the form is shown again with them), else 200. */
function answer(v: CheckoutView) {
  return data(v, { status: hasErrors(v.errors) || v.formErrors.length ? 422 : 200 });
}

export type CheckoutIntent = 'next' | 'back' | 'check_code' | 'check_vat' | 'refresh' | 'pay';
const intents: readonly CheckoutIntent[] = ['next', 'back', 'check_code', 'check_vat', 'refresh', 'pay'];

/**
 * Every button of the checkout posts here with the whole draft (hidden `state`) plus the inputs
 * of the step on screen. Errors come back with everything typed; nothing is stored until "Pay".
 */
export async function checkoutAction(ctx: Ctx, request: Request, params: { slug?: string | undefined; ticketId?: string | undefined }) {
  const s = await checkoutScreen(ctx, request, params.slug);
  const fd = await request.formData();
  const step = postedStep(fd);
  const rawIntent = String(fd.get('intent') ?? 'next');
  const intent: CheckoutIntent = (intents as readonly string[]).includes(rawIntent) ? (rawIntent as CheckoutIntent) : 'next';
  const before = decodeDraft(fd.get('state'));
  const fields = chosenItem(s.catalogue, before.choice)?.form_fields ?? [];
  const draft = fitHolders(readStep(before, step, fd, fields));
  const item = chosenItem(s.catalogue, draft.choice);

  if (intent === 'back') return view(Math.max(1, step - 1) as CheckoutStep, draft);
  if (intent === 'check_vat') {
    const { notice, errors } = await viesNotice(ctx, draft, s.ip);
    return data(view(2, draft, { notice, errors }), { status: hasErrors(errors) ? 422 : 200 });
  }
  if (intent === 'check_code' || intent === 'refresh') {
    const checked = intent === 'check_code' ? await discountNotice(ctx, s.event, draft, item, s.ip) : { notice: null, errors: {} };
    return answer(await paymentStepView(ctx, s, draft, checked));
  }
  if (intent === 'next' && step < 3) {
    const errors = validateStep(step, draft, asChosen(item), s.buyer);
    if (hasErrors(errors)) return data(view(step, draft, { errors }), { status: 422 });
    if (step === 1) return view(2, draft);
    return answer(await paymentStepView(ctx, s, draft));
  }

  // Pay (or Enter on the last step): every step's rules again, then the order and the gateway.
  const errors = { ...validateStep(1, draft, asChosen(item)), ...validateStep(3, draft, asChosen(item), s.buyer) };
  if (hasErrors(errors)) {
    const back = firstStepWithErrors(errors) ?? 3;
    if (back === 3) return data(await paymentStepView(ctx, s, draft, { errors }), { status: 422 });
    return data(view(back, draft, { errors }), { status: 422 });
  }
  const result = await payOrder(ctx, request, { event: s.event, viewer: s.viewer, locale: s.locale, draft });
  if (result.kind === 'done') throw redirect(result.location);
  if (result.kind === 'payment') return view(3, draft, { payment: result.payment });
  const back = firstStepWithErrors(result.errors) ?? 3;
  if (back === 3) return data(await paymentStepView(ctx, s, draft, { errors: result.errors, formErrors: result.formErrors }), { status: result.status });
  return data(view(back, draft, { errors: result.errors, formErrors: result.formErrors }), { status: result.status });
}
