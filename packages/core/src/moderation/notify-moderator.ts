import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { mailLocale } from '../accounts/user-locale.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { notificationStrings, templateOf } from '../notifications/notification-template.ts';
import { fillTemplate as fill } from '../mail/mail-strings.ts';

/** `moderation.notification` (packages/i18n/locales/<lng>/moderation.json); {{name}} is the profile, {{note}} the reason. */
interface Strings {
  accepted_title: string;
  accepted_message: string;
  rejected_title: string;
  rejected_message: string;
}

/**
 * Tells the moderator that the organizer accepted or rejected their update, in their language,
 * linking to it in the manage area. The decision is saved already: a notification that cannot be
 * made is logged, not thrown.
 */
export async function notifyModerator(
  ctx: Pick<Ctx, 'db' | 'pubsub' | 'log'>,
  p: { eventId: number; userId: number | null; decision: 'accepted' | 'rejected'; name: string; note: string | null; path: string; kind: 'exhibitor' | 'speaker'; updateId: number },
) {
  if (p.userId == null) return;
  try {
    const u = schema.users;
    const [[user], [event]] = await Promise.all([
      ctx.db.select({ locale: u.locale }).from(u).where(eq(u.id, p.userId)),
      ctx.db.select({ lp_url: schema.events.lp_url }).from(schema.events).where(eq(schema.events.id, p.eventId)),
    ]);
    const s = notificationStrings<Strings>('moderation', 'notification', mailLocale(user?.locale ?? null));
    const vars = { name: p.name, note: p.note ?? '' };
    const accepted = p.decision === 'accepted';
    await createNotification(ctx, {
      eventId: p.eventId,
      userId: p.userId,
      title: fill(accepted ? s.accepted_title : s.rejected_title, vars),
      message: fill(accepted ? s.accepted_message : s.rejected_message, vars),
      notify_type: 'event',
      notify_subtype: `${p.kind}_update_${p.decision}`,
      target_type: `${p.kind}_update`,
      target_id: p.updateId,
      dl: `/${event?.lp_url ?? ''}/manage/${p.path}`.replace(/^\/\//, '/'),
      template: templateOf('moderation', 'notification', p.decision, vars),
    });
  } catch (error) {
    ctx.log.warn({ error, eventId: p.eventId, userId: p.userId }, 'moderation notification not made');
  }
}
