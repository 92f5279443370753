import { describe, expect, it } from 'vitest';
import { decodeDraft, emptyDraft, encodeDraft, fitHolders, parseChoice, type CheckoutDraft } from './checkout-draft.ts';
import { readStep, postedStep } from './read-step.ts';
import { inputForPath, toPurchaseInput, toPurchaseRaw } from './purchase-mapping.ts';
import { firstStepWithErrors, validateStep, type ChosenItem } from './validate-step.ts';
import { ticketFormFields, fieldLabel } from './ticket-form-fields.ts';

const form = (entries: [string, string][]) => {
  const fd = new FormData();
  for (const [k, v] of entries) fd.append(k, v);
  return fd;
};

const item: ChosenItem = { on_sale: true, sold_out: false, tickets_left: 5, addon_ids: [7], form_fields: ticketFormFields({ fields: [{ id: 'diet', label: { en: 'Diet', pl: 'Dieta' }, required: true }] }) };

function filled(over: Partial<CheckoutDraft> = {}): CheckoutDraft {
  const d = emptyDraft({ choice: 'ticket:12', personal: { first_name: 'Zofia', last_name: 'Łęcka', email: 'zofia@test.foyer' } });
  return fitHolders({ ...d, ...over });
}

describe('checkout draft in the hidden field', () => {
  it('round-trips every value, Polish and Cyrillic text included', () => {
    const draft = filled({ quantity: 2, discount_code: 'vip', marketing_agreement: true });
    draft.holders[1] = { first_name: 'Ёжик', last_name: 'Żółć', email: 'g@test.foyer', addons: [7], specific_fields: { diet: 'vegan', vip: true } };
    const encoded = encodeDraft(draft);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeDraft(encoded)).toEqual(draft);
  });

  it('turns a damaged or tampered value into defaults instead of failing', () => {
    expect(decodeDraft('%%%')).toEqual(emptyDraft());
    expect(decodeDraft(undefined)).toEqual(emptyDraft());
    const tampered = encodeDraft({ ...filled(), quantity: 999, choice: 'ticket:DROP TABLE' } as CheckoutDraft);
    const back = decodeDraft(tampered);
    expect(back.quantity).toBe(1);
    expect(back.choice).toBe('');
  });

  it('keeps one holder form per ticket and what was typed in them', () => {
    const d = filled({ quantity: 3 });
    d.holders[0]!.first_name = 'Kept';
    expect(fitHolders(d).holders).toHaveLength(3);
    const fewer = fitHolders({ ...fitHolders(d), quantity: 1, mine: 2 });
    expect(fewer.holders.map((h) => h.first_name)).toEqual(['Kept']);
    expect(fewer.mine).toBe(0);
  });

  it('parses the ticket choice', () => {
    expect(parseChoice('ticket:12')).toEqual({ kind: 'ticket', id: 12 });
    expect(parseChoice('session:3')).toEqual({ kind: 'session', id: 3 });
    expect(parseChoice('ticket:')).toBeNull();
  });
});

