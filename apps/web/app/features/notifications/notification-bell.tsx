import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { startLiveNotifications, syncFromServer, useLiveNotifications } from './live-notifications.ts';
import './notifications.css';

export interface BellProps {
  unread: number;
  latestId: number;
  href: string;
  jsonUrl: string;
}

/**
 * The event header's bell: a link to the notifications with the unread count, kept live by the
 * page's realtime connection (which it starts), and a polite live region that announces each
 * notification arriving while the page is open.
 */
export function NotificationBell({ unread, latestId, href, jsonUrl }: BellProps) {
  const { t } = useTranslation('notifications');
  const live = useLiveNotifications();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- latestId only seeds the connection; later values come through syncFromServer
  useEffect(() => startLiveNotifications({ jsonUrl, latestId }), [jsonUrl]);
  useEffect(() => syncFromServer(unread, latestId), [unread, latestId]);
  const count = live.unread ?? unread;
  // The name says what the badge shows (WCAG 2.5.3), outside parentheses, which name matching skips.
  const shown = count > 99 ? '99+' : String(count);
  return (
    <div className="notification-bell">
      <Link to={href} className="notification-bell__link" aria-label={count > 0 ? t('bell_unread', { n: shown }) : t('bell')} data-testid="notification-bell">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
        {count > 0 ? (
          <span className="notification-bell__badge" aria-hidden="true" data-testid="notification-badge">
            {shown}
          </span>
        ) : null}
      </Link>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {live.announce ? t('announce', { title: live.announce.title }) : ''}
      </p>
    </div>
  );
}
