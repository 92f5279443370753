import { accessStrings, fill } from '../access/access-strings.ts';
import type { Ctx } from '../context.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { renderMail } from '../mail/render-mail.ts';

interface Recipient {
  first_name: string;
  locale: string | null;
}

/** The link that proves the new address is the user's; sent to the new address only. */
export async function queueEmailChangeMail(ctx: Pick<Ctx, 'db' | 'jobs' | 'config'>, user: Recipient, newEmail: string, token: string) {
  const locale = user.locale ?? 'en';
  const s = accessStrings(locale).mail.email_change;
  const vars = { name: user.first_name || newEmail };
  const url = `${ctx.config.publicUrl.replace(/\/$/, '')}/profile?email_change_token=${encodeURIComponent(token)}`;
  const mail = renderMail({ locale, title: s.title, paragraphs: [fill(s.greeting, vars), s.body], button: { label: s.button, url } });
  await queueMail(ctx, { to: newEmail, ...mail, locale, template: 'profile.email_change' });
}

/** Tells the old address that the account moved, so a hijack does not go unnoticed. */
export async function queueEmailChangedNotice(ctx: Pick<Ctx, 'db' | 'jobs'>, user: Recipient, oldEmail: string, newEmail: string) {
  const locale = user.locale ?? 'en';
  const s = accessStrings(locale).mail.email_changed;
  const vars = { name: user.first_name || oldEmail, email: newEmail };
  const mail = renderMail({ locale, title: s.title, paragraphs: [fill(s.greeting, vars), fill(s.body, vars)] });
  await queueMail(ctx, { to: oldEmail, ...mail, locale, template: 'profile.email_changed' });
}
