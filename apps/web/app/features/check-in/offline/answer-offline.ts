import type { OfflineTicket } from '@foyer/core/checkin/offline-door';
import type { ScanResult } from '@foyer/core/checkin/scan-ticket';

/** A scan the door made without the server, waiting to be sent. */
export interface QueuedScan {
  /** The door's own id for the scan, so a batch sent twice is recorded once. */
  id: string;
  code: string;
  scanned_at: string;
  /** The reservation it checked in (the copy's code), so the door says "already" for a second scan. */
  ticket: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The ticket a scan names in the door's copy: a QR must be exactly the signed payload printed on
 * that ticket (so a made-up QR with a real code in it is not admitted), a typed code the printed
 * code in any case. Null when the copy has no such ticket.
 */
export function ticketInCopy(tickets: ReadonlyMap<string, OfflineTicket>, input: string): OfflineTicket | null {
  const typed = input.trim();
  const parts = typed.split('.');
  if (parts.length === 3 && parts[0] === 'FT1') {
    const ticket = tickets.get(parts[1]!.toLowerCase());
    return ticket && ticket.qr === typed ? ticket : null;
  }
  const code = typed.toLowerCase();
  return UUID.test(code) ? (tickets.get(code) ?? null) : null;
}

/**
 * The door's answer without the server, in the server's own terms (scan-ticket.ts): from the copy
 * of the tickets and the scans this door already queued. A green answer comes with the scan to
 * queue. Another event's ticket is not in the copy, so offline it is "not recognised".
 */
export function answerOffline(tickets: ReadonlyMap<string, OfflineTicket>, queue: readonly QueuedScan[], input: string, at: Date, me: string | null, newId: () => string): { result: ScanResult; queue: QueuedScan | null } {
  const ticket = ticketInCopy(tickets, input);
  if (!ticket) return { result: { outcome: 'not_recognised', ticket: null }, queue: null };
  const named = (checkedInAt: string | null, by: string | null) => ({ code: ticket.code, holder_name: ticket.holder_name, ticket_name: ticket.ticket_name, checked_in_at: checkedInAt, checked_in_by: by, reason: ticket.reason });
  if (!ticket.here) return { result: { outcome: 'other_door', ticket: named(ticket.checked_in_at, null) }, queue: null };
  if (ticket.reason) return { result: { outcome: 'not_valid', ticket: named(ticket.checked_in_at, null) }, queue: null };
  if (ticket.checked_in_at) return { result: { outcome: 'already_checked_in', ticket: named(ticket.checked_in_at, ticket.checked_in_by) }, queue: null };
  const earlier = queue.find((s) => s.ticket === ticket.code);
  if (earlier) return { result: { outcome: 'already_checked_in', ticket: named(earlier.scanned_at, me) }, queue: null };
  const scan: QueuedScan = { id: newId(), code: input.trim(), scanned_at: at.toISOString(), ticket: ticket.code };
  return { result: { outcome: 'checked_in', ticket: named(scan.scanned_at, me) }, queue: scan };
}
