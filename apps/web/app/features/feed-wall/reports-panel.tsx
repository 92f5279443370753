import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OpenReport } from '@foyer/core/feedwall/complaints';
import { buttonClass } from '../../components/ui/index.ts';
import type { FeedWallAnswer } from './feed-wall.server.ts';
import type { WallLinks } from './thread-card.tsx';

function Decision({ report, links, back, decision, label }: { report: OpenReport; links: WallLinks; back: string; decision: 'delete' | 'keep'; label: string }) {
  const fetcher = useFetcher<FeedWallAnswer>();
  return (
    <fetcher.Form method="post" action={links.action}>
      <input type="hidden" name="redirectTo" value={back} />
      <input type="hidden" name="intent" value="resolve" />
      <input type="hidden" name="decision" value={decision} />
      {report.comment_id !== null ? <input type="hidden" name="comment" value={report.comment_id} /> : <input type="hidden" name="thread" value={report.thread_id} />}
      <button type="submit" className={buttonClass(decision === 'delete' ? 'danger' : 'secondary')} disabled={fetcher.state !== 'idle'}>
        {label}
      </button>
    </fetcher.Form>
  );
}

/** For the event's administrators, above the wall: what attendees reported, with "delete" or "keep". */
export function ReportsPanel({ reports, links, back }: { reports: OpenReport[]; links: WallLinks; back: string }) {
  const { t } = useTranslation('feedwall');
  if (reports.length === 0) return null;
  return (
    <section className="fw-reports" aria-labelledby="fw-reports-title">
      <h2 id="fw-reports-title">{t('reports_title', { count: reports.length })}</h2>
      <ul>
        {reports.map((r) => (
          <li key={`${r.kind}-${r.comment_id ?? r.thread_id}`}>
            <p className="fw-meta">
              <strong>{r.author}</strong> · {t(r.kind === 'comment' ? 'reported_comment' : 'reported_post')} · {t('report_count', { count: r.reports })}
            </p>
            <p className="fw-text">{r.message}</p>
            {r.reasons.length ? <p className="fw-muted">{r.reasons.join(' · ')}</p> : null}
            <div className="fw-actions">
              <Decision report={r} links={links} back={back} decision="delete" label={t(r.kind === 'comment' ? 'delete_comment' : 'delete_post')} />
              <Decision report={r} links={links} back={back} decision="keep" label={t('keep')} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
