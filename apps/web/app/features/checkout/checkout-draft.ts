import { z } from 'zod';
import { MAX_TICKETS_PER_ORDER } from '@foyer/core/tickets/purchase-input';
import { entityId } from '@foyer/core/platform/input-vocabulary';

/**
 * What the checkout form holds between its steps, exactly as typed (strings, booleans, ids).
 * Without JavaScript every step is its own page load, so the whole draft rides along in one
 * hidden field (`state`); the step's own inputs override it on each post. Nothing here is
 * trusted: the final PurchaseInput is parsed with the shared schema and the services check it.
 */

/** SPEC §4: cart=1, details=2, payment=3, confirmation=4 (the last is its own route). */
export const checkoutSteps = { cart: 1, details: 2, payment: 3, confirmation: 4 } as const;
/** The steps this form walks; confirmation (4) is its own page. */
export type CheckoutStep = (typeof checkoutSteps)['cart' | 'details' | 'payment'];

const text = (max = 300) => z.string().max(max).catch('');
const flag = z.boolean().catch(false);
const ids = z.array(entityId).max(20).catch([]);
const answers = z.record(z.string().max(100), z.union([z.string().max(2000), z.boolean()])).catch({});
/** SPEC §3 guest form `filterGroups`: filter-group id → the chosen tag ids. */
const filterAnswers = z.record(z.string().regex(/^\d{1,9}$/), z.array(entityId).max(50)).catch({});

const holderDraft = z.object({
  first_name: text(100),
  last_name: text(100),
  email: text(254),
  addons: ids,
  specific_fields: answers,
  // Optional so drafts written before filter groups existed (and literal ones in tests) still fit.
  filter_groups: filterAnswers.optional(),
});
export type HolderDraft = z.infer<typeof holderDraft>;

export const invoiceDraftFields = [
  'invoice_type',
  'company_name',
  'first_name',
  'last_name',
  'vat_number',
  'street',
  'building_number',
  'flat_number',
  'city',
  'postal_code',
  'state',
  'country',
] as const;
export type InvoiceDraftField = (typeof invoiceDraftFields)[number];

const draftSchema = z.object({
  /** `ticket:<id>` (event ticket) or `session:<id>` (agenda-session seat); empty until chosen. */
  choice: z.string().regex(/^(ticket|session):\d{1,9}$|^$/).catch(''),
  quantity: z.number().int().min(1).max(MAX_TICKETS_PER_ORDER).catch(1),
  personal: z
    .object({ first_name: text(100), last_name: text(100), email: text(254), phone: text(30), company: text(200), position: text(200) })
    .catch({ first_name: '', last_name: '', email: '', phone: '', company: '', position: '' }),
  holders: z.array(holderDraft).max(MAX_TICKETS_PER_ORDER).catch([]),
  /** Index of the holder who is the buyer; -1: none (the buyer already holds a ticket). */
  mine: z.number().int().min(-1).max(MAX_TICKETS_PER_ORDER - 1).catch(0),
  want_invoice: flag,
  invoice: z.object(Object.fromEntries(invoiceDraftFields.map((f) => [f, text()])) as Record<InvoiceDraftField, z.ZodCatch<z.ZodString>>).catch(emptyInvoice()),
  proforma: flag,
  discount_code: text(64),
  marketing_agreement: flag,
  terms_accepted: flag,
  gdpr_consent: flag,
  gateway: text(20),
});
export type CheckoutDraft = z.infer<typeof draftSchema>;

function emptyInvoice(): Record<InvoiceDraftField, string> {
  const out = Object.fromEntries(invoiceDraftFields.map((f) => [f, ''])) as Record<InvoiceDraftField, string>;
  out.country = 'PL';
  return out;
}

export function emptyHolder(): HolderDraft {
  return { first_name: '', last_name: '', email: '', addons: [], specific_fields: {}, filter_groups: {} };
}

export function emptyDraft(init: Partial<Pick<CheckoutDraft, 'choice' | 'mine'>> & { personal?: Partial<CheckoutDraft['personal']> } = {}): CheckoutDraft {
  return {
    choice: init.choice ?? '',
    quantity: 1,
    personal: { first_name: '', last_name: '', email: '', phone: '', company: '', position: '', ...init.personal },
    holders: [emptyHolder()],
    mine: init.mine ?? 0,
    want_invoice: false,
    invoice: emptyInvoice(),
    proforma: false,
    discount_code: '',
    marketing_agreement: false,
    terms_accepted: false,
    gdpr_consent: false,
    gateway: '',
  };
}

/** One holder form per ticket: grows or shrinks the list to the quantity, keeping what was typed. */
export function fitHolders(draft: CheckoutDraft): CheckoutDraft {
  const holders = draft.holders.slice(0, draft.quantity);
  while (holders.length < draft.quantity) holders.push(emptyHolder());
  const mine = draft.mine >= draft.quantity ? 0 : draft.mine;
  return { ...draft, holders, mine };
}

function toBase64Url(s: string): string {
  const bytes = new TextEncoder().encode(s);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(s: string): string {
  const bin = atob(s.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

/** The draft as the value of the hidden `state` field (URL-safe, Unicode-safe). */
export function encodeDraft(draft: CheckoutDraft): string {
  return toBase64Url(JSON.stringify(draft));
}

/** The hidden field back into a draft; anything damaged or tampered into nonsense becomes defaults. */
export function decodeDraft(value: unknown): CheckoutDraft {
  if (typeof value !== 'string' || value.length === 0 || value.length > 200_000) return emptyDraft();
  try {
    return fitHolders(draftSchema.parse(JSON.parse(fromBase64Url(value))));
  } catch {
    return emptyDraft();
  }
}

/** `ticket:12` → { kind: 'ticket', id: 12 }; null when nothing (valid) is chosen. */
export function parseChoice(choice: string): { kind: 'ticket' | 'session'; id: number } | null {
  const m = /^(ticket|session):(\d{1,9})$/.exec(choice);
  return m ? { kind: m[1] as 'ticket' | 'session', id: Number(m[2]) } : null;
}
