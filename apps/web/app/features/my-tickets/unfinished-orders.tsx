import { useEffect, useRef, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UnfinishedOrder } from '@foyer/core/tickets/unfinished-orders';
import { buttonClass } from '../../components/ui/index.ts';
import { When } from '../../components/when.tsx';
import { PendingOrders, Reference } from './pending-orders.tsx';
import { PaymentHandoff } from '../checkout/payment-handoff.tsx';
import type { ResumedCard } from './my-tickets.server.ts';

/**
 * Card and bank payments that were started and not finished: the order holds its tickets until
 * the time shown. The buyer finishes paying on the gateway's page (a card payment: in the card
 * form shown here again), or cancels the order to let the tickets go (and to buy again at once,
 * "this ticket is mine" included).
 */
export function UnfinishedOrderList({ orders, resumed = null, locale }: { orders: UnfinishedOrder[]; resumed?: ResumedCard | null; locale: string }) {
  const { t } = useTranslation('tickets');
  const busy = useNavigation().state !== 'idle';
  return (
    <PendingOrders
      id="unfinished-title"
      title={t('my_tickets.unfinished.title')}
      orders={orders}
      locale={locale}
      facts={(o) => (
        <>
          <dt>{t('my_tickets.unfinished.held_until')}</dt>
          <dd>
            <When value={o.expires_at} style="datetime" />
          </dd>
        </>
      )}
      actions={(o) => (
        <>
          <p className="ck-muted">{t(o.pay_url ? 'my_tickets.unfinished.how' : o.card ? 'my_tickets.unfinished.how_card' : 'my_tickets.unfinished.page_closed')}</p>
          {resumed?.order_uuid === o.order_uuid ? (
            <FocusOnMount label={`${t('my_tickets.unfinished.pay')} (${o.order_reference})`}>
              <PaymentHandoff payment={resumed.payment} locale={locale} />
            </FocusOnMount>
          ) : null}
          <div className="fy-actions">
            {o.pay_url ? (
              <a className={buttonClass('primary')} href={o.pay_url}>
                {t('my_tickets.unfinished.pay')}
                <Reference value={o.order_reference} />
              </a>
            ) : o.card && resumed?.order_uuid !== o.order_uuid ? (
              <Form method="post">
                <input type="hidden" name="intent" value="pay-card" />
                <input type="hidden" name="order_uuid" value={o.order_uuid} />
                <button type="submit" className={buttonClass('primary')} disabled={busy}>
                  {t('my_tickets.unfinished.pay')}
                  <Reference value={o.order_reference} />
                </button>
              </Form>
            ) : null}
            <Form method="post">
              <input type="hidden" name="intent" value="cancel-order" />
              <input type="hidden" name="order_uuid" value={o.order_uuid} />
              <button type="submit" className={buttonClass('secondary')}>
                {t('my_tickets.unfinished.cancel')}
                <Reference value={o.order_reference} />
              </button>
            </Form>
          </div>
        </>
      )}
    />
  );
}

/**
 * The card form replaces the button that asked for it: focus follows it, or keyboard and screen
 * reader users would be sent back to the top of the page.
 */
function FocusOnMount({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="group" aria-label={label}>
      {children}
    </div>
  );
}
