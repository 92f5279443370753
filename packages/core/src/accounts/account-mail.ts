import { defaultLocale, isLocale, resources } from '@foyer/i18n';
import type { Ctx } from '../context.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { renderMail } from '../mail/render-mail.ts';
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

/** Mail is rendered outside any request, so it reads the bundled `accounts` namespace directly. */
function strings(locale: string): AccountsBundle['mail'] {
  const bundles = resources as unknown as Record<string, { accounts?: AccountsBundle } | undefined>;
  const found = (isLocale(locale) ? bundles[locale]?.accounts : undefined) ?? bundles[defaultLocale]?.accounts;
  if (!found) throw new Error('i18n namespace "accounts" is missing: run node packages/i18n/scripts/generate-resources.mjs');
  return found.mail;
}

const fill = (s: string, vars: Record<string, string>) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');

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
  const name = m.name.replace(/\s+/g, ' ').trim();
  const greeting = name ? fill(t.greeting, { name }) : t.greeting_anonymous;
  const intro = m.event ? fill(texts.intro_event, { event: m.event.title }) : texts.intro;
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
