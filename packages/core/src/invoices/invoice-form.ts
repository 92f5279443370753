import { z } from 'zod';
import { isText, textMessage } from '../platform/input-vocabulary.ts';
import { isValidNip, normalizeNip, parseVatNumber } from './tax-id.ts';

// isText: a NUL would reach the invoice row and its PDF (refused at both doors too; this is every caller's).
const line = (max = 200) => z.string().trim().min(1, 'Field is required').max(max).refine(isText, textMessage);
const optionalLine = (max = 200) => z.string().trim().max(max).refine(isText, textMessage).optional().nullable();

/** Each text field's longest value (shared with quickInvoiceForm); `required` ones are `line`s. */
const limits = {
  company_name: { max: 300, required: false },
  first_name: { max: 200, required: false },
  last_name: { max: 200, required: false },
  vat_number: { max: 30, required: false },
  street: { max: 200, required: true },
  building_number: { max: 20, required: true },
  flat_number: { max: 20, required: false },
  city: { max: 200, required: true },
  postal_code: { max: 20, required: true },
} as const;
type TextField = keyof typeof limits;

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
    company_name: optionalLine(limits.company_name.max),
    first_name: optionalLine(limits.first_name.max),
    last_name: optionalLine(limits.last_name.max),
    /** A Polish NIP (10 digits with a valid checksum) or a VAT number: country code then number. */
    vat_number: optionalLine(limits.vat_number.max),
    street: line(limits.street.max),
    building_number: line(limits.building_number.max),
    flat_number: optionalLine(limits.flat_number.max),
    city: line(limits.city.max),
    postal_code: line(limits.postal_code.max),
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
  .transform((v) => ({ ...v, vat_number: storedVatNumber(v.vat_number, v.country) }));

/** A Polish NIP is stored as bare digits; a foreign VAT number keeps its country prefix. */
function storedVatNumber(vat: string | null | undefined, country: string): string | null {
  return vat && country === 'PL' && isValidNip(vat) ? normalizeNip(vat) : (vat?.replace(/\s/g, '').toUpperCase() ?? null);
}

export type InvoiceForm = z.output<typeof invoiceFormSchema>;

function addIssue(ctx: z.RefinementCtx, path: string, message: string, code: string) {
  ctx.addIssue({ code: 'custom', path: [path], message, params: { code } });
}

/** A form as the CSV import builds it from a row's cells: text or null, the type already chosen. */
export type QuickFormInput = { invoice_type: 'company' | 'personal'; country: string } & Record<TextField, string | null>;

/**
 * invoiceFormSchema's answer for a form it accepts, without zod: the CSV import checks one per row,
 * and the schema's machinery was a sixth of that check. Null wherever the schema might refuse (or
 * anything is unusual): the caller then asks the schema, for its issues. A property test holds
 * the two to the same invoice.
 */
export function quickInvoiceForm(input: QuickFormInput): InvoiceForm | null {
  const out: Record<string, string | null> = {};
  for (const k in limits) {
    const raw = input[k as TextField];
    if (raw === null) {
      if (limits[k as TextField].required) return null;
      out[k] = null;
      continue;
    }
    const v = raw.trim();
    if (v.length > limits[k as TextField].max || (limits[k as TextField].required && v.length === 0) || !isText(v)) return null;
    out[k] = v;
  }
  const country = input.country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) return null;
  const vat = out.vat_number;
  if (input.invoice_type === 'company') {
    if (!out.company_name || !vat) return null;
    if (country === 'PL' && !/^[A-Z]{2}/i.test(vat) ? !isValidNip(vat) : !parseVatNumber(vat)) return null;
  } else if (!out.first_name || !out.last_name) return null;
  return {
    invoice_type: input.invoice_type,
    company_name: out.company_name!,
    first_name: out.first_name!,
    last_name: out.last_name!,
    vat_number: storedVatNumber(vat, country),
    street: out.street!,
    building_number: out.building_number!,
    flat_number: out.flat_number!,
    city: out.city!,
    postal_code: out.postal_code!,
    country,
    proforma: false,
  };
}
