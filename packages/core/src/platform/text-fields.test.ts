import { describe, expect, it } from 'vitest';
import { parseInput } from '../accounts/parse-input.ts';
import { registerInput } from '../accounts/register.ts';
import { invoiceFormSchema } from '../invoices/invoice-form.ts';
import { updateCurrentUserInput } from '../profile/update-current-user-input.ts';
import { checkDiscountCodeSchema } from '../tickets/check-discount-code.ts';

/**
 * A NUL cannot be stored in Postgres text: every schema a person's words pass through refuses it
 * as a 422 naming the field — whoever calls (the API and the UI refuse it at their doors too; a
 * CLI command or a job would not).
 */
const refusedField = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (err) {
    const e = err as { status?: number; items?: { field?: string }[] };
    return { status: e.status, field: e.items?.[0]?.field };
  }
};

describe('text fields refuse characters that are not text', () => {
  it('a registration name', () => {
    const body = { email: 'a@b.test', password: 'secret77', password_confirmation: 'secret77', first_name: 'A\u0000', last_name: 'B' };
    expect(refusedField(() => parseInput(registerInput, body))).toEqual({ status: 422, field: 'first_name' });
    expect(refusedField(() => parseInput(registerInput, { ...body, first_name: 'Łucja' }))).toBeNull();
  });

  it('a profile field, an invoice line and a discount code', () => {
    expect(refusedField(() => parseInput(updateCurrentUserInput, { first_name: 'Anna', last_name: 'Nowak', company: 'Acme\u0000' }))).toEqual({ status: 422, field: 'company' });
    const invoice = { invoice_type: 'company', company_name: 'Acme\uD800', vat_number: 'PL5260250274', street: 'Prosta', building_number: '1', city: 'Łódź', postal_code: '90-001', country: 'PL' };
    expect(refusedField(() => parseInput(invoiceFormSchema, invoice))).toEqual({ status: 422, field: 'company_name' });
    expect(refusedField(() => parseInput(checkDiscountCodeSchema, { discount_code: 'SPRING\u0000', ticket_ids: [1] }))).toEqual({ status: 422, field: 'discount_code' });
  });
});
