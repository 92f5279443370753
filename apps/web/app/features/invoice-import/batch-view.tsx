import { useEffect } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ImportBatchDetail } from '@foyer/core/invoice-import/read-import-batches';
import { Alert, buttonClass, Spinner } from '../../components/ui/index.ts';
import { AdminNav } from '../admin/admin-nav.tsx';
import { formatMoney } from '../checkout/checkout-text.ts';
import { ProblemTable } from './problem-table.tsx';

/** How often a running import's page reloads its figures. */
const POLL_MS = 1000;

/** Reloads the page's data every second while the import runs; stops by itself once it is done. */
function useFollow(running: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!running || revalidator.state !== 'idle') return;
    const timer = window.setTimeout(() => void revalidator.revalidate(), POLL_MS);
    return () => window.clearTimeout(timer);
  }, [running, revalidator]);
}

/** One import: its progress (live), the ZIP, the rows that were not invoiced and why, its invoices. */
export function BatchView({ batch, base, locale, again }: { batch: ImportBatchDetail & { when: string }; base: string; locale: string; again: boolean }) {
  const { t } = useTranslation('profile');
  const running = batch.status === 'pending' || batch.status === 'processing';
  useFollow(running);
  const problems = batch.problems.flatMap((p) => p.issues.map((i) => ({ line: p.line, ...i })));
  const pageHref = (page: number) => `?page=${page}`;
  return (
    <>
      <AdminNav links={[{ path: 'invoices', label: t('invoices.back') }]} />
      <h2>{t('invoices.batch_title', { id: batch.id, file: batch.file_name })}</h2>
      <p>{batch.uploaded_by ? t('invoices.uploaded_by', { name: batch.uploaded_by, when: batch.when }) : t('invoices.uploaded_at', { when: batch.when })}</p>
      {again ? <Alert tone="info">{t('invoices.already_imported')}</Alert> : null}
      <p>{t('invoices.counts', { total: batch.total_rows, good: batch.good_rows, failed: batch.failed_rows, skipped: batch.skipped_rows })}</p>
      <div className="fy-invoices__progress">
        <label htmlFor="invoices-progress">
          {t(`invoices.status_${batch.status}`)} — {t('invoices.progress', { done: batch.processed_rows, total: batch.good_rows })}
        </label>
        <progress id="invoices-progress" max={Math.max(batch.good_rows, 1)} value={batch.good_rows === 0 ? 1 : batch.processed_rows} />
        {/* Announced when the status changes (running → done), not at every second's figures. */}
        <p className="visually-hidden" role="status">
          {t(`invoices.status_${batch.status}`)}
        </p>
        {running ? (
          <p className="fy-invoices__live">
            <Spinner size="small" /> {t('invoices.live')}
          </p>
        ) : null}
      </div>
      {batch.processed_rows > 0 ? (
        <p>
          <a className={buttonClass('primary')} href={`${base}/${batch.id}/zip`} download>
            {t('invoices.download_zip')}
          </a>
        </p>
      ) : null}

      <section aria-labelledby="invoices-problems-title">
        <h3 id="invoices-problems-title">{t('invoices.problems_heading')}</h3>
        {problems.length === 0 ? <p className="fy-empty">{t('invoices.problems_empty')}</p> : <ProblemTable problems={problems} caption={t('invoices.problems_heading')} />}
        {batch.problems_more ? <p>{t('invoices.problems_more')}</p> : null}
      </section>

      <section aria-labelledby="invoices-list-title">
        <h3 id="invoices-list-title">{t('invoices.invoices_heading')}</h3>
        {batch.invoices.length === 0 ? (
          <p className="fy-empty">{t('invoices.invoices_empty')}</p>
        ) : (
          <div className="fy-invoices__scroll" tabIndex={0} role="region" aria-labelledby="invoices-list-title">
            <table className="fy-invoices__table">
              <thead>
                <tr>
                  <th scope="col">{t('invoices.col_line')}</th>
                  <th scope="col">{t('invoices.col_number')}</th>
                  <th scope="col">{t('invoices.col_buyer')}</th>
                  <th scope="col" className="fy-invoices__num">
                    {t('invoices.col_gross')}
                  </th>
                  <th scope="col">{t('invoices.pdf')}</th>
                </tr>
              </thead>
              <tbody>
                {batch.invoices.map((i) => (
                  <tr key={i.invoice_id}>
                    <td>{i.line}</td>
                    <td className="fy-invoices__nowrap">{i.full_number}</td>
                    <td>{i.buyer}</td>
                    <td className="fy-invoices__num">{formatMoney(i.gross_amount, i.currency, locale)}</td>
                    <td>
                      {i.pdf_ready ? (
                        <a href={`${base}/pdf/${i.invoice_id}`} target="_blank" rel="noopener">
                          {t('invoices.pdf')} <span className="visually-hidden">{i.full_number}</span>
                        </a>
                      ) : (
                        t('invoices.pdf_pending')
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {batch.page > 1 || batch.has_more ? (
          <nav className="fy-invoices__pages" aria-label={t('invoices.invoices_heading')}>
            {batch.page > 1 ? <Link to={pageHref(batch.page - 1)}>{t('invoices.previous')}</Link> : null}
            {batch.has_more ? <Link to={pageHref(batch.page + 1)}>{t('invoices.next')}</Link> : null}
          </nav>
        ) : null}
      </section>
    </>
  );
}
