import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDisclosureMenu } from '../../components/ui/use-disclosure-menu.ts';

export interface AccountLinks {
  /** The agenda's "my schedule" view, when the event has an agenda the viewer may open. */
  schedule: string | null;
  /** The notifications screen, when the event has notifications. */
  notifications: string | null;
  /** The inbox, for the event's members. */
  inbox?: string | null;
  /** The moderator area, for users with any moderator access (SPEC §6). */
  manage?: string | null;
}

/**
 * The signed-in visitor's own things, from every page: profile, my tickets, my schedule,
 * notifications, log out. A <details> disclosure (useDisclosureMenu).
 */
export function AccountMenu({ basePath, name, links }: { basePath: string; name: string; links: AccountLinks }) {
  const { t } = useTranslation('auth');
  const { ref, onKeyDown } = useDisclosureMenu();

  const items: { to: string; label: string }[] = [
    { to: `${basePath}/profile`, label: t('menu.profile') },
    { to: `${basePath}/profile/edit`, label: t('menu.edit_profile') },
    { to: `${basePath}/profile/tickets`, label: t('menu.my_tickets') },
    { to: `${basePath}/friends`, label: t('menu.friends') },
    ...(links.schedule ? [{ to: links.schedule, label: t('menu.my_schedule') }] : []),
    ...(links.notifications ? [{ to: links.notifications, label: t('menu.notifications') }] : []),
    ...(links.inbox ? [{ to: links.inbox, label: t('menu.inbox') }] : []),
    ...(links.manage ? [{ to: links.manage, label: t('menu.moderator_area') }] : []),
  ];
  return (
    <details className="disclosure-menu account-menu" ref={ref} onKeyDown={onKeyDown}>
      <summary className="disclosure-menu__button">
        <span className="disclosure-menu__label">{name}</span>
        <span className="visually-hidden">{t('menu.label')}</span>
      </summary>
      <nav className="disclosure-menu__panel" aria-label={t('menu.label')}>
        <ul>
          {items.map((i) => (
            <li key={i.to}>
              <Link to={i.to}>{i.label}</Link>
            </li>
          ))}
          <li>
            {/* Logging out also forgets what a door page kept of the attendees in this browser (loaded only then). */}
            <Form method="post" action={`${basePath}/logout`} onSubmit={() => void import('../check-in/offline/forget-door.ts').then((m) => m.forgetDoorCopies()).catch(() => {})}>
              <button type="submit" className="disclosure-menu__item">
                {t('header.log_out')}
              </button>
            </Form>
          </li>
        </ul>
      </nav>
    </details>
  );
}
