import { useTranslation } from 'react-i18next';
import type { AwaitingPayment } from '@foyer/core/tickets/list-awaiting-payment';
import { buttonClass } from '../../components/ui/index.ts';
import { When } from '../../components/when.tsx';
import { formatMoney } from '../checkout/checkout-text.ts';

/**
 * Orders that wait for a bank transfer against their proforma: what to pay, the transfer title,
 * by when, and the proforma itself (it carries the bank account). Their tickets are issued when
 * the money arrives.
 */
export function AwaitingPaymentList({ orders, locale, basePath }: { orders: AwaitingPayment[]; locale: string; basePath: string }) {
  const { t } = useTranslation('tickets');
  if (!orders.length) return null;
  return (
    <section aria-labelledby="awaiting-title" className="mt-awaiting">
      <h2 id="awaiting-title">{t('my_tickets.awaiting.title')}</h2>
      <ul className="mt-list">
        {orders.map((o) => (
          <li key={o.order_reference} className="mt-card">
            <p className="mt-card__title">{t('my_tickets.awaiting.order', { reference: o.order_reference, count: o.tickets })}</p>
            <dl className="mt-awaiting__facts">
              <dt>{t('my_tickets.awaiting.amount')}</dt>
              <dd>{formatMoney(o.total_amount, o.currency, locale)}</dd>
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
            </dl>
            <p className="ck-muted">{t('my_tickets.awaiting.how')}</p>
            {o.reservation_uuid ? (
              <a className={buttonClass('secondary')} href={`${basePath}/profile/tickets/${o.reservation_uuid}/invoice`} download>
                {t('my_tickets.awaiting.download')}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
