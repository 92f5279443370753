import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../../context.ts';
import { signTicketQr } from '../../tickets/ticket-qr.ts';

let seq = 0;

/** A user account for tests (only the columns these tests need). */
export async function insertUser(ctx: Pick<Ctx, 'db'>, over: { email?: string; first_name?: string; last_name?: string; locale?: string | null } = {}) {
  seq += 1;
  const [u] = await ctx.db
    .insert(schema.users)
    .values({
      user_identity_token: `tok-${process.pid}-${seq}-${randomUUID()}`,
      email: over.email ?? `user${seq}-${process.pid}@example.com`,
      first_name: over.first_name ?? 'Anna',
      last_name: over.last_name ?? 'Nowak',
      locale: over.locale ?? null,
    })
    .returning();
  return u!;
}

/** Gives the event's organization the seller data an invoice prints. */
export async function setSeller(ctx: Pick<Ctx, 'db'>, organizationId: number) {
  await ctx.db
    .update(schema.organizations)
    .set({
      legal_name: 'Żółta Łódź Wydarzenia sp. z o.o.',
      nip: '5260250274',
      street: 'ul. Świętokrzyska',
      building_number: '12',
      city: 'Warszawa',
      postal_code: '00-916',
      country: 'PL',
      bank_account: 'PL61 1090 1014 0000 0712 1981 2874',
    })
    .where(eq(schema.organizations.id, organizationId));
}

export interface HolderSpec {
  first_name: string;
  last_name: string;
  email: string;
  user_id?: number | null;
  addon_ids?: number[];
}

/**
 * An order as H1's placeOrder + confirmOrderPaid leave it, inserted directly: order, one
 * order_items line for the tickets (gross, event tax), one reservation per holder.
 */
export async function insertOrder(
  ctx: Pick<Ctx, 'db' | 'config'>,
  input: {
    eventId: number;
    buyer: { id: number; email: string; first_name?: string; last_name?: string };
    holders: HolderSpec[];
    price?: number;
    ticketName?: string;
    status?: 'pending' | 'paid' | 'expired';
    invoiceForm?: Record<string, unknown> | null;
    gateway?: string;
    locale?: string;
    tax?: number;
    paidAt?: Date;
    expiresAt?: Date;
  },
) {
  const price = input.price ?? 12300;
  const tax = input.tax ?? 23;
  const status = input.status ?? 'paid';
  const [ticket] = await ctx.db
    .insert(schema.event_tickets)
    .values({ event_id: input.eventId, name: input.ticketName ?? 'Bilet normalny', price, currency: 'PLN', tickets_left: 100 })
    .returning();
  const total = price * input.holders.length;
  const [order] = await ctx.db
    .insert(schema.orders)
    .values({
      event_id: input.eventId,
      user_id: input.buyer.id,
      status,
      currency: 'PLN',
      subtotal_amount: total,
      discount_amount: 0,
      total_amount: total,
      gateway: input.gateway ?? 'payu',
      personal_form: { first_name: input.buyer.first_name ?? 'Anna', last_name: input.buyer.last_name ?? 'Nowak', email: input.buyer.email },
      invoice_form: input.invoiceForm ?? null,
      locale: input.locale ?? 'pl',
      expires_at: input.expiresAt ?? new Date('2027-05-08T10:00:00Z'),
      paid_at: status === 'paid' ? (input.paidAt ?? new Date('2027-05-01T09:00:00Z')) : null,
    })
    .returning();
  await ctx.db.insert(schema.order_items).values({
    event_id: input.eventId,
    order_id: order!.id,
    kind: 'event_ticket',
    event_ticket_id: ticket!.id,
    name: ticket!.name,
    quantity: input.holders.length,
    unit_price: price,
    discount_amount: 0,
    total_amount: total,
    currency: 'PLN',
    tax,
  });
  const reservations = await ctx.db
    .insert(schema.ticket_reservations)
    .values(
      input.holders.map((h) => {
        const uuid = randomUUID();
        return {
          event_id: input.eventId,
          ticket_reservation_uuid: uuid,
          order_id: order!.id,
          kind: 'event' as const,
          event_ticket_id: ticket!.id,
          user_id: h.user_id ?? null,
          status: status === 'paid' ? ('active' as const) : status === 'pending' ? ('reserved' as const) : ('canceled' as const),
          holder_first_name: h.first_name,
          holder_last_name: h.last_name,
          holder_email: h.email,
          addon_ids: h.addon_ids ?? [],
          amount: price,
          currency: 'PLN',
          has_invoice: !!input.invoiceForm,
          qrcode: signTicketQr(ctx.config.sessionSecret, uuid),
        };
      }),
    )
    .returning();
  return { order: order!, ticket: ticket!, reservations };
}

/** A valid company InvoiceForm input (Polish NIP, diacritics in the name and address). */
export const companyInvoiceForm = {
  invoice_type: 'company' as const,
  company_name: 'Kraków Śródmieście Konsulting S.A.',
  vat_number: '7740001454',
  street: 'Rynek Główny',
  building_number: '1',
  flat_number: '3',
  city: 'Kraków',
  postal_code: '31-042',
  country: 'PL',
  proforma: false,
};
