import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDisclosureMenu } from '../../components/ui/use-disclosure-menu.ts';
import './event-nav.css';

/**
 * The event's own pages, on every event screen: its home (the landing page with the side menu
 * of components), the dashboard, the event info and, for its administrators, the admin panel. NavLink marks the current one with
 * aria-current="page".
 */
export function EventNav({ basePath, admin = false }: { basePath: string; admin?: boolean }) {
  const { t } = useTranslation('dashboard');
  const { ref, onKeyDown } = useDisclosureMenu();
  const links = [
    { to: basePath || '/', label: t('nav.home'), end: true },
    { to: `${basePath}/dashboard`, label: t('nav.dashboard'), end: false },
    { to: `${basePath}/event-info`, label: t('nav.event_info'), end: false },
    ...(admin ? [{ to: `${basePath}/admin`, label: t('nav.admin'), end: false }] : []),
  ];
  const list = (
    <ul>
      {links.map((l) => (
        <li key={l.to}>
          <NavLink to={l.to} end={l.end}>
            {l.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
  // One row on a phone: the same links behind a "Menu" button there, inline on wider screens.
  return (
    <nav className="db-eventnav" aria-label={t('nav.label')}>
      <div className="db-eventnav__inline">{list}</div>
      <details className="disclosure-menu db-eventnav__compact" ref={ref} onKeyDown={onKeyDown}>
        <summary className="disclosure-menu__button">{t('nav.menu')}</summary>
        <div className="disclosure-menu__panel">{list}</div>
      </details>
    </nav>
  );
}
