import { Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui';
import type { SessionAttendeesData } from './session-attendees.server';
import { AttendeeRow } from './attendee-row.tsx';
import './attendees.css';

/** Who attends one agenda session: each person opens their profile page; pages by link. */
export function SessionAttendeesPage({ data, basePath }: { data: SessionAttendeesData; basePath: string }) {
  const { t } = useTranslation('attendees');
  const loading = useNavigation().state === 'loading';
  const sessionHref = `${basePath}/component/${data.component.id}/agenda_sessions/${data.session.id}`;
  return (
    <section className="attendees" aria-labelledby="session-attendees-title" aria-busy={loading}>
      <p>
        <Link to={`${sessionHref}/details`}>{t('session.back', { session: data.session.name })}</Link>
      </p>
      <h1 id="session-attendees-title">{t('session.title', { session: data.session.name })}</h1>
      <p role="status" className="attendees-count">
        {loading ? <Spinner size="small" label={t('loading_more')} /> : t('count', { count: data.total })}
      </p>
      {data.users.length === 0 ? (
        <p className="attendees-empty">{t('session.empty')}</p>
      ) : (
        <ul className="attendees-list">
          {data.users.map((u) => (
            <AttendeeRow key={u.id} person={u} href={`${basePath}/user/${u.id}`} />
          ))}
        </ul>
      )}
      <p className="attendees-more">
        {data.continued ? <Link to={sessionHref}>{t('first_page')}</Link> : null}{' '}
        {data.nextMaxId !== null ? <Link to={`${sessionHref}?max_id=${data.nextMaxId}`}>{t('load_more')}</Link> : null}
      </p>
    </section>
  );
}
