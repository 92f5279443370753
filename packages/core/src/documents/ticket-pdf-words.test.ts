import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '../testing/index.ts';
import { ensureTicketPdf } from './ensure-ticket-pdf.ts';
import { readPrivateFile } from './document-storage.ts';
import { insertOrder, insertUser } from './testing/order-fixtures.ts';
import { extractPdfText } from './testing/extract-pdf-text.ts';

/**
 * The organizer writes the event's words once and translates them in lp_settings (and a session's
 * name in its own translations); a ticket bought in Polish prints them in Polish, as My tickets
 * shows them — and a translation saved later is on the next ticket, not a cached old one.
 */
describe('the ticket PDF in the order language', () => {
  let ctx: TestCtx;
  let storageDir: string;

  beforeAll(async () => {
    ctx = await createTestCtx();
    storageDir = await mkdtemp(join(tmpdir(), 'foyer-words-'));
    ctx.config = { ...ctx.config, storageDir };
  });
  afterAll(async () => {
    await ctx?.close();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  const lpSettings = (pl: Record<string, string>) => JSON.stringify({ modules: [], translations: { pl } });
  const ticketText = async (eventId: number, reservationId: number) => {
    const doc = await ensureTicketPdf(ctx, { eventId, reservationId });
    return (await extractPdfText(await readPrivateFile(ctx, doc.storage_key))).join('\n');
  };

  it('prints the event, ticket type, add-ons, seat, session and place as translated', async () => {
    const event = await insertEvent(ctx, {
      title: 'Tech Summit',
      place_address: 'Warsaw, Poland',
      lp_settings: lpSettings({ 'Tech Summit': 'Szczyt Technologii', 'Regular ticket': 'Bilet zwykły', 'Lunch pass': 'Karnet obiadowy', 'Warsaw, Poland': 'Warszawa, Polska', 'Workshop seat': 'Miejsce na warsztatach', 'Room A': 'Sala A' }),
    });
    const [lunch] = await ctx.db.insert(schema.event_addons).values({ event_id: event.id, name: 'Lunch pass', price: 0 }).returning();
    const buyer = await insertUser(ctx);
    const holders = [
      { first_name: 'Ewa', last_name: 'Kot', email: `ewa-${event.id}@example.com`, addon_ids: [lunch!.id] },
      { first_name: 'Jan', last_name: 'Kos', email: `jan-${event.id}@example.com` },
    ];
    const { reservations } = await insertOrder(ctx, { eventId: event.id, buyer, holders, ticketName: 'Regular ticket', locale: 'pl' });

    const text = await ticketText(event.id, reservations[0]!.id);
    for (const words of ['Szczyt Technologii', 'Bilet zwykły', 'Karnet obiadowy', 'Warszawa, Polska']) expect(text).toContain(words);
    expect(text).not.toContain('Regular ticket');

    // The second holder's ticket becomes a workshop seat whose session has a Polish name.
    const component = await insertComponent(ctx, event.id, 'agenda');
    const [place] = await ctx.db.insert(schema.agenda_session_places).values({ event_id: event.id, value: 'Room A' }).returning();
    const [session] = await ctx.db
      .insert(schema.agenda_sessions)
      .values({ event_id: event.id, event_component_id: component.id, name: 'Hands-on workshop', translations: { pl: { name: 'Warsztaty praktyczne' } }, time_start: new Date('2027-05-18T09:00:00Z'), time_end: new Date('2027-05-18T11:00:00Z'), tag_agenda_place_id: place!.id })
      .returning();
    const [seat] = await ctx.db.insert(schema.agenda_session_tickets).values({ event_id: event.id, agenda_session_id: session!.id, name: 'Workshop seat', price: 0, tickets_left: 5 }).returning();
    await ctx.db.update(schema.ticket_reservations).set({ kind: 'agenda_session', event_ticket_id: null, agenda_session_ticket_id: seat!.id }).where(eq(schema.ticket_reservations.id, reservations[1]!.id));
    const seatText = await ticketText(event.id, reservations[1]!.id);
    for (const words of ['Miejsce na warsztatach', 'Warsztaty praktyczne', 'Sala A']) expect(seatText).toContain(words);
    expect(seatText).not.toContain('Hands-on workshop');
  });

  it('a translation saved after a ticket was printed is on the next ticket', async () => {
    const event = await insertEvent(ctx, { title: 'Data Days', lp_settings: lpSettings({ 'Data Days': 'Dni Danych' }) });
    const buyer = await insertUser(ctx);
    const holders = [0, 1].map((i) => ({ first_name: 'Ola', last_name: `Lis ${i}`, email: `ola${i}-${event.id}@example.com` }));
    const { reservations } = await insertOrder(ctx, { eventId: event.id, buyer, holders, locale: 'pl' });
    expect(await ticketText(event.id, reservations[0]!.id)).toContain('Dni Danych');

    // As the builder saves (save-lp-settings): new text, next version.
    await ctx.db
      .update(schema.events)
      .set({ lp_settings: lpSettings({ 'Data Days': 'Święto Danych' }), lp_version: sql`${schema.events.lp_version} + 1` })
      .where(eq(schema.events.id, event.id));
    const after = await ticketText(event.id, reservations[1]!.id);
    expect(after).toContain('Święto Danych');
    expect(after).not.toContain('Dni Danych');
  });
});
