import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDisclosureMenu } from '../../components/ui/use-disclosure-menu.ts';
import './event-nav.css';

/** An event component the visitor may open (agenda, feed wall, …), labelled in their language. */
interface NavSection {
  id: number;
  label: string;
}

/**
 * The event's own pages, on every event screen: its home (the landing page with the side menu
 * of components), the dashboard, the event info, the event's sections (its components: the
 * landing page's side menu may be hidden by its organizer, or the visitor on another screen) and,
 * for its administrators, the admin panel. NavLink marks the current one with aria-current="page".
 */
export function EventNav({ basePath, admin = false, sections = [] }: { basePath: string; admin?: boolean; sections?: NavSection[] }) {
  const { t } = useTranslation('dashboard');
  const { ref: menuRef, onKeyDown: onMenuKey } = useDisclosureMenu();
  const { ref: sectionsRef, onKeyDown: onSectionsKey } = useDisclosureMenu();
  const links = [
    { to: basePath || '/', label: t('nav.home'), end: true },
    { to: `${basePath}/dashboard`, label: t('nav.dashboard'), end: false },
    { to: `${basePath}/event-info`, label: t('nav.event_info'), end: false },
  ];
  const adminLink = admin ? [{ to: `${basePath}/admin`, label: t('nav.admin'), end: false }] : [];
  const items = (list: typeof links) =>
    list.map((l) => (
      <li key={l.to}>
        <NavLink to={l.to} end={l.end}>
          {l.label}
        </NavLink>
      </li>
    ));
  const sectionLinks = sections.map((s) => ({ to: `${basePath}/component/${s.id}`, label: s.label, end: false }));
  // One row on a phone: the same links behind a "Menu" button there, inline on wider screens
  // (the sections behind their own button: an event may have a dozen).
  return (
    <nav className="db-eventnav" aria-label={t('nav.label')}>
      <div className="db-eventnav__inline">
        <ul>
          {items(links)}
          {sectionLinks.length > 0 ? (
            <li>
              <details className="disclosure-menu db-eventnav__sections" ref={sectionsRef} onKeyDown={onSectionsKey}>
                <summary className="disclosure-menu__button">{t('nav.sections')}</summary>
                <div className="disclosure-menu__panel">
                  <ul>{items(sectionLinks)}</ul>
                </div>
              </details>
            </li>
          ) : null}
          {items(adminLink)}
        </ul>
      </div>
      <details className="disclosure-menu db-eventnav__compact" ref={menuRef} onKeyDown={onMenuKey}>
        <summary className="disclosure-menu__button">{t('nav.menu')}</summary>
        <div className="disclosure-menu__panel">
          <ul>{items([...links, ...adminLink])}</ul>
          {sectionLinks.length > 0 ? (
            <>
              <p className="db-eventnav__group" id="db-eventnav-sections">
                {t('nav.sections')}
              </p>
              <ul aria-labelledby="db-eventnav-sections">{items(sectionLinks)}</ul>
            </>
          ) : null}
        </div>
      </details>
    </nav>
  );
}
