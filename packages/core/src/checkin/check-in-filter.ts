import { z } from 'zod';
import { text } from '../platform/input-vocabulary.ts';

/**
 * The door's lists as the address asks for them (`?state=in&q=…&page=2`). Browser-safe: the
 * server's lists and the door's offline lists (from the phone's copy) read the same address.
 */
export const CHECK_IN_PAGE = 50;

export const listCheckInsInput = z.object({
  state: z.enum(['in', 'out', 'all']).default('all'),
  q: text().pipe(z.string().trim().max(100)).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export type CheckInFilter = z.output<typeof listCheckInsInput>;

/** The filter of a list address; a hand-edited one (?page=-3) shows the first page rather than an error. */
export function checkInFilterOf(params: URLSearchParams): CheckInFilter {
  const query = listCheckInsInput.safeParse({ state: params.get('state') ?? undefined, q: params.get('q') ?? undefined, page: params.get('page') ?? undefined });
  return query.success ? query.data : listCheckInsInput.parse({});
}

export interface CheckInRow {
  code: string;
  holder_name: string;
  ticket_name: string | null;
  checked_in_at: string | null;
  checked_in_by: string | null;
}

/** One page of a door's list, with counts over every ticket valid there. */
export interface CheckInPage {
  total: number;
  checked_in: number;
  page: number;
  has_more: boolean;
  tickets: CheckInRow[];
}