describe('reading a posted step', () => {
  it('reads only the step that was on screen', () => {
    const d = filled({ discount_code: 'KEEP' });
    const next = readStep(d, 1, form([['choice', 'ticket:14'], ['quantity', '2'], ['discount_code', 'IGNORED']]));
    expect(next).toMatchObject({ choice: 'ticket:14', quantity: 2, discount_code: 'KEEP' });
    expect(next.holders).toHaveLength(2);
  });

  it('clamps the quantity to 1..20', () => {
    expect(readStep(filled(), 1, form([['quantity', '500']])).quantity).toBe(20);
    expect(readStep(filled(), 1, form([['quantity', '-3']])).quantity).toBe(1);
  });

  it('reads holders, their add-ons, answers and the invoice', () => {
    const d = filled({ quantity: 2 });
    const fields = ticketFormFields([{ id: 'diet' }, { id: 'vip', type: 'checkbox' }]);
    const next = readStep(
      d,
      2,
      form([
        ['first_name', 'Zofia'],
        ['last_name', 'Łęcka'],
        ['email', 'zofia@test.foyer'],
        ['holders.1.first_name', 'Jan'],
        ['holders.1.email', 'jan@test.foyer'],
        ['holders.1.addons', '7'],
        ['holders.1.addons', 'x'],
        ['holders.1.sf.diet', 'vegan'],
        ['holders.0.sf.vip', 'on'],
        ['mine', '0'],
        ['want_invoice', 'on'],
        ['invoice.invoice_type', 'company'],
        ['invoice.vat_number', '526-000-12-46'],
      ]),
      fields,
    );
    expect(next.holders[1]).toMatchObject({ first_name: 'Jan', addons: [7], specific_fields: { diet: 'vegan', vip: false } });
    expect(next.holders[0]!.specific_fields).toEqual({ vip: true });
    expect(next).toMatchObject({ want_invoice: true, invoice: { invoice_type: 'company', vat_number: '526-000-12-46' } });
  });

  it('knows which step posted', () => {
    expect(postedStep(form([['step', '3']]))).toBe(3);
    expect(postedStep(form([['step', '9']]))).toBe(1);
  });
});

describe('form → PurchaseInput', () => {
  it('buys one ticket for oneself from the personal data', () => {
    const d = filled();
    d.holders[0]!.addons = [7];
    const r = toPurchaseInput({ ...d, terms_accepted: true, discount_code: ' vip10 ' });
    expect(r.ok && r.input).toMatchObject({ ticket_id: 12, tickets_for: [], addons: [7], discount_code: 'VIP10', invoice: null, personal_form: { email: 'zofia@test.foyer', phone: null } });
  });

  it('sends one holder per ticket, the buyer marked as mine and filled from the personal data', () => {
    const d = filled({ quantity: 2, mine: 1 });
    d.holders[0] = { first_name: 'Jan', last_name: 'Nowak', email: 'JAN@test.foyer ', addons: [], specific_fields: {} };
    const r = toPurchaseInput(d);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.input.tickets_for).toMatchObject([
      { first_name: 'Jan', email: 'jan@test.foyer', this_is_me: false, ticket_id: 12 },
      { first_name: 'Zofia', last_name: 'Łęcka', email: 'zofia@test.foyer', this_is_me: true },
    ]);
  });

  it('buys a session seat with agenda_session_ticket_id', () => {
    const raw = toPurchaseRaw(filled({ choice: 'session:4' }));
    expect(raw).toMatchObject({ agenda_session_ticket_id: 4 });
    expect(raw).not.toHaveProperty('ticket_id');
  });

  it('names the field of every schema error, in the form inputs', () => {
    const d = filled({ quantity: 2, mine: 0, want_invoice: true });
    d.personal.email = 'not-an-email';
    d.holders[1] = { first_name: '', last_name: 'X', email: '', addons: [], specific_fields: {} };
    d.invoice = { ...d.invoice, invoice_type: 'company', vat_number: '1234567890', company_name: '' };
    const r = toPurchaseInput(d);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toMatchObject({
      email: ['tickets:validation.email'],
      'holders.1.first_name': ['common.required'],
      'holders.1.email': ['common.required'],
      'invoice.company_name': ['common.required'],
      'invoice.vat_number': ['invoice.nip_invalid'],
      'invoice.street': ['common.required'],
    });
  });
});

