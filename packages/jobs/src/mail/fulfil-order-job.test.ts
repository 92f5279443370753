import { describe, expect, it } from 'vitest';
import { fulfilOrderJob, orderFulfilJobId } from '@foyer/core/tickets/jobs';
import { insertEvent } from '@foyer/core/testing/fixtures';
import { companyInvoiceForm, insertOrder, insertUser, setSeller } from '@foyer/core/documents/testing/order-fixtures';
import { parseMime } from '../testing/parse-mime.ts';
import { useSmtpJobEnv } from '../testing/smtp-job-env.ts';

describe('orders.fulfil through the real registry and SMTP', () => {
  const env = useSmtpJobEnv('fulfil');

  it('a job enqueued again after it ran mails each recipient once, with their PDFs', async () => {
    const { ctx, smtp, queue, lines } = env;
    const event = await insertEvent(ctx, { title: 'Festiwal Żurawi' });
    await setSeller(ctx, event.organization_id);
    const buyer = await insertUser(ctx, { email: 'kupujacy@example.com' });
    const { order } = await insertOrder(ctx, {
      eventId: event.id,
      buyer,
      invoiceForm: companyInvoiceForm,
      holders: [
        { first_name: 'Anna', last_name: 'Nowak', email: buyer.email },
        { first_name: 'Jan', last_name: 'Gość', email: 'gosc@example.com' },
      ],
    });
    await queue.enqueue(fulfilOrderJob, { orderId: order.id }, { jobId: orderFulfilJobId(order.id) });
    await queue.drain();
    // At-least-once delivery: the same job again (its jobId is free once it finished).
    await queue.enqueue(fulfilOrderJob, { orderId: order.id }, { jobId: orderFulfilJobId(order.id) });
    await queue.drain();

    const received = await smtp.waitForMessages(2);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages).toHaveLength(2);
    const byTo = new Map(received.map((m) => [m.to[0], parseMime(m.raw)]));
    const pdfNames = (to: string) =>
      byTo
        .get(to)!
        .parts.filter((p) => p.contentType === 'application/pdf')
        .map((p) => /filename="?([^";]+)/.exec(p.headers['content-disposition'] ?? '')?.[1]);
    expect(pdfNames('kupujacy@example.com')).toEqual([expect.stringMatching(/^ticket-anna-nowak-/), expect.stringMatching(/^ticket-jan-gosc-/), expect.stringMatching(/^faktura-FV-\d{4}-000001\.pdf$/)]);
    expect(pdfNames('gosc@example.com')).toEqual([expect.stringMatching(/^ticket-jan-gosc-/)]);
    expect(byTo.get('gosc@example.com')!.subject).toBe('Twój bilet na Festiwal Żurawi');
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });
});
