import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { mailLocale } from '../accounts/user-locale.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { notificationStrings, templateOf } from '../notifications/notification-template.ts';
import { fillTemplate as fill } from '../mail/mail-strings.ts';
import { channels } from '../platform/pubsub.ts';
import type { MeetingScope } from './bm-scope.ts';

export type MeetingNews = 'invited' | 'accepted' | 'declined' | 'rescheduled' | 'deleted';

/**
 * `matching.notification` (packages/i18n/locales/<lng>/matching.json); {{name}} is the one who
 * acted (for the reminder: the other of the pair, {{minutes}} how soon it starts).
 */
type MatchingStrings = Record<`${MeetingNews | 'reminder'}_${'title' | 'message'}`, string>;
export const matchingStrings = (locale: string) => notificationStrings<MatchingStrings>('matching', 'notification', locale);

/** The template of a matching notification of `kind`, for readers in other languages. */
export const matchingTemplate = (kind: MeetingNews | 'reminder', vars: Record<string, string>) => templateOf('matching', 'notification', kind, vars);

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
    const s = matchingStrings(mailLocale(recipient?.locale ?? null));
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
      template: matchingTemplate(p.kind, vars),
    });
  } catch (error) {
    ctx.log.warn({ error, meetingId: p.meetingId, recipientId: p.recipientId }, 'business matching notification not made');
  }
}

/**
 * Tells both people's own streams (`user:<id>`) that one of their meetings changed, so their open
 * business-matching screens load again (use-live-matching.ts). Ids only: what each sees comes from
 * the lists, which check who is asking. Sent for every change, also those that notify nobody (a
 * withdrawn invitation). A failed publish is logged; screens poll while their stream is down.
 */
export async function announceMeetingChange(ctx: Pick<Ctx, 'pubsub' | 'log'>, p: { eventId: number; componentId: number; meetingId: number; userIds: number[] }) {
  const note = { type: 'business_matching', event_id: p.eventId, component_id: p.componentId, meeting_id: p.meetingId };
  await Promise.all([...new Set(p.userIds)].map((id) => ctx.pubsub.publish(channels.user(id), note))).catch((error: unknown) => ctx.log.warn({ error, meetingId: p.meetingId }, 'meeting change not announced'));
}
