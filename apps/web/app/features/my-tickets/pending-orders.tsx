import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../checkout/checkout-text.ts';

/** What every order not paid yet shows: its reference, how many tickets and how much. */
interface PendingOrder {
  order_reference: string;
  tickets: number;
  total_amount: number;
  currency: string;
}

/**
 * A titled list of the buyer's orders that are not paid yet (awaiting a transfer, or a payment
 * left at the gateway): each card names the order and its amount; `facts` adds terms to the
 * amount's list, `actions` what follows it.
 */
export function PendingOrders<T extends PendingOrder>({
  id,
  title,
  orders,
  locale,
  facts,
  actions,
}: {
  id: string;
  title: string;
  orders: T[];
  locale: string;
  facts: (order: T) => ReactNode;
  actions: (order: T) => ReactNode;
}) {
  const { t } = useTranslation('tickets');
  if (!orders.length) return null;
  return (
    <section aria-labelledby={id} className="mt-awaiting">
      <h2 id={id}>{title}</h2>
      <ul className="mt-list">
        {orders.map((o) => (
          <li key={o.order_reference} className="mt-card">
            <p className="mt-card__title">{t('my_tickets.awaiting.order', { reference: o.order_reference, count: o.tickets })}</p>
            <dl className="mt-awaiting__facts">
              <dt>{t('my_tickets.awaiting.amount')}</dt>
              <dd>{formatMoney(o.total_amount, o.currency, locale)}</dd>
              {facts(o)}
            </dl>
            {actions(o)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The order's reference, heard but not seen: with two orders, "Cancel the order" twice would not say which. */
export function Reference({ value }: { value: string }) {
  return <span className="visually-hidden"> ({value})</span>;
}
