import { eq } from 'drizzle-orm';
import { schema, type Db } from '@foyer/db';
import type { InvoiceSeller } from '@foyer/db/schema';
import { invoiceFormSchema, type InvoiceForm } from './invoice-form.ts';

/** The organizer's seller data as printed (snapshot copied onto the invoice). */
export async function loadSeller(db: Db, organizationId: number): Promise<InvoiceSeller> {
  const [o] = await db.select().from(schema.organizations).where(eq(schema.organizations.id, organizationId));
  if (!o) throw new Error(`organization ${organizationId} not found`);
  return {
    name: o.legal_name ?? o.name,
    nip: o.nip,
    street: o.street,
    building_number: o.building_number,
    city: o.city,
    postal_code: o.postal_code,
    country: o.country,
    bank_account: o.bank_account,
  };
}

/**
 * The buyer columns of an invoice row from the order's stored invoice form. The form was parsed
 * at checkout; it is parsed again because jsonb is not typed at rest.
 */
export function buyerColumns(raw: unknown, email: string | null) {
  const f: InvoiceForm = invoiceFormSchema.parse(raw);
  return {
    invoice_type: f.invoice_type,
    company_name: f.invoice_type === 'company' ? (f.company_name ?? null) : null,
    first_name: f.first_name ?? null,
    last_name: f.last_name ?? null,
    vat_number: f.vat_number ?? null,
    street: f.street,
    building_number: f.building_number,
    flat_number: f.flat_number ?? null,
    city: f.city,
    postal_code: f.postal_code,
    state: f.state ?? null,
    country: f.country,
    email,
  };
}

/** The e-mail the order's buyer gets mail at: the personal form's address, else the account's. */
export async function buyerEmail(db: Db, order: { user_id: number | null; personal_form: Record<string, unknown> }): Promise<string | null> {
  const fromForm = typeof order.personal_form.email === 'string' ? order.personal_form.email.trim() : '';
  if (fromForm) return fromForm;
  if (!order.user_id) return null;
  const [u] = await db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, order.user_id));
  return u?.email ?? null;
}

const gatewayNames: Record<string, string> = {
  payu: 'PayU',
  p24: 'Przelewy24',
  stripe: 'karta płatnicza / card (Stripe)',
  bluemedia: 'Blue Media',
  free: 'bezpłatne / free',
  proforma: 'przelew / bank transfer',
};

/** How the buyer paid, as printed ("Sposób płatności"). */
export function paymentMethodLabel(gateway: string | null): string {
  return (gateway && gatewayNames[gateway]) || 'przelew / bank transfer';
}
