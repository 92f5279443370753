import { data, redirect } from 'react-router';
import { z } from 'zod';
import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import type { Ctx } from '@foyer/core/context';
import { isAppError } from '@foyer/core/errors';
import { completeGoogleImport, googleConfigured, googleConnectUrl, googleStateEvent } from '@foyer/core/availability/google-calendar';
import { readWallClock } from '../../server/event-wall-clock.server.ts';
import { importIcsText, importIcsUrl, MAX_CALENDAR_BYTES } from '@foyer/core/availability/import-calendar';
import { openAvailability } from '@foyer/core/availability/scope';
import { addUnavailability, listUnavailability, removeUnavailability } from '@foyer/core/availability/unavailability';
import { idFrom } from '@foyer/core/platform/input-vocabulary';
import { basePathFor, requireSignedIn } from '../../server/require-access.server.ts';
import { eventForRequest } from '../../server/request-event.server';
import { asScreenResponse } from '../components/app-error-response.server';
import { defineOutcomeQuery, readOutcome, withOutcome, type NoticeOf } from '../components/outcome-query.ts';

/** What the screen says after an action (`?availability=` / `?availability_error=`): its own refusals and the rate limit. */
const availabilityOutcomes = defineOutcomeQuery('availability', ['added', 'removed', 'imported'], /^(availability\.[a-z_]+|common\.rate_limited)$/);
export type AvailabilityNotice = NoticeOf<typeof availabilityOutcomes>;

export interface BusyTime {
  id: number;
  from: string;
  to: string;
  source: 'manual' | 'google' | 'ical';
}

/** The calendar day (YYYY-MM-DD) of an instant in `tz`. */
const dayIn = (iso: string, tz: string) => new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

async function open(ctx: Ctx, request: Request, slug: string | undefined) {
  const event = await eventForRequest(ctx, request, slug);
  if (!event) throw data({ code: 'event.invalid' }, { status: 404 });
  const viewer = await requireSignedIn(ctx, request, event);
  const scope = await asScreenResponse(() => openAvailability(ctx, viewer, event.id));
  return { event, viewer, scope, basePath: basePathFor(request, event) };
}

/** `profile/availability`: my busy times grouped by day in the event's time zone, and the ways to add them. */
export async function availabilityScreenLoader(ctx: Ctx, request: Request, params: { slug?: string }) {
  const o = await open(ctx, request, params.slug);
  const url = new URL(request.url);
  const { notice, error } = readOutcome(availabilityOutcomes, url.searchParams);
  const times = await listUnavailability(ctx, o.scope);
  const days: { day: string; times: BusyTime[] }[] = [];
  for (const t of times) {
    const day = dayIn(t.unavailability_from, o.scope.timezone);
    const time = { id: t.id, from: t.unavailability_from, to: t.unavailability_to, source: t.source };
    const last = days[days.length - 1];
    if (last?.day === day) last.times.push(time);
    else days.push({ day, times: [time] });
  }
  const count = Number(url.searchParams.get('count'));
  return {
    basePath: o.basePath,
    timezone: o.scope.timezone,
    days,
    total: times.length,
    googleAvailable: googleConfigured(ctx),
    notice,
    count: Number.isSafeInteger(count) && count >= 0 ? count : 0,
    error,
  };
}

/** Refusals the screen says in a line (the rest become the error screen). */
const shown = (code: string | null | undefined): code is string => !!code && availabilityOutcomes.shows(code);

const intents = z.enum(['add', 'remove', 'import_file', 'import_url', 'google']);

/**
 * Every change is a form post to `profile/availability` (works without JavaScript), then back
 * with `?availability=<outcome>` or `?availability_error=<code>`; Google goes to its consent page.
 */
export async function availabilityAction(ctx: Ctx, request: Request, params: { slug?: string }) {
  const o = await open(ctx, request, params.slug);
  const back = new URL(`${o.basePath}/profile/availability`, 'http://x');
  const done = (notice: AvailabilityNotice, count?: number) => {
    if (count != null) back.searchParams.set('count', String(count));
    return redirect(withOutcome(availabilityOutcomes, back, { notice }));
  };
  try {
    // An upload is refused by its declared size before a byte of it is read.
    const length = Number(request.headers.get('content-length') ?? NaN);
    if (/^multipart\//i.test(request.headers.get('content-type') ?? '') && !(length <= MAX_CALENDAR_BYTES + 64 * 1024)) {
      throw Object.assign(new Error(), { appCode: 'availability.calendar_too_large' });
    }
    const form = await request.formData();
    const intent = intents.safeParse(form.get('intent'));
    if (!intent.success) throw data({ code: 'common.validation' }, { status: 422 });
    switch (intent.data) {
      case 'add': {
        const from = readWallClock(form.get('from'), o.scope.timezone);
        const to = readWallClock(form.get('to'), o.scope.timezone);
        await addUnavailability(ctx, o.scope, { unavailability_from: from?.toISOString() ?? '', unavailability_to: to?.toISOString() ?? '' });
        return done('added');
      }
      case 'remove': {
        await removeUnavailability(ctx, o.scope, idFrom(form.get('id')) ?? 0);
        return done('removed');
      }
      case 'import_file': {
        const file = form.get('file');
        if (!(file instanceof File) || file.size === 0) throw Object.assign(new Error(), { appCode: 'availability.calendar_invalid' });
        if (file.size > MAX_CALENDAR_BYTES) throw Object.assign(new Error(), { appCode: 'availability.calendar_too_large' });
        return done('imported', (await importIcsText(ctx, o.scope, await file.text())).imported);
      }
      case 'import_url':
        return done('imported', (await importIcsUrl(ctx, o.scope, form.get('url'))).imported);
      case 'google':
        return redirect(await googleConnectUrl(ctx, o.scope));
    }
  } catch (err) {
    const code = isAppError(err) ? err.code : (err as { appCode?: string } | null)?.appCode;
    if (!shown(code)) return asScreenResponse(() => Promise.reject(err));
    return redirect(withOutcome(availabilityOutcomes, back, { error: code }));
  }
}

/**
 * `/calendar/google/callback`: Google sends the user back here with `code` and our signed
 * `state`; the busy times are imported and the user lands on the event's availability screen.
 */
export async function googleCallbackLoader(ctx: Ctx, request: Request) {
  const url = new URL(request.url);
  const eventId = await googleStateEvent(ctx, url.searchParams.get('state'));
  const [event] = eventId == null ? [] : await ctx.db.select().from(schema.events).where(eq(schema.events.id, eventId)).limit(1);
  if (!event) throw data({ code: 'availability.google_state_invalid' }, { status: 422 });
  const viewer = await requireSignedIn(ctx, request, event);
  // The callback is outside the event's paths: back by the event's own `/:slug` ones.
  const back = new URL(`/${event.lp_url}/profile/availability`, 'http://x');
  try {
    if (url.searchParams.get('error')) throw Object.assign(new Error(), { appCode: 'availability.google_state_invalid' });
    const result = await completeGoogleImport(ctx, viewer, { code: url.searchParams.get('code'), state: url.searchParams.get('state') });
    back.searchParams.set('count', String(result.imported));
    return redirect(withOutcome(availabilityOutcomes, back, { notice: 'imported' }));
  } catch (err) {
    const code = isAppError(err) ? err.code : (err as { appCode?: string } | null)?.appCode;
    if (!shown(code)) return asScreenResponse(() => Promise.reject(err));
    return redirect(withOutcome(availabilityOutcomes, back, { error: code }));
  }
}
