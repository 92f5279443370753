import type { Ctx } from '../context.ts';
import { fillTemplate } from '../mail/mail-strings.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { renderMail } from '../mail/render-mail.ts';
import { bundledStrings } from '../platform/bundled-strings.ts';
import { asOneLine } from '../platform/input-vocabulary.ts';
import type { LinkEvent } from './event-link.ts';

/**
 * The last three answer a request that must not tell the caller whether an address has an
 * account (register, confirm/resend): the page says "check your e-mail" either way, and the
 * mail says what happened.
 */
export type AccountMailKind = 'confirmation' | 'magic_link' | 'password_reset' | 'account_exists' | 'no_account' | 'already_confirmed';

interface MailTexts {
  subject: string;
  intro: string;
  intro_event: string;
  button: string;
  validity: string;
}

interface AccountsBundle {
  mail: { greeting: string; greeting_anonymous: string } & Record<AccountMailKind, MailTexts>;
}

const strings = (locale: string) => bundledStrings<AccountsBundle['mail']>('accounts', 'mail', locale);

export interface AccountMail {
  kind: AccountMailKind;
  to: string;
  locale: string;
  name: string;
  url: string;
  event: LinkEvent | null;
}

/** Queues one of the account e-mails (plain text and HTML, in the recipient's language). */
export async function sendAccountMail(ctx: Pick<Ctx, 'db' | 'jobs'>, m: AccountMail): Promise<void> {
  const t = strings(m.locale);
  const texts = t[m.kind];
  // One line whatever was stored before names were checked to be one (isOneLine): a name must not become paragraphs.
  const name = asOneLine(m.name);
  const greeting = name ? fillTemplate(t.greeting, { name }) : t.greeting_anonymous;
  const intro = m.event ? fillTemplate(texts.intro_event, { event: m.event.title }) : texts.intro;
  const rendered = renderMail({
    locale: m.locale,
    title: texts.subject,
    paragraphs: [greeting, intro, texts.validity],
    button: { label: texts.button, url: m.url },
  });
  await queueMail(ctx, {
    to: m.to,
    ...rendered,
    locale: m.locale,
    template: `accounts.${m.kind}`,
    eventId: m.event?.id ?? null,
  });
}
