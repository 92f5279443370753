import { useEffect, useState } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, buttonClass, Spinner } from '../../components/ui/index.ts';
import { formatMoney } from './checkout-text.ts';
import type { Outcome } from './confirmation.server.ts';
import { Stepper } from './stepper.tsx';
import '../access/screens.css';
import './checkout.css';
import { ScreenMain } from '../../components/screen-main';

/** Polling of "still processing" (SPEC §8): every 3 s for two minutes, then the refresh link only. */
export const pollEveryMs = 3000;
export const pollLimit = 40;

interface Props {
  outcome: Outcome;
  order: { uuid: string; test_mode: boolean; total_amount: number; currency: string; holders: { name: string; email: string; ticket_name: string; status: string }[] } | null;
  invoiceUrl: string | null;
  basePath: string;
  checkoutPath: string;
  locale: string;
  signedIn: boolean;
}

const tones: Record<Outcome, 'success' | 'info' | 'warning' | 'error'> = {
  success: 'success',
  free_success: 'success',
  proforma_sent: 'success',
  processing: 'info',
  delayed: 'warning',
  canceled: 'warning',
  unauthorized: 'error',
  error: 'error',
};

function usePolling(active: boolean) {
  const revalidator = useRevalidator();
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!active || count >= pollLimit) return;
    const timer = window.setTimeout(() => {
      setCount((c) => c + 1);
      void revalidator.revalidate();
    }, pollEveryMs);
    return () => window.clearTimeout(timer);
  }, [active, count, revalidator]);
  return { polling: active && count < pollLimit };
}

/** A sandbox order says what it is wherever it shows: no money moved, the tickets admit nobody. */
export function TestModeNotice() {
  const { t } = useTranslation('tickets');
  return (
    <Alert tone="warning" title={t('test_mode.title')}>
      <p>{t('test_mode.text')}</p>
    </Alert>
  );
}

/** Step 4: the outcome as the page heading, what it means and what to do next. */
export function ConfirmationView({ outcome, order, invoiceUrl, basePath, checkoutPath, locale, signedIn }: Props) {
  const { t } = useTranslation('tickets');
  const location = useLocation();
  const waiting = outcome === 'processing' || outcome === 'delayed';
  const { polling } = usePolling(outcome === 'processing');
  const paid = outcome === 'success' || outcome === 'free_success';
  const here = `${location.pathname}${location.search}`;
  return (
    <ScreenMain className="fy-screen ck-screen" aria-labelledby="screen-title">
      <Stepper current={4} />
      <h1 id="screen-title" className="fy-screen__title">
        {t(`outcome.${outcome}.title`)}
      </h1>
      <Alert tone={tones[outcome]}>
        <p>{t(`outcome.${outcome}.text`)}</p>
      </Alert>
      {order?.test_mode ? <TestModeNotice /> : null}
      {polling ? <Spinner label={t('outcome.checking')} /> : null}
      {order && (paid || outcome === 'proforma_sent' || waiting) ? (
        <section aria-labelledby="order-title">
          <h2 id="order-title">{t('outcome.order_title')}</h2>
          <p className="ck-muted">{t('outcome.order_number', { number: order.uuid.slice(0, 8).toUpperCase() })}</p>
          <ul className="ck-plain">
            {order.holders.map((h, i) => (
              <li key={i}>
                {h.ticket_name} — {h.name} ({h.email})
              </li>
            ))}
          </ul>
          <p>
            <strong>{t('summary.total')}:</strong> {formatMoney(order.total_amount, order.currency, locale)}
          </p>
        </section>
      ) : null}
      <div className="fy-actions">
        {paid ? (
          <Link to={`${basePath}/profile/tickets`} className={buttonClass('primary')}>
            {t('outcome.my_tickets')}
          </Link>
        ) : null}
        {invoiceUrl && (outcome === 'proforma_sent' || paid) ? (
          <a href={invoiceUrl} className={buttonClass('secondary')}>
            {t(outcome === 'proforma_sent' ? 'outcome.download_proforma' : 'outcome.download_invoice')}
          </a>
        ) : null}
        {waiting ? (
          <a href={here} className={buttonClass('secondary')}>
            {t('outcome.refresh')}
          </a>
        ) : null}
        {outcome === 'canceled' || outcome === 'error' ? (
          <Link to={checkoutPath} className={buttonClass('primary')}>
            {t('outcome.try_again')}
          </Link>
        ) : null}
        {outcome === 'unauthorized' && !signedIn ? (
          <Link to={`${basePath}/login?redirectTo=${encodeURIComponent(here)}`} className={buttonClass('primary')}>
            {t('outcome.log_in')}
          </Link>
        ) : null}
        <Link to={basePath || '/'} className={buttonClass('ghost')}>
          {t('checkout.back_to_event')}
        </Link>
      </div>
    </ScreenMain>
  );
}
