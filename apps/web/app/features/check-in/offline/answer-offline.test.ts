import { describe, expect, it } from 'vitest';
import type { OfflineTicket } from '@foyer/core/checkin/offline-door';
import { answerOffline, ticketInCopy, type QueuedScan } from './answer-offline.ts';

const code = '3f2a0d00-0000-4000-8000-00000000a001';
const ticket = (over: Partial<OfflineTicket> = {}): OfflineTicket => ({
  code,
  qr: `FT1.${code}.AAAAAAAAAAAAAAAAAAAAAA`,
  holder_name: 'Anna Nowak',
  ticket_name: 'Standard',
  here: true,
  reason: null,
  checked_in_at: null,
  checked_in_by: null,
  ...over,
});
const copyOf = (...tickets: OfflineTicket[]) => new Map(tickets.map((t) => [t.code, t]));
const at = new Date('2026-11-26T10:00:00.000Z');
const ids = () => {
  let n = 0;
  return () => `scan-${++n}`;
};

describe('the door’s answer from its copy of the tickets', () => {
  it('finds a ticket by its exact signed QR or by the printed code in any case, nothing else', () => {
    const copy = copyOf(ticket());
    expect(ticketInCopy(copy, ` FT1.${code}.AAAAAAAAAAAAAAAAAAAAAA `)?.holder_name).toBe('Anna Nowak');
    expect(ticketInCopy(copy, code.toUpperCase())?.holder_name).toBe('Anna Nowak');
    // A made-up QR carrying a real code is not the ticket's QR.
    expect(ticketInCopy(copy, `FT1.${code}.BBBBBBBBBBBBBBBBBBBBBB`)).toBeNull();
    expect(ticketInCopy(copy, '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(ticketInCopy(copy, 'https://example.com/qr')).toBeNull();
    expect(ticketInCopy(copy, '')).toBeNull();
  });

  it('checks a ticket in once and queues the scan; the second scan of it is "already", by this door', () => {
    const copy = copyOf(ticket());
    const first = answerOffline(copy, [], code, at, 'Olga Door', ids());
    expect(first.result).toEqual({ outcome: 'checked_in', ticket: { code, holder_name: 'Anna Nowak', ticket_name: 'Standard', checked_in_at: at.toISOString(), checked_in_by: 'Olga Door', reason: null } });
    expect(first.queue).toEqual({ id: 'scan-1', code, scanned_at: at.toISOString(), ticket: code });
    const queue: QueuedScan[] = [first.queue!];
    const second = answerOffline(copy, queue, ticket().qr, new Date(at.getTime() + 60_000), 'Olga Door', ids());
    expect(second.result).toMatchObject({ outcome: 'already_checked_in', ticket: { checked_in_at: at.toISOString(), checked_in_by: 'Olga Door' } });
    expect(second.queue).toBeNull();
  });

  it('says "already" with the copy’s when and who for a ticket that was in when the copy was taken', () => {
    const copy = copyOf(ticket({ checked_in_at: '2026-11-26T09:00:00.000Z', checked_in_by: 'Piotr Gate' }));
    expect(answerOffline(copy, [], code, at, 'Olga Door', ids())).toEqual({ result: { outcome: 'already_checked_in', ticket: expect.objectContaining({ checked_in_at: '2026-11-26T09:00:00.000Z', checked_in_by: 'Piotr Gate' }) }, queue: null });
  });

  it('refuses another door’s ticket, an unpaid or cancelled one, and a code it does not hold, queueing none', () => {
    expect(answerOffline(copyOf(ticket({ here: false })), [], code, at, null, ids())).toMatchObject({ result: { outcome: 'other_door' }, queue: null });
    expect(answerOffline(copyOf(ticket({ reason: 'canceled' })), [], code, at, null, ids())).toMatchObject({ result: { outcome: 'not_valid', ticket: { reason: 'canceled' } }, queue: null });
    expect(answerOffline(copyOf(), [], code, at, null, ids())).toEqual({ result: { outcome: 'not_recognised', ticket: null }, queue: null });
  });
});
