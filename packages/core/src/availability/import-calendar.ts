import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { icalBusyTimes } from './ical-busy.ts';
import { safeFetchText } from './safe-fetch.ts';
import { importWindow, type AvailabilityScope } from './scope.ts';
import { replaceImported } from './unavailability.ts';

/** An .ics file or download is at most this large. */
export const MAX_CALENDAR_BYTES = 2 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;

export interface ImportResult {
  /** Busy times stored (merged) from the calendar, within the event's days. */
  imported: number;
}

type ImportCtx = Pick<Ctx, 'db' | 'clock' | 'config' | 'rateLimiter' | 'calendarReader'>;

/** Imports per user per hour (each may download and expand a calendar). */
export const IMPORTS_PER_HOUR = 20;

async function countImport(ctx: ImportCtx, scope: AvailabilityScope) {
  const { allowed, retryAfterSeconds } = await ctx.rateLimiter.hit(`calendar-import:${scope.userId}`, IMPORTS_PER_HOUR, 3600);
  if (!allowed) throw AppError.rateLimited(retryAfterSeconds, 'Too many calendar imports. Please try again later.');
}

/**
 * An iCalendar text marks the caller's busy times as unavailability (source ical): what an
 * earlier iCalendar import stored is replaced, so importing again updates rather than doubles.
 * Only the event's days from now on are kept (scope.importWindow).
 */
export async function importIcsText(ctx: ImportCtx, scope: AvailabilityScope, text: string): Promise<ImportResult> {
  await countImport(ctx, scope);
  return storeIcs(ctx, scope, text);
}

async function storeIcs(ctx: ImportCtx, scope: AvailabilityScope, text: string): Promise<ImportResult> {
  if (Buffer.byteLength(text, 'utf8') > MAX_CALENDAR_BYTES) throw new AppError('availability.calendar_too_large', 'This calendar is too large (2 MB at most).');
  const window = importWindow(scope, ctx.clock.now());
  // In a thread the web process stops past its time when it has one: ical.js can loop inside a
  // single step, where MAX_EXPANSION_MS is only checked as far as its loops let it be.
  const busy = ctx.calendarReader ? await ctx.calendarReader.busyTimes(text, window, scope.timezone) : icalBusyTimes(text, window, scope.timezone);
  return { imported: await replaceImported(ctx, scope, 'ical', busy) };
}

const urlInput = z.string().trim().min(1).max(2000);

/** The same from a calendar's address (http, https or webcal), fetched without reaching private networks. */
export async function importIcsUrl(ctx: ImportCtx, scope: AvailabilityScope, url: unknown): Promise<ImportResult> {
  const parsed = urlInput.safeParse(url);
  if (!parsed.success) throw new AppError('availability.url_refused', 'Give the address of a calendar.');
  await countImport(ctx, scope);
  const text = await safeFetchText(parsed.data, { maxBytes: MAX_CALENDAR_BYTES, timeoutMs: FETCH_TIMEOUT_MS, allowPrivate: ctx.config.calendar?.allowPrivateUrls === true });
  return storeIcs(ctx, scope, text);
}
