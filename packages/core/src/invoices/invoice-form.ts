import { z } from 'zod';
import { isText, textMessage } from '../platform/input-vocabulary.ts';
import { isValidNip, normalizeNip, parseVatNumber } from './tax-id.ts';

// isText: a NUL would reach the invoice row and its PDF (refused at both doors too; this is every caller's).
const line = (max = 200) => z.string().trim().min(1, 'Field is required').max(max).refine(isText, textMessage);
const optionalLine = (max = 200) => z.string().trim().max(max).refine(isText, textMessage).optional().nullable();

/**
 * SPEC §3 "Invoice fields" as the checkout sends them. A company gives a NIP (Poland) or an EU VAT
 * number; a person gives a name and address. `proforma: true` asks for a proforma first (the order
 * then waits for a bank transfer). Browser-safe: the checkout form parses with the same schema.
 */
export const invoiceFormSchema = z
  .object({
    invoice_type: z.enum(['company', 'personal'], {
      error: () => ({ message: 'Choose an invoice type', params: { code: 'invoice.type_required' } }),
    }),
    company_name: optionalLine(300),
    first_name: optionalLine(),
    last_name: optionalLine(),
    /** A Polish NIP (10 digits with a valid checksum) or a VAT number: country code then number. */
    vat_number: optionalLine(30),
    street: line(),
    building_number: line(20),
    flat_number: optionalLine(20),
    city: line(),
    postal_code: line(20),
    state: optionalLine(),
    country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Choose a country from the list').default('PL'),
    proforma: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    // A plain function, not a named closure (tsx wraps each one it makes) nor a bound one (bind names it): see import-row.ts add.
    if (v.invoice_type === 'company') {
      if (!v.company_name) addIssue(ctx, 'company_name', 'Field is required', 'common.required');
      if (!v.vat_number) addIssue(ctx, 'vat_number', 'Field is required', 'common.required');
      else if (v.country === 'PL' && !/^[A-Z]{2}/i.test(v.vat_number.trim())) {
        if (!isValidNip(v.vat_number)) addIssue(ctx, 'vat_number', 'NIP format is invalid', 'invoice.nip_invalid');
      } else if (!parseVatNumber(v.vat_number)) {
        addIssue(ctx, 'vat_number', 'A VAT number is a country code followed by the number', 'invoice.vat_number_invalid');
      }
    } else {
      if (!v.first_name) addIssue(ctx, 'first_name', 'Field is required', 'common.required');
      if (!v.last_name) addIssue(ctx, 'last_name', 'Field is required', 'common.required');
    }
  })
  .transform((v) => ({
    ...v,
    // Store a Polish NIP as bare digits; a foreign VAT number keeps its country prefix.
    vat_number: v.vat_number && v.country === 'PL' && isValidNip(v.vat_number) ? normalizeNip(v.vat_number) : (v.vat_number?.replace(/\s/g, '').toUpperCase() ?? null),
  }));

export type InvoiceForm = z.output<typeof invoiceFormSchema>;

function addIssue(ctx: z.RefinementCtx, path: string, message: string, code: string) {
  ctx.addIssue({ code: 'custom', path: [path], message, params: { code } });
}
