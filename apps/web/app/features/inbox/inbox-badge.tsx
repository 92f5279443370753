import { CountLink } from '../../components/count-link.tsx';
import { useTranslation } from 'react-i18next';
import { useInboxLive } from './use-inbox-live.ts';
import './inbox.css';

export interface InboxBadgeProps {
  eventId: number;
  href: string;
  unread: number;
  /** The page has the notification bell, whose stream the inbox shares (one connection). */
  shared?: boolean;
}

/**
 * The top bar's inbox link with the number of unread threads. It also keeps the page live for
 * the inbox (useInboxLive): a message arriving re-runs the loaders, this count included.
 */
export function InboxBadge({ eventId, href, unread, shared = false }: InboxBadgeProps) {
  const { t } = useTranslation('auth');
  useInboxLive(eventId, shared);
  return (
    <CountLink
      href={href}
      count={unread}
      name={(shown) => (shown ? t('menu.inbox_unread', { n: shown }) : t('menu.inbox'))}
      icon="M4 5h16v11H9l-5 4z"
      linkClass="inbox-badge"
      badgeClass="inbox-badge__count"
      testId="inbox-badge"
      badgeTestId="inbox-badge-count"
    />
  );
}
