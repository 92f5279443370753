import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NotificationRecord } from '@foyer/core/notifications/notification-record';
import { buttonClass, Modal } from '../../components/ui';
import { NotificationIcon, useTypeLabel } from './notification-type.tsx';
import { When } from '../../components/when.tsx';

/**
 * SPEC §2 "notification details" modal: the whole message, its event and time, and the deep
 * link (`dl`) when there is one. Focus is trapped and returned by Modal; Escape closes it.
 */
export function NotificationDetails({ n, onClose, closeHref }: { n: NotificationRecord; onClose: () => void; closeHref: string }) {
  const { t } = useTranslation('notifications');
  const typeLabel = useTypeLabel();
  return (
    <Modal
      title={n.title}
      onClose={onClose}
      closeHref={closeHref}
      size="small"
      className="notification-details"
      footer={
        n.dl ? (
          <Link to={n.dl} className={buttonClass('primary')} data-autofocus>
            {t('open_link')}
          </Link>
        ) : null
      }
    >
      <p className="notification__type">
        <NotificationIcon type={n.notify_type} />
        <span>{typeLabel(n.notify_type)}</span>
      </p>
      <p className="notification-details__message">{n.message}</p>
      <dl className="notification-details__facts">
        <dt>{t('event')}</dt>
        <dd>{n.event.title}</dd>
        <dt>{t('received')}</dt>
        <dd>
          <When value={n.created_at} style="datetime" />
        </dd>
      </dl>
    </Modal>
  );
}
