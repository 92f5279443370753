import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, Field, FieldMessages } from '../../components/ui/index.ts';
import type { CheckoutDraft } from './checkout-draft.ts';
import { checkoutErrorTexts, gatewayNames } from './checkout-text.ts';
import type { CheckoutView } from './checkout-view.ts';
import { OrderSummary } from './order-summary.tsx';

export interface EventFacts {
  title: string;
  tax: number;
  marketing_discount_percentage: number | null;
  terms_of_sale_url: string | null;
  timezone: string | null;
}

function DiscountNotice({ view }: { view: CheckoutView }) {
  const { t } = useTranslation('tickets');
  if (view.notice?.kind !== 'discount') return null;
  return <Alert tone="success">{t('payment.code_applied', { code: view.notice.code, percent: view.notice.percentage })}</Alert>;
}

function Gateways({ draft, gateways, errors }: { draft: CheckoutDraft; gateways: string[]; errors: string[] | undefined }) {
  const { t } = useTranslation('tickets');
  if (!gateways.length) return <Alert tone="error">{t('payment.no_gateways')}</Alert>;
  return (
    <fieldset className="fy-fieldset" aria-describedby={errors ? 'gateway-error' : undefined}>
      <legend>{t('payment.method')}</legend>
      {gateways.map((g) => (
        <div className="ck-radio" key={g}>
          <input type="radio" className="ck-option__input" id={`gateway-${g}`} name="gateway" value={g} defaultChecked={draft.gateway === g} />
          <label htmlFor={`gateway-${g}`}>{gatewayNames[g] ?? t(`payment.gateway_${g}`)}</label>
        </div>
      ))}
      <FieldMessages id="gateway" errors={errors} />
    </fieldset>
  );
}

/** Step 3 (SPEC §4 payment): discount code, consents, the payment method and the summary. */
export function StepPayment({ view, event, locale, basePath }: { view: CheckoutView; event: EventFacts; locale: string; basePath: string }) {
  const { t } = useTranslation('tickets');
  const { draft, errors } = view;
  const err = (name: string) => checkoutErrorTexts(t, errors[name]);
  const termsLink = event.terms_of_sale_url ? (
    <a href={event.terms_of_sale_url} target="_blank" rel="noopener noreferrer">
      {t('payment.terms_link')}
    </a>
  ) : (
    <Link to={`${basePath}/legal`} target="_blank">
      {t('payment.terms_link')}
    </Link>
  );
  return (
    <>
      <section>
        <h3 id="discount-title" className="ck-h3">
          {t('payment.discount_title')}
        </h3>
        <div className="ck-vat">
          <Field
            id="discount_code"
            name="discount_code"
            label={t('payment.discount_code')}
            defaultValue={draft.discount_code}
            autoComplete="off"
            autoCapitalize="characters"
            errors={err('discount_code')}
            onKeyDown={(e) => {
              // Enter in the code field applies the code; it must not place the order.
              if (e.key !== 'Enter') return;
              e.preventDefault();
              e.currentTarget.form?.requestSubmit(document.getElementById('apply-code') as HTMLButtonElement | null);
            }}
          />
          <Button id="apply-code" type="submit" name="intent" value="check_code" variant="secondary" formNoValidate>
            {t('payment.apply_code')}
          </Button>
        </div>
        <DiscountNotice view={view} />
      </section>
      <fieldset className="fy-fieldset">
        <legend>{t('payment.consents')}</legend>
        {event.marketing_discount_percentage ? (
          <Checkbox
            id="marketing_agreement"
            name="marketing_agreement"
            defaultChecked={draft.marketing_agreement}
            label={t('payment.marketing', { percent: event.marketing_discount_percentage })}
            // The consent changes the price: show the new summary at once (without JavaScript: "Update the summary").
            onChange={(e) => e.currentTarget.form?.requestSubmit(document.getElementById('refresh-summary') as HTMLButtonElement | null)}
          />
        ) : null}
        <Checkbox id="terms_accepted" name="terms_accepted" defaultChecked={draft.terms_accepted} required label={<>{t('payment.terms')} ({termsLink})</>} errors={err('terms_accepted')} />
        {draft.quantity > 1 ? <Checkbox id="gdpr_consent" name="gdpr_consent" defaultChecked={draft.gdpr_consent} required label={t('payment.gdpr')} errors={err('gdpr_consent')} /> : null}
      </fieldset>
      <Gateways draft={draft} gateways={view.gateways} errors={err('gateway')} />
      {view.quote ? <OrderSummary quote={view.quote} locale={locale} /> : <Alert tone="warning">{t('summary.unavailable')}</Alert>}
      <p>
        <Button id="refresh-summary" type="submit" name="intent" value="refresh" variant="link" formNoValidate>
          {t('summary.refresh')}
        </Button>
      </p>
    </>
  );
}
