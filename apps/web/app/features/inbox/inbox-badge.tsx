import { Link } from 'react-router';
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
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <Link to={href} className="inbox-badge" aria-label={unread > 0 ? t('menu.inbox_unread', { n: shown }) : t('menu.inbox')} data-testid="inbox-badge">
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      {unread > 0 ? (
        <span className="inbox-badge__count" aria-hidden="true" data-testid="inbox-badge-count">
          {shown}
        </span>
      ) : null}
    </Link>
  );
}
