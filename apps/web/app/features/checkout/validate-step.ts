import { MAX_TICKETS_PER_ORDER } from '@foyer/core/tickets/purchase-input';
import type { CheckoutDraft, CheckoutStep } from './checkout-draft.ts';
import { buysOnlyForSelf, toPurchaseInput, toPurchaseRaw, type FieldErrors } from './purchase-mapping.ts';
import { fieldName } from './read-step.ts';
import type { TicketFormField } from './ticket-form-fields.ts';

/** What a step needs to know about the chosen ticket (one entry of the catalogue). */
export interface ChosenItem {
  /** An event ticket (an admission) or a seat at a session (not one: SPEC §5's "mine" rule skips it). */
  kind?: 'ticket' | 'session';
  on_sale: boolean;
  sold_out: boolean;
  tickets_left: number | null;
  addon_ids: number[];
  form_fields: TicketFormField[];
}

const stepOfInput = (name: string): CheckoutStep => {
  if (name === 'choice' || name === 'quantity') return 1;
  if (name === 'mine') return 2;
  if (['discount_code', 'terms_accepted', 'gdpr_consent', 'marketing_agreement', 'gateway'].includes(name)) return 3;
  return 2;
};

function add(errors: FieldErrors, name: string, code: string) {
  const list = (errors[name] ??= []);
  if (!list.includes(code)) list.push(code);
}

function validateCart(draft: CheckoutDraft, item: ChosenItem | null): FieldErrors {
  const errors: FieldErrors = {};
  if (!item) add(errors, 'choice', 'tickets:validation.choose_ticket');
  else if (item.sold_out) add(errors, 'choice', 'tickets.sold_out');
  else if (!item.on_sale) add(errors, 'choice', 'tickets.sales_ended');
  if (draft.quantity > MAX_TICKETS_PER_ORDER) add(errors, 'quantity', 'tickets.limit_exceeded');
  else if (item && item.tickets_left !== null && draft.quantity > item.tickets_left) add(errors, 'quantity', 'tickets:validation.not_enough_left');
  return errors;
}

/** SPEC §5 ticket rules the form can check before the server: unique e-mails, required answers, add-ons. */
function validateHolders(draft: CheckoutDraft, item: ChosenItem | null): FieldErrors {
  const errors: FieldErrors = {};
  const raw = toPurchaseRaw(draft);
  const holders = draft.holders.slice(0, draft.quantity);
  holders.forEach((h, i) => {
    for (const f of item?.form_fields ?? []) {
      const v = h.specific_fields[f.id];
      if (f.required && (v === undefined || v === false || (typeof v === 'string' && !v.trim()))) add(errors, fieldName.holderAnswer(i, f.id), 'common.required');
    }
    if (item && h.addons.some((a) => !item.addon_ids.includes(a))) add(errors, fieldName.holder(i, 'addons'), 'tickets.addon_not_available');
  });
  if (!buysOnlyForSelf(draft)) {
    const seen = new Map<string, number>();
    raw.tickets_for?.forEach((h, i) => {
      const email = String(h.email).replace(/\s/g, '').toLowerCase();
      if (!email) return;
      if (seen.has(email)) add(errors, fieldName.holder(i, 'email'), 'tickets.emails_not_unique');
      else seen.set(email, i);
    });
  }
  return errors;
}

/**
 * The rules of one step, with the shared schemas (purchaseInputSchema, invoiceFormSchema) doing
 * the field checks. Errors of later steps are left for later: a step only answers for its inputs.
 * Runs in the browser (before posting) and on the server (the same function), so both agree.
 */
export function validateStep(step: CheckoutStep, draft: CheckoutDraft, item: ChosenItem | null, buyer: { holdsTicket: boolean } = { holdsTicket: false }): FieldErrors {
  if (step === 1) return validateCart(draft, item);
  const errors: FieldErrors = {};
  // SPEC §5: exactly one admission is the buyer's own, none when they hold one already. Said on
  // step 2, beside the choice, not after "Pay".
  if (item?.kind === 'ticket') {
    if (buyer.holdsTicket && draft.mine >= 0) add(errors, 'mine', 'tickets.already_has_ticket');
    if (!buyer.holdsTicket && (draft.mine < 0 || draft.mine >= draft.quantity)) add(errors, 'mine', 'tickets.mine_required');
  }
  const parsed = toPurchaseInput(draft);
  if (!parsed.ok) {
    for (const [name, codes] of Object.entries(parsed.errors)) {
      const owner = name === 'form' ? step : stepOfInput(name);
      if (owner <= step) for (const c of codes) add(errors, name, c);
    }
  }
  for (const [name, codes] of Object.entries(validateHolders(draft, item))) for (const c of codes) add(errors, name, c);
  if (step === 3) {
    if (!draft.terms_accepted) add(errors, 'terms_accepted', 'tickets.terms_required');
    if (draft.quantity > 1 && !draft.gdpr_consent) add(errors, 'gdpr_consent', 'tickets.gdpr_required');
    if (!draft.gateway) add(errors, 'gateway', 'tickets:validation.gateway');
  }
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((l) => l.length > 0);
}

/** The first step that has an error (to send the person back there on a final check). */
export function firstStepWithErrors(errors: FieldErrors): CheckoutStep | null {
  const steps = Object.keys(errors)
    .filter((n) => errors[n]?.length)
    .map((n) => (n === 'form' ? 3 : stepOfInput(n)));
  return steps.length ? (Math.min(...steps) as CheckoutStep) : null;
}
