import { Form } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UnfinishedOrder } from '@foyer/core/tickets/unfinished-orders';
import { buttonClass } from '../../components/ui/index.ts';
import { When } from '../../components/when.tsx';
import { formatMoney } from '../checkout/checkout-text.ts';

/**
 * Card and bank payments that were started and not finished: the order holds its tickets until
 * the time shown. The buyer finishes paying on the gateway's page, or cancels the order to let
 * the tickets go (and to buy again at once, "this ticket is mine" included).
 */
export function UnfinishedOrderList({ orders, locale }: { orders: UnfinishedOrder[]; locale: string }) {
  const { t } = useTranslation('tickets');
  if (!orders.length) return null;
  return (
    <section aria-labelledby="unfinished-title" className="mt-awaiting">
      <h2 id="unfinished-title">{t('my_tickets.unfinished.title')}</h2>
      <ul className="mt-list">
        {orders.map((o) => (
          <li key={o.order_uuid} className="mt-card">
            <p className="mt-card__title">{t('my_tickets.awaiting.order', { reference: o.order_reference, count: o.tickets })}</p>
            <dl className="mt-awaiting__facts">
              <dt>{t('my_tickets.awaiting.amount')}</dt>
              <dd>{formatMoney(o.total_amount, o.currency, locale)}</dd>
              <dt>{t('my_tickets.unfinished.held_until')}</dt>
              <dd>
                <When value={o.expires_at} style="datetime" />
              </dd>
            </dl>
            <p className="ck-muted">{t(o.pay_url ? 'my_tickets.unfinished.how' : 'my_tickets.unfinished.page_closed')}</p>
            <div className="fy-actions">
              {o.pay_url ? (
                <a className={buttonClass('primary')} href={o.pay_url}>
                  {t('my_tickets.unfinished.pay')}
                </a>
              ) : null}
              <Form method="post">
                <input type="hidden" name="intent" value="cancel-order" />
                <input type="hidden" name="order_uuid" value={o.order_uuid} />
                <button type="submit" className={buttonClass('secondary')}>
                  {t('my_tickets.unfinished.cancel')}
                </button>
              </Form>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
