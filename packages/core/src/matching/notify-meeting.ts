import { eq } from 'drizzle-orm';
import { defaultLocale, isLocale, resources } from '@foyer/i18n';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { mailLocale } from '../accounts/user-locale.ts';
import { createNotification } from '../notifications/create-notification.ts';
import type { MeetingScope } from './bm-scope.ts';

export type MeetingNews = 'invited' | 'accepted' | 'declined' | 'rescheduled' | 'deleted';

/** `matching.notification` (packages/i18n/locales/<lng>/matching.json); {{name}} is the one who acted. */
type MatchingStrings = Record<`${MeetingNews}_${'title' | 'message'}`, string>;
type Bundles = Record<string, { matching?: { notification?: MatchingStrings } } | undefined>;

function strings(locale: string): MatchingStrings {
  const bundles = resources as unknown as Bundles;
  return ((isLocale(locale) ? bundles[locale]?.matching?.notification : undefined) ?? bundles[defaultLocale]!.matching!.notification)!;
}

const fill = (template: string, vars: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');

/**
 * SPEC §2's business-matching notifications, in the recipient's language, leading to the
 * meeting in their accepted or pending list. The meeting is already saved: a notification that
 * cannot be made is logged, not thrown.
 */
export async function notifyMeeting(ctx: Pick<Ctx, 'db' | 'pubsub' | 'log'>, scope: MeetingScope, p: { meetingId: number; recipientId: number; kind: MeetingNews }) {
  try {
    const u = schema.users;
    const [[actor], [recipient], [event]] = await Promise.all([
      ctx.db.select({ first_name: u.first_name, last_name: u.last_name }).from(u).where(eq(u.id, scope.viewerId)),
      ctx.db.select({ locale: u.locale }).from(u).where(eq(u.id, p.recipientId)),
      ctx.db.select({ lp_url: schema.events.lp_url }).from(schema.events).where(eq(schema.events.id, scope.eventId)),
    ]);
    const s = strings(mailLocale(recipient?.locale ?? null));
    const vars = { name: `${actor?.first_name ?? ''} ${actor?.last_name ?? ''}`.trim() };
    const list = p.kind === 'accepted' ? `accepted/${p.meetingId}` : p.kind === 'invited' || p.kind === 'rescheduled' ? `pending/${p.meetingId}` : '';
    await createNotification(ctx, {
      eventId: scope.eventId,
      userId: p.recipientId,
      title: fill(s[`${p.kind}_title`], vars),
      message: fill(s[`${p.kind}_message`], vars),
      notify_type: 'business_matching',
      notify_subtype: p.kind,
      target_type: 'bm_meeting',
      target_id: p.meetingId,
      dl: `/${event?.lp_url ?? ''}/business-matching/${list}`.replace(/^\/\//, '/').replace(/\/$/, ''),
    });
  } catch (error) {
    ctx.log.warn({ error, meetingId: p.meetingId, recipientId: p.recipientId }, 'business matching notification not made');
  }
}
