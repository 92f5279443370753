import type { z } from 'zod';
import { purchaseInputSchema, type PurchaseInput, type PurchaseInputRaw } from '@foyer/core/tickets/purchase-input';
import { parseChoice, type CheckoutDraft, type HolderDraft } from './checkout-draft.ts';
import { fieldName } from './read-step.ts';

/** Field name → message codes (AppError codes or `tickets:` keys), translated by the form. */
export type FieldErrors = Record<string, string[]>;

const orNull = (v: string) => (v.trim() ? v.trim() : null);

/** A holder's `filter_groups` map (guest form `filterGroups`) as SPEC §3 filter_group_responses. */
export function toFilterResponses(answers: HolderDraft['filter_groups'] = {}): { filter_group_id: number; filter_tag_ids: number[] }[] {
  return Object.entries(answers)
    .filter(([, tags]) => tags.length > 0)
    .map(([group, tags]) => ({ filter_group_id: Number(group), filter_tag_ids: tags }));
}

/** Whether the buyer's own ticket is the only one: then it is bought from personal_form alone. */
export function buysOnlyForSelf(draft: CheckoutDraft): boolean {
  return draft.quantity === 1 && draft.mine === 0;
}

/**
 * The form draft as SPEC §3's purchase payload (before the shared schema parses it). The holder
 * marked "this is me" may leave name and e-mail blank: they come from the personal data (and the
 * server puts the account e-mail on that ticket anyway, SPEC §5). One ticket for oneself is sent
 * without tickets_for, with its add-ons and answers at the top level.
 */
export function toPurchaseRaw(draft: CheckoutDraft): PurchaseInputRaw {
  const choice = parseChoice(draft.choice);
  const p = draft.personal;
  const holders = draft.holders.slice(0, draft.quantity);
  const raw: PurchaseInputRaw = {
    ...(choice?.kind === 'session' ? { agenda_session_ticket_id: choice.id } : choice ? { ticket_id: choice.id } : {}),
    personal_form: { first_name: p.first_name, last_name: p.last_name, email: p.email, phone: orNull(p.phone), company: orNull(p.company), position: orNull(p.position) },
    specific_fields: {},
    addons: [],
    discount_code: orNull(draft.discount_code),
    marketing_agreement: draft.marketing_agreement,
    gdpr_consent: draft.gdpr_consent,
    terms_accepted: draft.terms_accepted,
    tickets_for: [],
    invoice: draft.want_invoice
      ? {
          invoice_type: (draft.invoice.invoice_type || undefined) as 'company' | 'personal',
          company_name: orNull(draft.invoice.company_name),
          first_name: orNull(draft.invoice.first_name),
          last_name: orNull(draft.invoice.last_name),
          vat_number: orNull(draft.invoice.vat_number),
          street: draft.invoice.street,
          building_number: draft.invoice.building_number,
          flat_number: orNull(draft.invoice.flat_number),
          city: draft.invoice.city,
          postal_code: draft.invoice.postal_code,
          state: orNull(draft.invoice.state),
          country: draft.invoice.country || 'PL',
          proforma: draft.proforma,
        }
      : null,
  };
  if (buysOnlyForSelf(draft)) {
    raw.addons = holders[0]?.addons ?? [];
    raw.specific_fields = holders[0]?.specific_fields ?? {};
    raw.filter_group_responses = toFilterResponses(holders[0]?.filter_groups ?? {});
    return raw;
  }
  raw.tickets_for = holders.map((h, i) => {
    const me = i === draft.mine;
    return {
      first_name: me ? h.first_name.trim() || p.first_name : h.first_name,
      last_name: me ? h.last_name.trim() || p.last_name : h.last_name,
      email: me ? h.email.trim() || p.email : h.email,
      ...(choice?.kind === 'ticket' ? { ticket_id: choice.id } : {}),
      this_is_me: me,
      specific_fields: h.specific_fields,
      addons: h.addons,
      filter_group_responses: toFilterResponses(h.filter_groups),
    };
  });
  return raw;
}