describe('step rules', () => {
  it('step 1 needs a ticket on sale and enough left', () => {
    expect(validateStep(1, filled({ choice: '' }), null)).toEqual({ choice: ['tickets:validation.choose_ticket'] });
    expect(validateStep(1, filled(), { ...item, sold_out: true })).toEqual({ choice: ['tickets.sold_out'] });
    expect(validateStep(1, filled({ quantity: 6 }), item)).toEqual({ quantity: ['tickets:validation.not_enough_left'] });
    expect(validateStep(1, filled({ quantity: 2 }), item)).toEqual({});
  });

  it('step 2 checks unique e-mails and required answers but not the consents of step 3', () => {
    const d = filled({ quantity: 2, mine: 0 });
    d.holders[0]!.specific_fields = { diet: 'any' };
    d.holders[1] = { first_name: 'Jan', last_name: 'Nowak', email: ' Zofia@test.foyer', addons: [], specific_fields: {} };
    expect(validateStep(2, d, item)).toEqual({ 'holders.1.email': ['tickets.emails_not_unique'], 'holders.1.sf.diet': ['common.required'] });
  });

  it('step 2 says whose ticket is whose beside that choice: none may be mine when I hold one, exactly one otherwise', () => {
    const admission = { ...item, kind: 'ticket' as const };
    const holders = [
      { first_name: 'Jan', last_name: 'Nowak', email: 'jan@test.foyer', addons: [], specific_fields: { diet: 'a' }, filter_groups: {} },
      { first_name: 'Ewa', last_name: 'Lis', email: 'ewa@test.foyer', addons: [], specific_fields: { diet: 'b' }, filter_groups: {} },
    ];
    const two = (mine: number) => ({ ...filled({ quantity: 2, mine }), holders });
    expect(validateStep(2, two(0), admission, { holdsTicket: true })).toEqual({ mine: ['tickets.already_has_ticket'] });
    expect(validateStep(2, two(-1), admission, { holdsTicket: true })).toEqual({});
    expect(validateStep(2, two(-1), admission, { holdsTicket: false })).toEqual({ mine: ['tickets.mine_required'] });
    expect(validateStep(2, two(1), admission, { holdsTicket: false })).toEqual({});
    // A seat at a session is not an admission: the rule does not apply.
    expect(validateStep(2, two(-1), { ...item, kind: 'session' }, { holdsTicket: false })).toEqual({});
    // And a "mine" error found on Pay sends the buyer back to step 2, not on to a dead end.
    expect(firstStepWithErrors({ mine: ['tickets.already_has_ticket'] })).toBe(2);
  });

  it('a service error about the order’s tickets as a whole is shown on the whose-ticket choice', () => {
    expect(inputForPath(['tickets_for'], filled())).toBe('mine');
    expect(inputForPath(['tickets_for', '1', 'email'], filled({ quantity: 2 }))).toBe('holders.1.email');
  });

  it('step 3 asks for terms, GDPR consent for more than one attendee and a payment method', () => {
    const d = filled({ quantity: 2 });
    d.holders = [
      { first_name: '', last_name: '', email: '', addons: [], specific_fields: { diet: 'a' } },
      { first_name: 'Jan', last_name: 'Nowak', email: 'jan@test.foyer', addons: [], specific_fields: { diet: 'b' } },
    ];
    const errors = validateStep(3, d, item);
    expect(errors).toEqual({ terms_accepted: ['tickets.terms_required'], gdpr_consent: ['tickets.gdpr_required'], gateway: ['tickets:validation.gateway'] });
    expect(firstStepWithErrors(errors)).toBe(3);
    expect(firstStepWithErrors({ 'holders.0.email': ['x'], gateway: ['y'] })).toBe(2);
  });
});

describe('ticket form config', () => {
  it('reads the shapes organizers write and ignores the rest', () => {
    const fields = ticketFormFields({ fields: ['nip', { id: 'size', type: 'select', options: ['S', 'M'], required: true }, { id: 'bad id!' }, 'nip', { name: 'x', type: 'select' }] });
    expect(fields.map((f) => [f.id, f.type, f.required])).toEqual([
      ['nip', 'text', false],
      ['size', 'select', true],
      ['x', 'text', false],
    ]);
    expect(ticketFormFields(null)).toEqual([]);
    expect(fieldLabel(item.form_fields[0]!, 'pl')).toBe('Dieta');
    expect(fieldLabel(item.form_fields[0]!, 'de')).toBe('Diet');
  });
});
