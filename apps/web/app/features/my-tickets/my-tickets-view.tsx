import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, buttonClass } from '../../components/ui/index.ts';
import { checkoutErrorText, formatDateTime, formatMoney } from '../checkout/checkout-text.ts';
import type { ResumedCard, TicketCard } from './my-tickets.server.ts';
import '../checkout/checkout.css';
import type { AwaitingPayment } from '@foyer/core/tickets/list-awaiting-payment';
import { AwaitingPaymentList } from './awaiting-payment.tsx';
import type { UnfinishedOrder } from '@foyer/core/tickets/unfinished-orders';
import { UnfinishedOrderList } from './unfinished-orders.tsx';

function Card({ ticket, locale }: { ticket: TicketCard; locale: string }) {
  const { t } = useTranslation('tickets');
  const titleId = `ticket-${ticket.uuid}`;
  const when = ticket.session ? ticket.session.start_date : ticket.event.start_date;
  return (
    <li className="mt-card" aria-labelledby={titleId}>
      <div className="mt-qr-box">
        <div className="mt-qr" role="img" aria-label={t('my_tickets.qr_label', { name: ticket.holder.name })} dangerouslySetInnerHTML={{ __html: ticket.qr_svg }} />
        {/* What the door types when the QR cannot be read (a cracked screen, no camera). */}
        <p className="mt-code">
          {t('my_tickets.code')}: <code>{ticket.uuid}</code>
        </p>
      </div>
      <div>
        <h3 id={titleId}>
          {ticket.ticket_name}
          {ticket.test_mode ? (
            <>
              {' '}
              <span className="ck-badge ck-badge--out">{t('test_mode.badge')}</span>
            </>
          ) : null}
        </h3>
        {ticket.test_mode ? <p className="ck-muted">{t('test_mode.ticket')}</p> : null}
        <p>
          <strong>{ticket.event.title}</strong>
        </p>
        {ticket.session ? <p>{ticket.session.name}</p> : null}
        <p className="ck-muted">
          {formatDateTime(when, locale, ticket.event.timezone)}
          {ticket.session?.place || ticket.event.place_address ? ` · ${ticket.session?.place ?? ticket.event.place_address}` : null}
        </p>
        <p>
          {t('my_tickets.holder')}: {ticket.holder.name} ({ticket.holder.email})
        </p>
        {ticket.interests.length ? (
          <div className="mt-interests">
            <strong>{t('details.interests')}</strong>
            <ul className="ck-plain">
              {ticket.interests.map((i) => (
                <li key={i.group}>
                  {i.group}: {i.tags.join(', ')}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p>
          {t('my_tickets.status')}:{' '}
          {ticket.test_mode ? (
            <span className="ck-badge ck-badge--out">{t('test_mode.status')}</span>
          ) : (
            <span className="ck-badge">{t(`my_tickets.statuses.${ticket.status}`)}</span>
          )}
          {' · '}
          {ticket.amount === 0 ? t('cart.free') : formatMoney(ticket.amount, ticket.currency, locale)}
        </p>
        <div className="mt-actions">
          <a href={ticket.pdf_href} className={buttonClass('primary')} >
            {t('my_tickets.download_pdf')}
            <span className="visually-hidden">: {ticket.ticket_name}, {ticket.holder.name}</span>
          </a>
          {ticket.invoice_href ? (
            <a href={ticket.invoice_href} className={buttonClass('secondary')} >
              {t('my_tickets.download_invoice')}
              <span className="visually-hidden">: {ticket.ticket_name}, {ticket.holder.name}</span>
            </a>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** SPEC §2 "my tickets": QR code, holder, ticket, event, status, PDF and invoice downloads. */
export function MyTicketsView({
  tickets,
  forOthers,
  awaiting = [],
  unfinished = [],
  resumedCard = null,
  orderCanceled = false,
  locale,
  basePath,
  error,
}: {
  tickets: TicketCard[];
  forOthers: TicketCard[];
  awaiting?: AwaitingPayment[];
  unfinished?: UnfinishedOrder[];
  /** The card form of one unfinished order, after "Finish the payment". */
  resumedCard?: ResumedCard | null;
  orderCanceled?: boolean;
  locale: string;
  basePath: string;
  /** A download or an order change that failed: its error code. */
  error: string | null;
}) {
  const { t } = useTranslation('tickets');
  const empty = tickets.length === 0 && forOthers.length === 0 && awaiting.length === 0 && unfinished.length === 0;
  return (
    <>
      {error ? <Alert tone="error">{checkoutErrorText(t, error)}</Alert> : null}
      <p>
        <Link to={`${basePath}/profile`}>{t('my_tickets.back_to_profile')}</Link>
      </p>
      {orderCanceled || empty ? (
        // Both lead to the purchase: after a cancelled order, and when there is nothing here.
        <Alert tone={orderCanceled ? 'success' : 'info'}>
          <p>{t(orderCanceled ? 'my_tickets.unfinished.canceled' : 'my_tickets.empty')}</p>
          <p>
            <Link to={`${basePath}/buy-ticket`}>{t('my_tickets.buy')}</Link>
          </p>
        </Alert>
      ) : null}
      <UnfinishedOrderList orders={unfinished} resumed={resumedCard} locale={locale} />
      <AwaitingPaymentList orders={awaiting} locale={locale} basePath={basePath} />
      {tickets.length ? (
        <ul className="mt-list" aria-label={t('my_tickets.mine')}>
          {tickets.map((tk) => (
            <Card key={tk.uuid} ticket={tk} locale={locale} />
          ))}
        </ul>
      ) : null}
      {forOthers.length ? (
        <section aria-labelledby="for-others-title">
          <h2 id="for-others-title">{t('my_tickets.for_others')}</h2>
          <ul className="mt-list">
            {forOthers.map((tk) => (
              <Card key={tk.uuid} ticket={tk} locale={locale} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
