import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, Spinner } from '../../components/ui/index.ts';
import { FieldMessages } from '../../components/ui/field-message.tsx';
import { fieldAria } from '../../components/ui/field-ids.ts';
import type { UploadResult } from './invoices.server.ts';
import { ProblemTable } from './problem-table.tsx';


/**
 * The CSV upload. The size is checked here before sending (10 MB) and again by the server; a dry
 * run answers on this page, a stored import opens its own page that follows its progress.
 */
export function UploadForm({ result, maxBytes, base }: { result: UploadResult | undefined; maxBytes: number; base: string }) {
  // The sample files are served by routes/admin/invoice-sample.ts.
  const sampleHref = (name: 'invoices' | 'invoices-with-errors') => `${base}/sample/${name}.csv`;
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation('common');
  const busy = useNavigation().state === 'submitting';
  const [tooLarge, setTooLarge] = useState(false);
  const errors = result && 'errors' in result ? result.errors : [];
  const fileErrors = [...(tooLarge ? [t('invoices.file_too_large')] : []), ...errors.filter((e) => e.field === 'file' || !e.field).map((e) => (e.code === 'invoices.file_required' ? t('invoices.file_required') : tc(`errors.${e.code.replaceAll('.', '_')}`)))];
  const headerErrors = errors.filter((e) => e.field && e.field !== 'file');
  const report = result && 'report' in result ? result.report : null;
  return (
    <section aria-labelledby="invoices-upload-title" className="fy-invoices__upload">
      <h2 id="invoices-upload-title">{t('invoices.upload_heading')}</h2>
      <p>{t('invoices.format_help')}</p>
      <p>
        <a href={sampleHref('invoices')} download>
          {t('invoices.sample_link')}
        </a>{' '}
        ·{' '}
        <a href={sampleHref('invoices-with-errors')} download>
          {t('invoices.sample_errors_link')}
        </a>
      </p>
      <Form method="post" encType="multipart/form-data" className="fy-invoices__form" aria-busy={busy}>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor="invoices-file">
            {t('invoices.file_label')}
            <span className="ui-field__required" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <input
            id="invoices-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            className="fy-invoices__file"
            onChange={(e) => setTooLarge((e.currentTarget.files?.[0]?.size ?? 0) > maxBytes)}
            {...fieldAria('invoices-file', fileErrors, false)}
          />
          <FieldMessages id="invoices-file" errors={fileErrors} />
        </div>
        {headerErrors.length > 0 ? (
          <Alert tone="error" title={t('invoices.header_problems')}>
            <ul>
              {headerErrors.map((e) => (
                <li key={`${e.code}-${e.field}`}>
                  <code>{e.field}</code>: {tc(`errors.${e.code.replaceAll('.', '_')}`)}
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <Checkbox name="dry_run" label={t('invoices.dry_run_label')} />
        <Checkbox name="send_mail" label={t('invoices.send_label')} />
        <div className="fy-invoices__actions">
          <Button type="submit" disabled={busy || tooLarge}>
            {t('invoices.submit')}
          </Button>
          {busy ? <Spinner label={t('invoices.submitting')} /> : null}
          {busy ? <span aria-hidden="true">{t('invoices.submitting')}</span> : null}
        </div>
      </Form>
      {report ? (
        <div className="fy-invoices__report">
          <Alert tone={report.failed_rows > 0 ? 'warning' : 'success'} title={t(report.already_imported ? 'invoices.already_imported' : 'invoices.dry_run_result')}>
            {t('invoices.counts', { total: report.total_rows, good: report.good_rows, failed: report.failed_rows, skipped: report.skipped_rows })}
          </Alert>
          {report.problems.length > 0 ? <ProblemTable problems={report.problems} caption={t('invoices.problems_heading')} /> : null}
        </div>
      ) : null}
    </section>
  );
}
