import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, buttonClass, Spinner, useHydrated } from '../../components/ui/index.ts';
import { gatewayNames } from './checkout-text.ts';
import type { PaymentStep } from './checkout-view.ts';

/** SPEC §9: the browser goes to PayU / BlueMedia (and P24) 1000 ms after the order is placed. */
export const gatewayRedirectDelayMs = 1000;

function Redirect({ payment }: { payment: Extract<PaymentStep, { kind: 'redirect' }> }) {
  const { t } = useTranslation('tickets');
  const hydrated = useHydrated();
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.assign(payment.url), gatewayRedirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [payment.url]);
  const gateway = gatewayNames[payment.gateway] ?? payment.gateway;
  return (
    <div className="ck-handoff">
      {/* Without JavaScript the browser follows this after the same second. */}
      {hydrated ? null : <meta httpEquiv="refresh" content={`${gatewayRedirectDelayMs / 1000};url=${payment.url}`} />}
      <Spinner size="large" />
      <p role="status">{t('handoff.redirecting', { gateway })}</p>
      <a className={buttonClass('primary')} href={payment.url}>
        {t('handoff.continue', { gateway })}
      </a>
    </div>
  );
}

interface StripeJs {
  elements(o: { clientSecret: string; locale?: string }): { create(type: 'payment'): { mount(el: HTMLElement): void } };
  confirmPayment(o: { elements: unknown; confirmParams: { return_url: string } }): Promise<{ error?: { message?: string } }>;
}
declare global {
  interface Window {
    Stripe?: (key: string) => StripeJs;
  }
}

const stripeJsUrl = 'https://js.stripe.com/v3/';

function loadStripeJs(): Promise<NonNullable<Window['Stripe']>> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = stripeJsUrl;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not start')));
    script.onerror = () => reject(new Error('Stripe.js could not be loaded'));
    document.head.appendChild(script);
  });
}

/** Stripe Elements on the page (needs js.stripe.com); an error says so when it cannot load. */
function StripeElements({ payment, locale }: { payment: Extract<PaymentStep, { kind: 'stripe' }>; locale: string }) {
  const { t } = useTranslation('tickets');
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ js: StripeJs; elements: unknown } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    loadStripeJs()
      .then((Stripe) => {
        if (!live || !mountRef.current) return;
        const js = Stripe(payment.publishableKey);
        const elements = js.elements({ clientSecret: payment.clientSecret, locale });
        elements.create('payment').mount(mountRef.current);
        setStripe({ js, elements });
      })
      .catch(() => live && setError(t('handoff.stripe_unavailable')));
    return () => {
      live = false;
    };
  }, [payment.publishableKey, payment.clientSecret, locale, t]);
  const pay = async () => {
    if (!stripe) return;
    setBusy(true);
    setError(null);
    const result = await stripe.js.confirmPayment({ elements: stripe.elements, confirmParams: { return_url: payment.returnUrl } });
    // Only an immediate error comes back here; success leaves the page for return_url.
    setBusy(false);
    if (result.error) setError(result.error.message ?? t('handoff.card_error'));
  };
  return (
    <div className="ck-handoff ck-handoff--card">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div ref={mountRef} className="ck-stripe" aria-label={t('handoff.card_form')} role="group" />
      {stripe ? null : error ? null : <Spinner label={t('handoff.loading_card')} />}
      <Button onClick={pay} busy={busy} disabled={!stripe}>
        {t('handoff.pay_card')}
      </Button>
    </div>
  );
}

/** What follows "Pay" when the server cannot simply redirect: the gateway redirect or Stripe's card form. */
export function PaymentHandoff({ payment, locale }: { payment: PaymentStep; locale: string }) {
  const { t } = useTranslation('tickets');
  const hydrated = useHydrated();
  if (payment.kind === 'redirect') return <Redirect payment={payment} />;
  if (payment.sandboxUrl) {
    return (
      <div className="ck-handoff">
        <Alert tone="warning" title={t('handoff.sandbox_title')}>
          {t('handoff.sandbox_text')}
        </Alert>
        <a className={buttonClass('primary')} href={payment.sandboxUrl}>
          {t('handoff.sandbox_continue')}
        </a>
      </div>
    );
  }
  if (!hydrated) return <Alert tone="warning">{t('handoff.stripe_needs_js')}</Alert>;
  return <StripeElements payment={payment} locale={locale} />;
}
