import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Viewer } from '../accounts/viewer.ts';
import type { CalendarConfig, Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import type { ImportResult } from './import-calendar.ts';
import { openAvailability, importWindow, type AvailabilityScope } from './scope.ts';
import { replaceImported, type Interval } from './unavailability.ts';

/**
 * Google Calendar (OAuth 2 authorization code flow, RFC 6749 §4.1, as Google documents it):
 * the caller is sent to the consent page with a signed `state` naming them and the event; the
 * callback exchanges the code at the token endpoint and reads the primary calendar's busy times
 * (freeBusy.query) for the event's days, stored as unavailability of source google. The access
 * token is used once and never stored: connecting again refreshes the times.
 */
type GoogleConfig = NonNullable<CalendarConfig['google']>;
const SCOPE = 'https://www.googleapis.com/auth/calendar.freebusy';
const TIMEOUT_MS = 10_000;
/** The web route Google sends the user back to (register it as the client's redirect URI). */
export const GOOGLE_CALLBACK_PATH = '/calendar/google/callback';

function googleOf(ctx: Pick<Ctx, 'config'>): GoogleConfig {
  const g = ctx.config.calendar?.google;
  if (!g) throw new AppError('availability.google_not_configured', 'Google Calendar is not set up on this server.');
  return g;
}

export const googleConfigured = (ctx: Pick<Ctx, 'config'>) => Boolean(ctx.config.calendar?.google);
const redirectUri = (ctx: Pick<Ctx, 'config'>) => `${ctx.config.publicUrl.replace(/\/$/, '')}${GOOGLE_CALLBACK_PATH}`;
const stateKey = (ctx: Pick<Ctx, 'config'>) => new TextEncoder().encode(`google-calendar:${ctx.config.jwtSecret}`);

/** Where to send the caller to connect Google Calendar (the state expires in 10 minutes). */
export async function googleConnectUrl(ctx: Pick<Ctx, 'config' | 'clock'>, scope: AvailabilityScope): Promise<string> {
  const g = googleOf(ctx);
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  const state = await new SignJWT({ e: scope.eventId }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(scope.userId)).setIssuedAt(now).setExpirationTime(now + 600).sign(stateKey(ctx));
  const url = new URL(g.authUrl);
  url.search = new URLSearchParams({ client_id: g.clientId, redirect_uri: redirectUri(ctx), response_type: 'code', scope: SCOPE, state, access_type: 'online', prompt: 'consent' }).toString();
  return url.toString();
}

const tokenAnswer = z.object({ access_token: z.string().min(1), token_type: z.string().optional() });
const freeBusyAnswer = z.object({
  calendars: z.record(z.string(), z.object({ busy: z.array(z.object({ start: z.string(), end: z.string() })).default([]), errors: z.array(z.unknown()).optional() })),
});
const failed = () => new AppError('availability.google_failed', 'Google Calendar could not be read. Please try again.');

async function postJson(url: string, init: RequestInit): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  } catch {
    throw failed();
  }
  if (!res.ok) throw failed();
  return res.json().catch(() => {
    throw failed();
  });
}

/** The busy times of the primary calendar between `from` and `to` (Google's freeBusy.query). */
export async function googleBusyTimes(g: GoogleConfig, accessToken: string, window: { from: Date; to: Date }): Promise<Interval[]> {
  if (window.to <= window.from) return [];
  const body = await postJson(`${g.apiUrl.replace(/\/$/, '')}/freeBusy`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ timeMin: window.from.toISOString(), timeMax: window.to.toISOString(), items: [{ id: 'primary' }] }),
  });
  const parsed = freeBusyAnswer.safeParse(body);
  const primary = parsed.success ? parsed.data.calendars.primary : undefined;
  if (!primary || primary.errors?.length) throw failed();
  return primary.busy
    .map((b) => ({ from: new Date(b.start), to: new Date(b.end) }))
    .filter((i) => !Number.isNaN(i.from.getTime()) && !Number.isNaN(i.to.getTime()))
    .map((i) => ({ from: i.from < window.from ? window.from : i.from, to: i.to > window.to ? window.to : i.to }));
}

/** The event a callback's signed state names (null when the state is not ours or has expired). */
export async function googleStateEvent(ctx: Pick<Ctx, 'config' | 'clock'>, state: unknown): Promise<number | null> {
  if (typeof state !== 'string' || state.length > 4000) return null;
  try {
    const { payload } = await jwtVerify(state, stateKey(ctx), { algorithms: ['HS256'], currentDate: ctx.clock.now() });
    return typeof payload.e === 'number' && Number.isSafeInteger(payload.e) ? payload.e : null;
  } catch {
    return null;
  }
}

const callbackInput = z.object({ code: z.string().min(1).max(4000), state: z.string().min(1).max(4000) });

/**
 * GET calendar/google/callback: only the user who started the connection, still signed in,
 * completes it (the state is signed and names them); anything else is
 * availability.google_state_invalid. Answers the event and how many busy times were stored.
 */
export async function completeGoogleImport(
  ctx: Pick<Ctx, 'db' | 'clock' | 'config'>,
  viewer: Pick<Viewer, 'id'> | null,
  input: unknown,
): Promise<ImportResult & { eventId: number }> {
  const g = googleOf(ctx);
  const parsed = callbackInput.safeParse(input);
  if (!parsed.success) throw new AppError('availability.google_state_invalid', 'Google Calendar was not connected: please try again.');
  let claims: { sub?: string; e?: unknown };
  try {
    ({ payload: claims } = await jwtVerify(parsed.data.state, stateKey(ctx), { algorithms: ['HS256'], currentDate: ctx.clock.now() }));
  } catch {
    throw new AppError('availability.google_state_invalid', 'Google Calendar was not connected: please try again.');
  }
  const eventId = typeof claims.e === 'number' && Number.isSafeInteger(claims.e) ? claims.e : null;
  if (!viewer || claims.sub !== String(viewer.id) || eventId == null) {
    throw new AppError('availability.google_state_invalid', 'Google Calendar was not connected: please try again.');
  }
  const scope = await openAvailability(ctx, viewer, eventId);
  const token = tokenAnswer.safeParse(
    await postJson(g.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ code: parsed.data.code, client_id: g.clientId, client_secret: g.clientSecret, redirect_uri: redirectUri(ctx), grant_type: 'authorization_code' }),
    }),
  );
  if (!token.success) throw failed();
  const busy = await googleBusyTimes(g, token.data.access_token, importWindow(scope, ctx.clock.now()));
  return { eventId, imported: await replaceImported(ctx, scope, 'google', busy) };
}
