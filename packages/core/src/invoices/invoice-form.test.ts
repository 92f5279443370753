import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceFormSchema, quickInvoiceForm, type QuickFormInput } from './invoice-form.ts';

const person: QuickFormInput = { invoice_type: 'personal', company_name: null, first_name: 'Anna', last_name: 'Nowak', vat_number: null, street: 'Długa', building_number: '5', flat_number: null, city: 'Kraków', postal_code: '31-147', country: 'PL' };
const company: QuickFormInput = { ...person, invoice_type: 'company', company_name: 'Acme sp. z o.o.', first_name: null, last_name: null, vat_number: '123-456-32-18', flat_number: '2' };

describe('quickInvoiceForm', () => {
  it('reads the forms most CSV rows are without the schema, as the schema would', () => {
    for (const form of [person, company, { ...company, vat_number: 'DE811569869', country: 'de' }]) {
      const quick = quickInvoiceForm(form);
      expect(quick).not.toBeNull();
      expect(quick).toEqual(invoiceFormSchema.parse(form));
    }
    expect(quickInvoiceForm(company)?.vat_number).toBe('1234563218');
  });

  it('answers what invoiceFormSchema answers whenever it answers at all, and leaves every refusal to the schema', () => {
    const near = (max: number) => fc.integer({ min: max - 1, max: max + 1 }).map((n) => 'x'.repeat(n));
    const text = fc.oneof(
      fc.constant(null),
      fc.string({ maxLength: 6 }),
      fc.constantFrom('', ' ', '  Anna ', 'a\u0000b', '\uD800', '123-456-32-18', '1234563219', 'PL1234563218', 'DE811569869', ' de811569869 ', 'FR1'),
      near(20),
      near(30),
      near(200),
      near(300),
    );
    const fields = {
      invoice_type: fc.constantFrom('company' as const, 'personal' as const),
      company_name: text,
      first_name: text,
      last_name: text,
      vat_number: text,
      street: text,
      building_number: text,
      flat_number: text,
      city: text,
      postal_code: text,
      country: fc.constantFrom('PL', 'pl', ' de ', 'DE', 'XX', 'P1', '', ' PLN', 'ÄÖ'),
    };
    // Wholly random forms are nearly all refused: most runs change a few fields of a good one.
    const input = fc.oneof(
      fc.record(fields),
      fc.tuple(fc.constantFrom(person, company), fc.record(fields, { requiredKeys: [] })).map(([base, changes]) => ({ ...base, ...changes })),
      fc.tuple(fc.constantFrom(person, company), fc.record(fields, { requiredKeys: [] }).map((c) => Object.fromEntries(Object.entries(c).slice(0, 1)))).map(([base, changes]) => ({ ...base, ...changes })),
    );
    let quickly = 0;
    fc.assert(
      fc.property(input, (form) => {
        const quick = quickInvoiceForm(form);
        const bySchema = invoiceFormSchema.safeParse(form);
        if (quick === null) return;
        quickly++;
        expect(bySchema.success).toBe(true);
        expect(quick).toEqual(bySchema.data);
      }),
      { numRuns: 3000 },
    );
    // Not a test that passes by never answering: a share of the random forms went the quick way.
    expect(quickly).toBeGreaterThan(300);
  });
});