/** The draft as a PurchaseInput, or the field errors the shared schema finds in it. */
export function toPurchaseInput(draft: CheckoutDraft): { ok: true; input: PurchaseInput } | { ok: false; errors: FieldErrors } {
  const raw = toPurchaseRaw(draft);
  const parsed = purchaseInputSchema.safeParse(raw);
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: issuesToFieldErrors(parsed.error.issues, raw, draft) };
}

/** A service or schema path (`tickets_for.1.email`) as the name of the input that holds it. */
export function inputForPath(path: readonly PropertyKey[], draft: CheckoutDraft): string {
  const [head, second, third] = path.map(String);
  if (head === 'personal_form' && second) return second;
  // An answer is shown on its group's inputs: the response index names the group in the payload.
  if (head === 'filter_group_responses' && second !== undefined) return filterInput(draft, 0, Number(second));
  if (head === 'tickets_for' && second !== undefined && third === 'filter_group_responses' && path[3] !== undefined) {
    return filterInput(draft, Number(second), Number(path[3]));
  }
  if (head === 'tickets_for' && second !== undefined && third) {
    if (third === 'ticket_id') return 'choice';
    return fieldName.holder(Number(second), third as 'first_name');
  }
  if (head === 'invoice' && second) return second === 'proforma' ? 'proforma' : fieldName.invoice(second);
  if (head === 'addons') return fieldName.holder(0, 'addons');
  if (head === 'specific_fields' && second) return `holders.0.sf.${second}`;
  if (head === 'ticket_id' || head === 'agenda_session_ticket_id') return 'choice';
  if (head === 'discount_code' || head === 'terms_accepted' || head === 'gdpr_consent' || head === 'marketing_agreement') return head;
  // The order's own rule about whose ticket is whose (SPEC §5 "mine"): beside that choice.
  if (head === 'tickets_for' && second === undefined) return 'mine';
  // A buyer-only order answers holder paths for the buyer: show them on the personal fields.
  if (head === 'tickets_for' && buysOnlyForSelf(draft)) return 'first_name';
  return '';
}

function filterInput(draft: CheckoutDraft, holder: number, response: number): string {
  const answer = toFilterResponses(draft.holders[holder]?.filter_groups ?? {})[response];
  return answer ? fieldName.holderFilter(holder, answer.filter_group_id) : '';
}

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = raw;
  for (const key of path) v = typeof v === 'object' && v !== null ? (v as Record<PropertyKey, unknown>)[key] : undefined;
  return v;
}

const messageCodes: Record<string, string> = {
  'Field is required': 'common.required',
  'Invalid email address': 'tickets:validation.email',
  'Choose an invoice type': 'invoice.type_required',
  'NIP format is invalid': 'invoice.nip_invalid',
  'A VAT number is a country code followed by the number': 'invoice.vat_number_invalid',
  'Choose a country from the list': 'tickets:validation.country',
  'Choose a ticket': 'tickets:validation.choose_ticket',
};

/** A zod issue of the shared schemas as a message code the UI translates. */
export function issueCode(issue: z.core.$ZodIssue, raw: unknown): string {
  const given = (issue as { params?: { code?: unknown } }).params?.code;
  if (typeof given === 'string') return given;
  const value = valueAt(raw, issue.path);
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return issue.path.at(-1) === 'invoice_type' ? 'invoice.type_required' : 'common.required';
  }
  const known = messageCodes[issue.message];
  if (known) return known;
  if (issue.code === 'too_big') return 'tickets:validation.too_long';
  return 'tickets:validation.invalid';
}

export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[], raw: unknown, draft: CheckoutDraft): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const name = inputForPath(issue.path, draft) || 'form';
    const code = issueCode(issue, raw);
    const list = (out[name] ??= []);
    if (!list.includes(code)) list.push(code);
  }
  return out;
}
