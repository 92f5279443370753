import { describe, expect, it } from 'vitest';
import { validateImportRow } from './import-row.ts';
import { sampleRow } from './testing/sample-csv.ts';

const today = '2027-05-01';
const problems = (over: Record<string, string>, base = 3) => {
  const r = validateImportRow(sampleRow(base, over), today);
  return r.ok ? [] : r.issues.map((i) => `${i.field}:${i.code}`);
};

describe('one invoice row', () => {
  it('a good company row: NIP with dashes kept as digits, items as net-priced lines, defaults filled', () => {
    const r = validateImportRow(sampleRow(3, { vat_number: 'PL 527-252-59-95', sale_date: '', currency: '' }), today);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({ buyer: { invoice_type: 'company', vat_number: '5272525995', country: 'PL' }, currency: 'PLN', sale_date: '2027-04-30', payment_method: 'transfer' });
    expect(r.value.items).toEqual([
      { name: 'Bilet konferencyjny / Conference ticket', quantity: 4, rate: 23, unit_net: 121951 },
      { name: 'Warsztaty / Workshop', quantity: 1, rate: 8, unit_net: 35000 },
    ]);
    expect(r.key).toBe('id:EXT-000003');
  });

  it('trims a cell before measuring it, and keys a row without dates the same on any day', () => {
    expect(problems({ country: 'PL ', currency: 'PLN ', issue_date: '2027-04-20 ' })).toEqual([]);
    const undated = sampleRow(3, { external_id: '', issue_date: '', sale_date: '' });
    const key = (day: string) => {
      const r = validateImportRow(undated, day);
      return r.ok ? r.key : r.issues;
    };
    // Imported today and again tomorrow: the same invoice (the day was part of the key: a duplicate).
    expect(key('2027-05-02')).toBe(key(today));
    const dated = (d: string) => validateImportRow(sampleRow(3, { external_id: '', issue_date: d }), today);
    const [a, b] = [dated('2027-04-20'), dated('20.04.2027')];
    expect(a.ok && b.ok && a.key === b.key).toBe(true);
  });

  it('foreign companies need a prefixed EU VAT number; people need both names', () => {
    expect(problems({ vat_number: '811569869' }, 1)).toEqual(['vat_number:invoice_import.vat_number_invalid']);
    expect(problems({ vat_number: 'US123456789' }, 1)).toEqual(['vat_number:invoice_import.vat_number_invalid']);
    expect(problems({ last_name: '' }, 2)).toEqual(['last_name:invoice_import.required']);
    expect(problems({ buyer_type: 'alien' }, 2)).toEqual(['buyer_type:invoice_import.buyer_type_invalid']);
  });

  it('dates: real days, not in the future, due on or after the issue', () => {
    expect(problems({ issue_date: '2027-05-02' })).toEqual(['issue_date:invoice_import.date_future']);
    expect(problems({ due_date: '2027-04-29' })).toEqual(['due_date:invoice_import.due_before_issue']);
    expect(problems({ sale_date: '2027-13-01' })).toEqual(['sale_date:invoice_import.date_invalid']);
  });

  it('every problem of a row at once, by column', () => {
    expect(problems({ email: 'x@', currency: 'XYZ', payment_method: 'barter', item_2_vat_rate: '', item_1_quantity: '0' }).sort()).toEqual([
      'currency:invoice_import.currency_unknown',
      'email:invoice_import.email_invalid',
      'item_1_quantity:invoice_import.quantity_invalid',
      'item_2_vat_rate:invoice_import.required',
      'payment_method:invoice_import.payment_method_unknown',
    ]);
  });

  it('a cell that is not text (NUL, bytes that were not UTF-8) or too long is named', () => {
    expect(problems({ city: 'Kra\u0000ków' })).toEqual(['city:invoice_import.text_invalid']);
    expect(problems({ company_name: 'Sp\uFFFDłka' })).toEqual(['company_name:invoice_import.text_invalid']);
    expect(problems({ postal_code: '0'.repeat(21) })).toEqual(['postal_code:invoice_import.text_invalid']);
  });

  it('a row without an external_id is known by its content', () => {
    const a = validateImportRow(sampleRow(5, { external_id: '' }), today);
    const b = validateImportRow(sampleRow(5, { external_id: '' }), today);
    const c = validateImportRow(sampleRow(5, { external_id: '', item_1_quantity: '9' }), today);
    expect(a.ok && b.ok && c.ok).toBe(true);
    if (!a.ok || !b.ok || !c.ok) return;
    expect(a.key).toMatch(/^sha:/);
    expect(a.key).toBe(b.key);
    expect(a.key).not.toBe(c.key);
  });
});
