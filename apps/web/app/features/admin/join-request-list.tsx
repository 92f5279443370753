import { Form, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/index.ts';
import type { JoinRequestRow } from './join-requests.server.ts';
import './admin.css';

/** The person and when they asked; shared by both lists. */
function Who({ row }: { row: JoinRequestRow }) {
  const { t } = useTranslation('profile');
  return (
    <div className="fy-request__who">
      <p className="fy-request__name">{row.name || row.email}</p>
      <p className="fy-muted">{row.email}</p>
      <p className="fy-muted">
        {t('admin.requested_at')} <time dateTime={row.requested.iso}>{row.requested.text}</time>
      </p>
    </div>
  );
}

/** Pending requests with approve / reject; the empty state when there are none. */
export function PendingRequests({ rows }: { rows: JoinRequestRow[] }) {
  const { t } = useTranslation('profile');
  const navigation = useNavigation();
  const deciding = navigation.state === 'submitting' ? Number(navigation.formData?.get('requestId')) : null;
  const decision = navigation.formData?.get('decision');
  if (rows.length === 0) return <p className="fy-empty">{t('admin.no_pending')}</p>;
  return (
    <ul className="fy-requests">
      {rows.map((row) => (
        <li key={row.id} className="fy-request" aria-busy={deciding === row.id || undefined}>
          <Who row={row} />
          <Form method="post" className="fy-request__actions">
            <input type="hidden" name="requestId" value={row.id} />
            <Button type="submit" name="decision" value="approve" busy={deciding === row.id && decision === 'approve'} aria-label={t('admin.approve_named', { name: row.name || row.email })}>
              {t('admin.approve')}
            </Button>
            <Button type="submit" name="decision" value="reject" variant="secondary" busy={deciding === row.id && decision === 'reject'} aria-label={t('admin.reject_named', { name: row.name || row.email })}>
              {t('admin.reject')}
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

/** Requests already decided, newest first. */
export function DecidedRequests({ rows }: { rows: JoinRequestRow[] }) {
  const { t } = useTranslation('profile');
  if (rows.length === 0) return <p className="fy-empty">{t('admin.no_decided')}</p>;
  return (
    <ul className="fy-requests">
      {rows.map((row) => (
        <li key={row.id} className="fy-request">
          <Who row={row} />
          <p className={`fy-badge fy-badge--${row.status}`}>
            {t(`admin.status.${row.status}`)}
            {row.decided ? (
              <>
                {' · '}
                <time dateTime={row.decided.iso}>{row.decided.text}</time>
              </>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
