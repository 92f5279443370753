import type { FormEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationRecord } from '@foyer/core/notifications/notification-record';
import { buttonClass } from '../../components/ui';
import { NotificationIcon, useTypeLabel } from './notification-type.tsx';
import { When } from '../../components/when.tsx';

export interface ItemProps {
  n: NotificationRecord;
  read: boolean;
  /** Link that opens the details without JavaScript (`?notification=`). */
  detailsHref: string;
  onOpen: (n: NotificationRecord) => void;
  /** Mark-read form: posted to `formAction` without JavaScript, intercepted with it. */
  formAction: string;
  here: string;
  onMarkRead: (e: FormEvent<HTMLFormElement>, ids: number[]) => void;
}

/** One row: type icon and label, title (opens the details), excerpt, event, time, and "Mark as read". */
export function NotificationItem({ n, read, detailsHref, onOpen, formAction, here, onMarkRead }: ItemProps) {
  const { t } = useTranslation('notifications');
  const typeLabel = useTypeLabel();
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onOpen(n);
  };
  return (
    <li className={read ? 'notification' : 'notification notification--unread'} data-testid="notification">
      <span className="notification__type">
        <NotificationIcon type={n.notify_type} />
        <span className="notification__type-label">{typeLabel(n.notify_type)}</span>
      </span>
      <div className="notification__body">
        <h2 className="notification__title">
          <a href={detailsHref} onClick={open}>
            {n.title}
          </a>
          {read ? null : <span className="notification__new">{t('unread')}</span>}
        </h2>
        <p className="notification__message">{n.message}</p>
        <p className="notification__meta">
          <span>{n.event.title}</span>
          {' · '}
          <When value={n.created_at} style="datetime" />
        </p>
      </div>
      {read ? null : (
        <form method="post" action={formAction} className="notification__read" onSubmit={(e) => onMarkRead(e, [n.id])}>
          <input type="hidden" name="ids" value={n.id} />
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" className={buttonClass('secondary')} aria-label={t('mark_read_named', { title: n.title })}>
            {t('mark_read')}
          </button>
        </form>
      )}
    </li>
  );
}
