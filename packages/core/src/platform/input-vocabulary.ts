import { z } from 'zod';

/**
 * The words every outside input is spelled in (HTTP bodies and paths, forms, CLI flags), so a
 * value that the database cannot take is refused at the edge with a 422 naming the field, and
 * never reaches a statement — least of all one shared with other callers (coalesce, batches).
 */

/** Postgres `integer`: ids and counts above it make a statement fail for every row it carries. */
export const MAX_INT32 = 2_147_483_647;

/** A row id: a positive 32-bit integer. */
export const entityId = z.number().int().positive().max(MAX_INT32);

/** A row id from a path or query string ("12"); a fresh schema each call, for `.openapi()` metadata. */
export const coercedId = () => z.coerce.number().int().positive().max(MAX_INT32);
/** A count or version from a URL segment or form field, where 0 is a value (a landing page's first version). */
export const coercedNatural = () => z.coerce.number().int().min(0).max(MAX_INT32);

/** A UUID as Postgres's uuid columns take it: anything else would fail the query, so it is "not found". */
export const isUuid = (s: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

/**
 * A row id from a URL segment, query parameter or form field, or null when it is not one (empty,
 * text, zero, negative, past int32): screens answer their own 404 or ignore it, and no statement
 * ever sees it.
 */
export function idFrom(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const parsed = entityId.safeParse(typeof value === 'string' ? (/^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : NaN) : value);
  return parsed.success ? parsed.data : null;
}

/**
 * NUL cannot be stored in Postgres text; a lone surrogate is not text in any encoding. Both
 * come only from someone probing, and would otherwise fail deep inside a statement.
 */
// eslint-disable-next-line no-control-regex -- matching the NUL byte is the point
const notText = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isText = (s: string): boolean => !notText.test(s);
/** `s` with every character that is not text (see isText) replaced by U+FFFD, so it can be stored and shown. */
export const storableText = (s: string): string => (notText.test(s) ? s.replace(new RegExp(notText.source, 'g'), '\uFFFD') : s);
export const textMessage = 'contains characters that are not text';

/**
 * A name is one line: a line break, tab or other control character in one became whole
 * paragraphs of a mail the platform sends to any address — a guest's ticket, a confirmation
 * (found from outside). Line and paragraph separators count as breaks too.
 */
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const lineBreaking = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
export const isOneLine = (s: string): boolean => !lineBreaking.test(s);
export const oneLineMessage = 'must be one line of text';
// eslint-disable-next-line no-control-regex -- control characters are what is collapsed
const breaksAndSpaces = /[\s\u0000-\u001f\u007f-\u009f]+/g;
/**
 * `s` on one line: every run of spaces, breaks and control characters as one space. For names
 * stored before isOneLine was checked, on their way into a mail (a break there became paragraphs).
 */
export const asOneLine = (s: string): string => s.replace(breaksAndSpaces, ' ').trim();

/** A string refined to be storable text (see isText); chain trim/min/max as usual before it. */
export const text = () => z.string().refine(isText, textMessage);
