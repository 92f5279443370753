import { schema } from '@foyer/db';
import { like, or, type SQL } from 'drizzle-orm';
import { foldText, foldedColumn } from './fold-text.ts';
import { AppError } from '../errors.ts';
import type { UserRecord } from './user-record.ts';

/** SPEC §9: attendees 40 a page, attendee search 100; no caller gets more than 100 at once. */
export const ATTENDEES_PAGE = 40;
export const ATTENDEE_SEARCH_PAGE = 100;
export const MAX_PEOPLE_PAGE = 100;

export interface PeopleQuery {
  limit: number;
  /** Keyset cursor: the row id the previous page ended with (meta.max_id). */
  max_id?: number | null;
  search?: string | null;
}

export interface PeoplePage {
  users: UserRecord[];
  /** all_items counts every match (ignoring the cursor); max_id is the cursor for the next page. */
  meta: { all_items: number; is_more: boolean; max_id: number | null };
}

/**
 * Substring match on the four searchable user fields that ignores case and accents ("zajac" finds
 * "Zając"); LIKE wildcards typed in the search are literal.
 */
export function userSearchCondition(search: string | null | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = `%${foldText(term).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const u = schema.users;
  return or(like(foldedColumn(u.first_name), pattern), like(foldedColumn(u.last_name), pattern), like(foldedColumn(u.company), pattern), like(foldedColumn(u.position), pattern));
}

export function clampLimit(limit: number): number {
  return Math.max(1, Math.min(MAX_PEOPLE_PAGE, Math.trunc(limit)));
}

export const unknownCursor = () => new AppError('common.validation', 'max_id: unknown cursor', 'max_id');
