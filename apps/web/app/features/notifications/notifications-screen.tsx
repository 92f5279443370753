import { useCallback, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../components/load-more.tsx';
import type { NotificationRecord } from '@foyer/core/notifications/notification-record';
import { Alert, buttonClass, Modal, Spinner, useHydrated } from '../../components/ui';
import type { ScreenProps } from '../components/screens';
import type { NotificationsScreenData } from './notifications.server';
import { markRead, useLiveNotifications } from './live-notifications.ts';
import { mergeNotifications, notificationKey, pageUrl, readNotificationsPage } from './notification-pages.ts';
import { usePagedList } from '../../components/use-paged-list.ts';
import { NotificationItem } from './notification-item.tsx';
import { NotificationDetails } from './notification-details.tsx';
import './notifications.css';

/** `here` with one query parameter set (or removed with null), and the "marked" notice dropped. */
function withParam(here: string, name: string, value: string | number | null): string {
  const url = new URL(here, 'http://x');
  url.searchParams.delete('read');
  if (value === null) url.searchParams.delete(name);
  else url.searchParams.set(name, String(value));
  return `${url.pathname}${url.search}`;
}

/**
 * SPEC §2 notifications: 20 a page, newest first, "Load more" by the timestamp cursor, new ones
 * arriving live on top, mark as read one by one or all shown, and the details dialog. Every
 * action also works without JavaScript (links and form posts).
 */
export function NotificationsScreen({ data, title }: { data: NotificationsScreenData; title?: string }) {
  const { t } = useTranslation('notifications');
  const cursor = new URL(data.here, 'http://x').searchParams.get('timestamp') ?? '';
  // A new cursor (a page reached without JavaScript) starts the list afresh.
  return <NotificationsList key={cursor} data={data} title={title ?? t('title')} />;
}

function NotificationsList({ data, title }: { data: NotificationsScreenData; title: string }) {
  const { t } = useTranslation('notifications');
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const live = useLiveNotifications();
  const pageAfter = useCallback((cursor: string) => pageUrl(data.jsonUrl, cursor), [data.jsonUrl]);
  const { items, next, status, loadMore } = usePagedList(data.notifications, data.next, pageAfter, readNotificationsPage, notificationKey);
  const [opened, setOpened] = useState<NotificationRecord | null>(null);
  const [serverDialog, setServerDialog] = useState(true);
  const [markFailed, setMarkFailed] = useState(false);

  const shown = data.continued ? items : mergeNotifications(live.fresh, items);
  const isRead = (n: NotificationRecord) => n.read_at !== null || live.read.has(n.id);
  const unreadShown = shown.filter((n) => !isRead(n)).map((n) => n.id);
  const closeHref = withParam(data.here, 'notification', null);

  const mark = (ids: number[]) =>
    markRead(data.jsonUrl, ids).then(
      () => setMarkFailed(false),
      () => setMarkFailed(true),
    );
  const onMarkRead = (e: FormEvent<HTMLFormElement>, ids: number[]) => {
    if (!hydrated) return;
    e.preventDefault();
    void mark(ids);
  };
  const onOpen = (n: NotificationRecord) => {
    setOpened(n);
    if (!isRead(n)) void mark([n.id]);
  };
  const closeServerDialog = () => {
    setServerDialog(false);
    void navigate(closeHref, { replace: true, preventScrollReset: true });
  };

  const dialog = opened ?? (serverDialog ? data.opened : null);
  return (
    <section className="notifications" aria-labelledby="notifications-title">
      <h1 id="notifications-title">{title}</h1>
      {data.notice === 'read' ? <Alert tone="success">{t('marked_read')}</Alert> : null}
      {markFailed ? <Alert tone="error">{t('mark_error')}</Alert> : null}
      {unreadShown.length > 0 ? (
        <form method="post" action={data.formAction} className="notifications__all" onSubmit={(e) => onMarkRead(e, unreadShown)}>
          {unreadShown.map((id) => (
            <input key={id} type="hidden" name="ids" value={id} />
          ))}
          <input type="hidden" name="redirectTo" value={data.here} />
          <button type="submit" className={buttonClass('secondary')}>
            {t('mark_all_read')}
          </button>
        </form>
      ) : null}
      {shown.length === 0 ? (
        <p className="notifications__empty">{t('empty')}</p>
      ) : (
        <ul className="notifications__list" aria-busy={status === 'loading'}>
          {shown.map((n) => (
            <NotificationItem
              key={n.id}
              n={n}
              read={isRead(n)}
              detailsHref={withParam(data.here, 'notification', n.id)}
              onOpen={onOpen}
              formAction={data.formAction}
              here={data.here}
              onMarkRead={onMarkRead}
            />
          ))}
        </ul>
      )}
      <div className="notifications__end">
        <p role="status" aria-live="polite">
          {status === 'loading' ? <Spinner label={t('loading_more')} size="small" /> : null}
        </p>
        <LoadMore
          status={status}
          nextHref={next === null ? null : withParam(data.here, 'timestamp', next)}
          onLoadMore={() => void loadMore()}
          labels={{ loadMore: t('load_more'), loadError: t('load_error'), retry: t('retry') }}
        />
        {data.continued ? <Link to={withParam(withParam(data.here, 'timestamp', null), 'notification', null)}>{t('newest')}</Link> : null}
      </div>
      {dialog ? (
        <NotificationDetails n={dialog} closeHref={closeHref} onClose={() => (opened ? setOpened(null) : closeServerDialog())} />
      ) : data.asked && serverDialog ? (
        <Modal title={t('not_found_title')} onClose={closeServerDialog} closeHref={closeHref} size="small">
          <p>{t('not_found')}</p>
        </Modal>
      ) : null}
    </section>
  );
}

/** screens.tsx entry for the `notifications` component. */
export function NotificationsComponentScreen({ data, component }: ScreenProps<NotificationsScreenData>) {
  return <NotificationsScreen data={data} title={component.label} />;
}
