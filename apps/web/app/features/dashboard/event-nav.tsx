import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import './event-nav.css';

/**
 * The event's own pages, on every event screen: its home (the landing page with the side menu
 * of components), the dashboard, the event info and, for its administrators, the admin panel. NavLink marks the current one with
 * aria-current="page".
 */
export function EventNav({ basePath, admin = false }: { basePath: string; admin?: boolean }) {
  const { t } = useTranslation('dashboard');
  const links = [
    { to: basePath || '/', label: t('nav.home'), end: true },
    { to: `${basePath}/dashboard`, label: t('nav.dashboard'), end: false },
    { to: `${basePath}/event-info`, label: t('nav.event_info'), end: false },
    ...(admin ? [{ to: `${basePath}/admin`, label: t('nav.admin'), end: false }] : []),
  ];
  return (
    <nav className="db-eventnav" aria-label={t('nav.label')}>
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={l.end}>
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
