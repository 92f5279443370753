import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ImportBatchSummary } from '@foyer/core/invoice-import/read-import-batches';

export type BatchListItem = ImportBatchSummary & { when: string };

/** The event's imports, newest first, each linking to its page. */
export function BatchList({ batches, base }: { batches: BatchListItem[]; base: string }) {
  const { t } = useTranslation('profile');
  return (
    <section aria-labelledby="invoices-history-title">
      <h2 id="invoices-history-title">{t('invoices.history_heading')}</h2>
      {batches.length === 0 ? (
        <p className="fy-empty">{t('invoices.history_empty')}</p>
      ) : (
        <div className="fy-invoices__scroll" tabIndex={0} role="region" aria-labelledby="invoices-history-title">
          <table className="fy-invoices__table">
            <thead>
              <tr>
                <th scope="col">{t('invoices.col_file')}</th>
                <th scope="col">{t('invoices.col_when')}</th>
                <th scope="col">{t('invoices.col_status')}</th>
                <th scope="col">{t('invoices.col_progress')}</th>
                <th scope="col">{t('invoices.col_problems')}</th>
              </tr>
            </thead>
            <tbody>
              {batches.map((b) => (
                <tr key={b.id}>
                  <td>
                    <Link to={`${base}/${b.id}`}>{b.file_name}</Link>
                  </td>
                  <td>{b.when}</td>
                  <td>{t(`invoices.status_${b.status}`)}</td>
                  <td>
                    {b.processed_rows}/{b.good_rows}
                  </td>
                  <td>{b.failed_rows}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
