import { describe, expect, it } from 'vitest';
import { checkInFilterOf } from './check-in-filter.ts';
import { listFromCopy } from './offline-list.ts';
import type { OfflineTicket } from './offline-door.ts';

const ticket = (code: string, holder_name: string, over: Partial<OfflineTicket> = {}): OfflineTicket => ({ code, qr: `FT1.${code}.sig`, holder_name, ticket_name: 'Standard', here: true, reason: null, checked_in_at: null, checked_in_by: null, ...over });
const filter = (query: string) => checkInFilterOf(new URLSearchParams(query));

const copy = [
  ticket('c1', 'Zofia Wiśniewska'),
  ticket('c2', 'Adam Nowak', { checked_in_at: '2027-06-01T08:05:00.000Z', checked_in_by: 'Door One' }),
  ticket('c3', 'Ewa Kowalska'),
  ticket('c4', 'Piotr Zieliński', { here: false }),
  ticket('c5', 'Jan Unpaid', { reason: 'unpaid' }),
  ticket('c6', 'Marta Łącka', { checked_in_at: '2027-06-01T08:10:00.000Z', checked_in_by: 'Door Two' }),
];

describe('the door list from the offline copy', () => {
  it('lists the tickets valid at this door only, checked in first (latest first), then by name, with counts over all of them', () => {
    const page = listFromCopy(copy, [], filter(''), 'Me');
    expect(page.tickets.map((t) => t.holder_name)).toEqual(['Marta Łącka', 'Adam Nowak', 'Ewa Kowalska', 'Zofia Wiśniewska']);
    expect(page).toMatchObject({ total: 4, checked_in: 2, page: 1, has_more: false });
  });

  it('counts a scan waiting to be sent as in, by this door, and leaves a ticket checked in elsewhere as the server said', () => {
    const page = listFromCopy(copy, [{ ticket: 'c3', scanned_at: '2027-06-01T08:20:00.000Z' }, { ticket: 'c2', scanned_at: '2027-06-01T09:00:00.000Z' }], filter('state=in'), 'Me');
    expect(page.tickets.map((t) => [t.holder_name, t.checked_in_at, t.checked_in_by])).toEqual([
      ['Ewa Kowalska', '2027-06-01T08:20:00.000Z', 'Me'],
      ['Marta Łącka', '2027-06-01T08:10:00.000Z', 'Door Two'],
      ['Adam Nowak', '2027-06-01T08:05:00.000Z', 'Door One'],
    ]);
    expect(page.checked_in).toBe(3);
  });

  it('searches names in any case and picks the state', () => {
    expect(listFromCopy(copy, [], filter('q=WIŚNIEW'), null).tickets.map((t) => t.code)).toEqual(['c1']);
    expect(listFromCopy(copy, [], filter('state=out&q=a'), null).tickets.map((t) => t.code)).toEqual(['c3', 'c1']);
    expect(listFromCopy(copy, [], filter('q=Zieliński'), null).tickets).toEqual([]);
  });

  it('pages by 50 as the server does, and a hand-edited page shows the first', () => {
    const many = Array.from({ length: 120 }, (_, i) => ticket(`m${String(i).padStart(3, '0')}`, `Person ${String(i).padStart(3, '0')}`));
    expect(listFromCopy(many, [], filter('page=2'), null)).toMatchObject({ page: 2, has_more: true });
    expect(listFromCopy(many, [], filter('page=2'), null).tickets[0]!.holder_name).toBe('Person 050');
    const last = listFromCopy(many, [], filter('page=3'), null);
    expect([last.has_more, last.tickets.length]).toEqual([false, 20]);
    expect(listFromCopy(many, [], filter('page=-3'), null).page).toBe(1);
  });
});
