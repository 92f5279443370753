import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { createTestCtx, insertEvent, type TestCtx } from '../testing/index.ts';
import { ensureTicketPdf } from './ensure-ticket-pdf.ts';
import { insertOrder, insertUser } from './testing/order-fixtures.ts';

/**
 * Calls made in the same turn share one read and one insert (a worker runs several fulfil jobs
 * at once): what each caller gets must still be its own ticket, whoever it was batched with.
 */
describe('ensureTicketPdf called many times at once', () => {
  let ctx: TestCtx;
  let storageDir: string;

  beforeAll(async () => {
    ctx = await createTestCtx();
    storageDir = await mkdtemp(join(tmpdir(), 'foyer-ensure-'));
    ctx.config = { ...ctx.config, storageDir };
  });
  afterAll(async () => {
    await ctx?.close();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  it('each ticket gets one document, twin calls share it, and a wrong ticket fails alone', async () => {
    const event = await insertEvent(ctx, { title: 'Batch 2027' });
    const other = await insertEvent(ctx, { title: 'Another event' });
    const buyer = await insertUser(ctx);
    const holders = Array.from({ length: 6 }, (_, i) => ({ first_name: 'Ewa', last_name: `Kot ${i}`, email: `ewa${i}-${event.id}@example.com` }));
    const { reservations } = await insertOrder(ctx, { eventId: event.id, buyer, holders });
    const { reservations: theirs } = await insertOrder(ctx, { eventId: other.id, buyer, holders: holders.slice(0, 1) });

    // Every ticket asked twice in the same turn, plus another event's ticket under this event's id.
    const calls = [...reservations, ...reservations].map((r) => ensureTicketPdf(ctx, { eventId: event.id, reservationId: r.id }));
    const wrong = ensureTicketPdf(ctx, { eventId: event.id, reservationId: theirs[0]!.id }).catch((err: unknown) => err);
    const docs = await Promise.all(calls);
    expect(await wrong).toMatchObject({ code: 'tickets.not_found' });

    expect(docs.slice(0, 6).map((d) => d.ticket_reservation_id)).toEqual(reservations.map((r) => r.id));
    expect(docs.slice(6).map((d) => d.id)).toEqual(docs.slice(0, 6).map((d) => d.id));
    const rows = await ctx.db.select().from(schema.documents).where(eq(schema.documents.event_id, event.id));
    expect(rows).toHaveLength(6);
    expect(rows.map((d) => d.file_name).sort()).toEqual(docs.slice(0, 6).map((d) => d.file_name).sort());
    // The twin that lost the insert removed its file: one file per document.
    const files = await readdir(join(storageDir, 'private', 'tickets', String(event.id)));
    expect(files.sort()).toEqual(rows.map((d) => d.storage_key.split('/').at(-1)).sort());
    expect(await ctx.db.select().from(schema.documents).where(eq(schema.documents.event_id, other.id))).toHaveLength(0);
  });
});
