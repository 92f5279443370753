import { useTranslation } from 'react-i18next';

export interface ProblemRow {
  line: number;
  field: string;
  code: string;
  message: string;
}

/**
 * The rows that were not invoiced: line, column (as the CSV's header names it) and the reason in
 * the reader's language; a code this screen does not know shows the server's English.
 */
export function ProblemTable({ problems, caption }: { problems: ProblemRow[]; caption: string }) {
  const { t } = useTranslation('profile');
  return (
    <div className="fy-invoices__scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="fy-invoices__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('invoices.col_line')}</th>
            <th scope="col">{t('invoices.col_column')}</th>
            <th scope="col">{t('invoices.col_reason')}</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((p, k) => (
            <tr key={`${p.line}-${p.field}-${k}`}>
              <td>{p.line}</td>
              <td>
                <code>{p.field === 'row' ? '—' : p.field}</code>
              </td>
              <td>{t(`invoices.problem.${p.code.replace(/^invoice_import\./, '')}`, { defaultValue: p.message })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
