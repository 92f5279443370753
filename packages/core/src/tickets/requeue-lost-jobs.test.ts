import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { createTestCtx, insertEvent, type TestCtx } from '../testing/index.ts';
import { insertOrder, insertUser } from '../documents/testing/order-fixtures.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { requeueLostJobs } from './requeue-lost-jobs.ts';

let ctx: TestCtx;

beforeAll(async () => {
  ctx = await createTestCtx({ now: new Date('2027-05-01T10:00:00Z') });
});
afterAll(() => ctx.close());

const minutesAgo = (m: number) => new Date(ctx.clock.now().getTime() - m * 60_000);

describe('requeueLostJobs (the order sweep takes up work whose job was lost)', () => {
  it('enqueues again a paid order never fulfilled and a mail never sent, under their own job ids; leaves done, fresh and old ones alone', async () => {
    const event = await insertEvent(ctx);
    const buyer = await insertUser(ctx);
    const holders = [{ first_name: 'Anna', last_name: 'Nowak', email: buyer.email }];
    const { order: lost } = await insertOrder(ctx, { eventId: event.id, buyer, holders, paidAt: minutesAgo(5) });
    const { order: done } = await insertOrder(ctx, { eventId: event.id, buyer, holders, paidAt: minutesAgo(5) });
    await ctx.db.update(schema.orders).set({ fulfilled_at: minutesAgo(4) }).where(eq(schema.orders.id, done.id));
    await insertOrder(ctx, { eventId: event.id, buyer, holders, paidAt: minutesAgo(1) }); // its job may still be waiting
    await insertOrder(ctx, { eventId: event.id, buyer, holders, paidAt: minutesAgo(8 * 24 * 60) }); // for an operator
    await insertOrder(ctx, { eventId: event.id, buyer, holders, status: 'pending' });

    const mail = (to: string) => queueMail(ctx, { to, subject: 's', text: 't', html: '<p>t</p>', locale: 'en', template: 'test' });
    const stuck = await mail('stuck@example.test');
    const sent = await mail('sent@example.test');
    const fresh = await mail('fresh@example.test');
    await ctx.db.update(schema.mail_outbox).set({ created_at: minutesAgo(10) }).where(eq(schema.mail_outbox.id, stuck.id));
    await ctx.db.update(schema.mail_outbox).set({ created_at: minutesAgo(10), status: 'sent' }).where(eq(schema.mail_outbox.id, sent.id));
    await ctx.db.update(schema.mail_outbox).set({ created_at: minutesAgo(1) }).where(eq(schema.mail_outbox.id, fresh.id));
    ctx.jobs.jobs.length = 0;

    expect(await requeueLostJobs(ctx)).toEqual({ orders: 1, mails: 1 });
    expect(ctx.jobs.jobs).toEqual([
      { name: 'orders.fulfil', payload: { orderId: lost.id }, opts: { jobId: `order-fulfil:${lost.id}` } },
      { name: 'mail.send', payload: { outboxId: stuck.id }, opts: { jobId: `mail:${stuck.id}` } },
    ]);
  });
});
