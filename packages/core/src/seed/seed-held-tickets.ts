import { inArray } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { signTicketQr } from '../tickets/ticket-qr.ts';
import { forkPrng } from './prng.ts';
import { insertChunked } from './insert-chunked.ts';
import type { EventScope } from './seed-scope.ts';

/** How many of the demo's attendees already hold a ticket. */
const HOLDERS = 12;

/**
 * The demo's first attendees already hold a free Student ticket each (one order each, booked and
 * confirmed), so the door has people to check in and "my tickets" has a ticket to show from the
 * first start. Their QR codes are signed with the installation's key (`qrSecret`, the session
 * secret), so the camera at the door reads them; without it (benchmarks, tests) none are made.
 */
export async function seedHeldTickets(scope: EventScope, input: { attendeeUserIds: number[]; studentTicketId: number; qrSecret: string }): Promise<void> {
  const { db, eventId, now } = scope;
  const ids = input.attendeeUserIds.slice(0, HOLDERS);
  if (ids.length === 0) return;
  const r = forkPrng(scope.seed, 'held-tickets');
  const users = await db.select({ id: schema.users.id, first_name: schema.users.first_name, last_name: schema.users.last_name, email: schema.users.email }).from(schema.users).where(inArray(schema.users.id, ids));
  const holders = ids.map((id) => users.find((u) => u.id === id)!);
  const orderIds = await insertChunked(
    db,
    schema.orders,
    holders.map((u) => ({
      event_id: eventId,
      uuid: r.uuid(),
      user_id: u.id,
      status: 'paid' as const,
      currency: 'PLN',
      subtotal_amount: 0,
      discount_amount: 0,
      total_amount: 0,
      gdpr_consent: true,
      personal_form: { first_name: u.first_name, last_name: u.last_name, email: u.email },
      locale: 'en',
      paid_at: now,
      fulfilled_at: now,
    })),
  );
  await insertChunked(
    db,
    schema.ticket_reservations,
    holders.map((u, i) => {
      const uuid = r.uuid();
      return {
        event_id: eventId,
        ticket_reservation_uuid: uuid,
        order_id: orderIds[i]!,
        kind: 'event' as const,
        event_ticket_id: input.studentTicketId,
        user_id: u.id,
        status: 'active' as const,
        holder_first_name: u.first_name,
        holder_last_name: u.last_name,
        holder_email: u.email,
        amount: 0,
        currency: 'PLN',
        qrcode: signTicketQr(input.qrSecret, uuid),
      };
    }),
  );
}
