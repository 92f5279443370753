import { useEffect } from 'react';
import { CountLink } from '../../components/count-link.tsx';
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
  return (
    <div className="notification-bell">
      <CountLink
        href={href}
        count={count}
        name={(shown) => (shown ? t('bell_unread', { n: shown }) : t('bell'))}
        icon="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0"
        linkClass="notification-bell__link"
        badgeClass="notification-bell__badge"
        testId="notification-bell"
        badgeTestId="notification-badge"
      />
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {live.announce ? t('announce', { title: live.announce.title }) : ''}
      </p>
    </div>
  );
}
