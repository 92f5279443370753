import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { locales } from '@foyer/i18n';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';

/** Paths the root route set uses; an event slug must not shadow them. */
export const reservedSlugs = [
  'api', 'assets', 'dev', 'healthz', 'login', 'register', 'forgot-password', 'reset-password', 'registration',
  'access-code', 'legal', 'profile', 'inbox', 'friends', 'manage', 'business-matching', 'buy-ticket', 'component',
  'agenda', 'leaderboard', 'survey-results', 'treasure-hunt', 'admin', 'media', 'uploads', 'favicon.ico', 'robots.txt',
  'dashboard', 'event-info', 'notifications', 'join', 'logout', 'magic-link', 'onboarding', 'user', 'sandbox',
];

const timezoneSchema = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, 'unknown IANA time zone');

const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO 8601 date of the calendar: `new Date()` alone read "1" as 2001 and 2027-02-30 as 2 March. */
function isIsoDate(text: string): boolean {
  const m = ISO_8601.exec(text.trim());
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
}

const isoDate = z.preprocess(
  (v) => (typeof v === 'string' && !isIsoDate(v) ? Number.NaN : v),
  z.coerce.date({ error: 'must be a date in ISO 8601, e.g. 2027-06-01T09:00:00+02:00' }),
);

export const createEventInput = z
  .object({
    organization_slug: z.string().max(63, 'at most 63 characters').regex(/^[a-z0-9-]+$/, 'must be a lowercase slug'),
    organization_name: z.string().trim().min(1).max(200).optional(),
    title: z.string().trim().min(1, 'Field is required').max(200),
    lp_url: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'lowercase letters, digits and dashes, at most 63')
      .refine((s) => !reservedSlugs.includes(s), 'reserved path, choose another slug'),
    start_date: isoDate,
    end_date: isoDate,
    timezone: timezoneSchema.default('Europe/Warsaw'),
    languages: z.array(z.enum(locales)).min(1).default(['en']),
    default_language: z.enum(locales).optional(),
    access_mode_type: z.enum(['none', 'close', 'whitelist']).default('none'),
  })
  .refine((v) => v.end_date >= v.start_date, { path: ['end_date'], message: 'must not be before the start' })
  .refine((v) => !v.default_language || v.languages.includes(v.default_language), {
    path: ['default_language'],
    message: 'must be one of languages',
  });

export type CreateEventInput = z.input<typeof createEventInput>;

/**
 * Creates an event (and its organization if new) with its languages. The slug must be free;
 * everything else an organizer configures later in the admin panel.
 */
export async function createEvent(ctx: Pick<Ctx, 'db'>, raw: CreateEventInput) {
  const input = createEventInput.parse(raw);
  return ctx.db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: schema.events.id }).from(schema.events).where(eq(schema.events.lp_url, input.lp_url));
    if (taken) throw new AppError('common.validation', `An event already uses the slug "${input.lp_url}"`, 'lp_url');
    let [org] = await tx.select().from(schema.organizations).where(eq(schema.organizations.slug, input.organization_slug));
    if (!org) {
      [org] = await tx
        .insert(schema.organizations)
        .values({ slug: input.organization_slug, name: input.organization_name ?? input.organization_slug })
        .returning();
    }
    const [event] = await tx
      .insert(schema.events)
      .values({
        organization_id: org!.id,
        title: input.title,
        lp_url: input.lp_url,
        start_date: input.start_date,
        end_date: input.end_date,
        timezone: input.timezone,
        access_mode_type: input.access_mode_type,
      })
      .returning();
    const defaultLang = input.default_language ?? input.languages[0]!;
    await tx
      .insert(schema.event_languages)
      .values(input.languages.map((lang_code) => ({ event_id: event!.id, lang_code, default_lang: lang_code === defaultLang })));
    return event!;
  });
}
