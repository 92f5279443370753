import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionDoor } from '@foyer/core/checkin/door';

/** The entrance's list of agenda sessions that sell tickets, each a door of its own. */
export function SessionDoors({ sessions, base }: { sessions: (SessionDoor & { when: string })[]; base: string }) {
  const { t } = useTranslation('profile');
  if (sessions.length === 0) return null;
  return (
    <section className="fy-checkin__list" aria-labelledby="checkin-sessions-title">
      <h2 id="checkin-sessions-title">{t('check_in.sessions_title')}</h2>
      <p>{t('check_in.sessions_text')}</p>
      <ul className="fy-requests">
        {sessions.map((s) => (
          <li key={s.id} className="fy-request">
            <div className="fy-request__who">
              <p className="fy-request__name">
                <Link to={`${base}/session/${s.id}`}>{t('check_in.session_door', { name: s.name, when: s.when })}</Link>
              </p>
              <p>{t('check_in.count', { count: s.tickets, in: s.checked_in })}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
