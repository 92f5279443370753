import type { Ctx } from '../context.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { renderMail } from '../mail/render-mail.ts';
import { accessStrings, fill } from './access-strings.ts';
import { storedEventText } from '../events/stored-event-text.ts';

interface DecisionMail {
  decision: 'approved' | 'rejected';
  user: { email: string; first_name: string; locale: string | null };
  event: { id: number; title: string; lp_url: string; lp_version: number };
}

/** Tells the user what the organizer decided, in the user's language, with a link to the event. */
export async function queueJoinDecisionMail(ctx: Pick<Ctx, 'db' | 'jobs' | 'config'>, input: DecisionMail): Promise<void> {
  const locale = input.user.locale ?? 'en';
  const s = accessStrings(locale).mail;
  // The event's name as its page shows it in this language.
  const title = (await storedEventText(ctx.db, input.event.id, input.event.lp_version, locale))(input.event.title);
  const vars = { event: title, name: input.user.first_name || input.user.email };
  const link = `${ctx.config.publicUrl.replace(/\/$/, '')}/${input.event.lp_url}`;
  const t = input.decision === 'approved' ? s.join_approved : s.join_rejected;
  const mail = renderMail({
    locale,
    title: fill(t.title, vars),
    paragraphs: [fill(t.greeting, vars), fill(t.body, vars)],
    // A rejected user still gets the link: the event page is where they can contact the organizer.
    button: { label: input.decision === 'approved' ? s.join_approved.button : title, url: link },
  });
  await queueMail(ctx, {
    to: input.user.email,
    ...mail,
    locale,
    template: `access.join_${input.decision}`,
    eventId: input.event.id,
  });
}
