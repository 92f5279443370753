import { useTranslation } from 'react-i18next';
import type { AwaitingPayment } from '@foyer/core/tickets/list-awaiting-payment';
import { buttonClass } from '../../components/ui/index.ts';
import { When } from '../../components/when.tsx';
import { PendingOrders, Reference } from './pending-orders.tsx';

/**
 * Orders that wait for a bank transfer against their proforma: what to pay, the transfer title,
 * by when, and the proforma itself (it carries the bank account). Their tickets are issued when
 * the money arrives.
 */
export function AwaitingPaymentList({ orders, locale, basePath }: { orders: AwaitingPayment[]; locale: string; basePath: string }) {
  const { t } = useTranslation('tickets');
  return (
    <PendingOrders
      id="awaiting-title"
      title={t('my_tickets.awaiting.title')}
      orders={orders}
      locale={locale}
      facts={(o) => (
        <>
          <dt>{t('my_tickets.awaiting.transfer_title')}</dt>
          <dd>
            <code>{o.proforma_number}</code>
          </dd>
          {o.due_date ? (
            <>
              <dt>{t('my_tickets.awaiting.due')}</dt>
              <dd>
                <When value={`${o.due_date}T12:00:00Z`} style="date" timeZone="UTC" />
              </dd>
            </>
          ) : null}
        </>
      )}
      actions={(o) => (
        <>
          <p className="ck-muted">{t('my_tickets.awaiting.how')}</p>
          {o.reservation_uuid ? (
            <a className={buttonClass('secondary')} href={`${basePath}/profile/tickets/${o.reservation_uuid}/invoice`} download>
              {t('my_tickets.awaiting.download')}
              <Reference value={o.order_reference} />
            </a>
          ) : null}
        </>
      )}
    />
  );
}
