import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/index.ts';
import type { FeedWallAnswer } from './feed-wall.server.ts';
import type { WallLinks } from './thread-card.tsx';

/**
 * Sharing a post: the phone's share sheet where there is one, else the link is copied; without
 * JavaScript it is a plain link to the post (its comments open under it).
 */
export function ShareLink({ href }: { href: string }) {
  const { t } = useTranslation('feedwall');
  const [copied, setCopied] = useState(false);
  const share = async (e: React.MouseEvent<HTMLAnchorElement>) => {
    const url = new URL(href, window.location.href).toString();
    if (typeof navigator.share === 'function') {
      e.preventDefault();
      await navigator.share({ url }).catch(() => {});
    } else if (navigator.clipboard) {
      e.preventDefault();
      await navigator.clipboard.writeText(url).then(
        () => setCopied(true),
        () => window.location.assign(url),
      );
    }
  };
  return (
    <>
      <a href={href} onClick={(e) => void share(e)} className="fw-comments-link">
        {t('share')}
      </a>
      <span role="status" className={copied ? 'fw-muted' : 'visually-hidden'}>
        {copied ? t('link_copied') : ''}
      </span>
    </>
  );
}

/** "Report" under someone else's post or comment: optional words for the organizers, sent once. */
export function ReportForm({ links, back, target }: { links: WallLinks; back: string; target: { thread: number } | { comment: number } }) {
  const [key, id] = 'thread' in target ? (['thread', target.thread] as const) : (['comment', target.comment] as const);
  const { t } = useTranslation('feedwall');
  const fetcher = useFetcher<FeedWallAnswer>();
  const [sending, setSending] = useState(false);
  // Sent, and not refused (a redirect back to the wall answers no data).
  const sent = sending && fetcher.state === 'idle' && !(fetcher.data && !fetcher.data.ok);
  if (sent) return <span role="status" className="fw-muted">{t('reported')}</span>;
  return (
    <details className="fw-report">
      <summary>{t('report')}</summary>
      <fetcher.Form method="post" action={links.action} className="fw-composer" onSubmit={() => setSending(true)}>
        <input type="hidden" name="redirectTo" value={back} />
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name={key} value={id} />
        <label htmlFor={`report-${key}-${id}`}>{t('report_reason')}</label>
        <textarea id={`report-${key}-${id}`} name="reason" maxLength={500} rows={2} />
        <button type="submit" className={buttonClass('secondary')} disabled={fetcher.state !== 'idle'}>
          {t('send_report')}
        </button>
      </fetcher.Form>
    </details>
  );
}

/**
 * "Edit" under one's own post or comment: the text in a box, saved in place. Folded away until
 * asked for; it closes once saved, and says what the server refused otherwise.
 */
export function EditForm({ links, back, fields, message }: { links: WallLinks; back: string; fields: Record<string, string | number>; message: string }) {
  const { t } = useTranslation('feedwall');
  const fetcher = useFetcher<FeedWallAnswer>();
  const details = useRef<HTMLDetailsElement>(null);
  const was = useRef(fetcher.state);
  const failed = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  // Saved (the fetcher is back, not refused): fold the box away; the page shows the new text.
  useEffect(() => {
    if (was.current !== 'idle' && fetcher.state === 'idle' && !(fetcher.data && !fetcher.data.ok) && details.current) details.current.open = false;
    was.current = fetcher.state;
  }, [fetcher.state, fetcher.data]);
  const fieldId = `edit-${Object.values(fields).join('-')}`;
  return (
    <details className="fw-report" ref={details}>
      <summary>{t('edit')}</summary>
      <fetcher.Form method="post" action={links.action} className="fw-composer">
        <input type="hidden" name="redirectTo" value={back} />
        {Object.entries(fields).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <label htmlFor={fieldId}>{t('edit_label')}</label>
        <textarea id={fieldId} name="message" required minLength={2} maxLength={5000} rows={3} defaultValue={message} aria-invalid={failed ? true : undefined} aria-describedby={failed ? `${fieldId}-error` : undefined} />
        {failed ? (
          <p id={`${fieldId}-error`} className="fw-error" role="alert">
            {t(`error.${failed.code === 'common.validation' ? 'too_short' : 'failed'}`)}
          </p>
        ) : null}
        <button type="submit" className={buttonClass('secondary')} disabled={fetcher.state !== 'idle'}>
          {t('save_edit')}
        </button>
      </fetcher.Form>
    </details>
  );
}
