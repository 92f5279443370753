import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { listMailbox } from '@foyer/core/mail/list-mailbox';
import type { Route } from './+types/dev-mailbox';
import { clientIp, isLoopbackAddress } from '../server/client-ip.server';

/**
 * The mail kept because no SMTP_URL is set (development, and `npm start` on the embedded
 * database), so magic links and confirmations can be followed locally (and by the end-to-end
 * tests). A deployment with SMTP answers 404. Kept mail holds sign-in links, so unless
 * FOYER_DEV_MAILBOX=true opens it on purpose only a browser on this machine may read it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context;
  if (!ctx.config.devMailbox) throw data({ code: 'common.not_found' }, { status: 404 });
  if (!ctx.config.mailboxOpenToAll && !isLoopbackAddress(clientIp(request))) {
    throw data({ code: 'common.forbidden', message: 'The mailbox is shown only on the machine running Foyer (or set FOYER_DEV_MAILBOX=true).' }, { status: 403 });
  }
  const mails = await listMailbox(ctx, { limit: 50 });
  return {
    mails: mails.map((m) => ({
      id: m.id,
      to: m.to_address,
      subject: m.subject,
      text: m.text_body,
      html: m.html_body,
      status: m.status,
      created_at: m.created_at.toISOString(),
      attachments: m.attachments.map((a) => ({ name: a.file_name, size: a.size })),
      links: linksOf(m.text_body),
    })),
  };
}

/**
 * The links a message carries (confirmation, magic link, reset), as anchors: the HTML body is
 * shown in a sandboxed frame where they cannot be followed, and copying them out of the plain
 * text is a chore.
 */
function linksOf(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  return [...new Set(found)].slice(0, 5);
}

export function meta() {
  return [{ title: 'Mailbox — Foyer' }, { name: 'robots', content: 'noindex' }];
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('mail');
  return (
    <main className="dev-mailbox">
      <h1>{t('mailbox.title')}</h1>
      <p>{t('mailbox.intro')}</p>
      {loaderData.mails.length === 0 ? <p role="status">{t('mailbox.empty')}</p> : null}
      {loaderData.mails.map((m) => (
        <article key={m.id} aria-labelledby={`mail-${m.id}`}>
          <h2 id={`mail-${m.id}`}>{m.subject}</h2>
          <dl>
            <dt>{t('mailbox.to')}</dt>
            <dd>{m.to}</dd>
            <dt>{t('mailbox.status')}</dt>
            <dd>{t(`mailbox.statuses.${m.status}`, { defaultValue: m.status })}</dd>
            <dt>{t('mailbox.created_at')}</dt>
            <dd>
              <time dateTime={m.created_at}>{m.created_at.slice(0, 16).replace('T', ' ')} UTC</time>
            </dd>
            {m.attachments.length > 0 ? (
              <>
                <dt>{t('mailbox.attachments')}</dt>
                <dd>
                  {/* Names only: the files are private and served by the owner-checked download routes. */}
                  <ul className="dev-mailbox-attachments">
                    {m.attachments.map((a) => (
                      <li key={a.name}>
                        {a.name} ({Math.max(1, Math.round(a.size / 1024))} KB)
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            ) : null}
          </dl>
          {m.links.length > 0 ? (
            <ul className="dev-mailbox-links" aria-label={t('mailbox.links')}>
              {m.links.map((href) => (
                <li key={href}>
                  <a href={href}>{href}</a>
                </li>
              ))}
            </ul>
          ) : null}
          {/* The HTML body was rendered by our own escaping template (core/mail/render-mail). */}
          <iframe title={m.subject} srcDoc={m.html} sandbox="" className="dev-mailbox-frame" />
          <details>
            <summary>{t('mailbox.show_text')}</summary>
            <pre>{m.text}</pre>
          </details>
        </article>
      ))}
    </main>
  );
}
