import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, buttonClass } from '../../components/ui/index.ts';
import { asChosen, chosenItem, type CatalogueItem, type FilterGroupOption } from './catalogue.ts';
import { encodeDraft, fitHolders } from './checkout-draft.ts';
import { checkoutErrorText, formatMoney } from './checkout-text.ts';
import type { CheckoutView } from './checkout-view.ts';
import { PaymentHandoff } from './payment-handoff.tsx';
import type { FieldErrors } from './purchase-mapping.ts';
import { readStep } from './read-step.ts';
import { StepCart } from './step-cart.tsx';
import { StepDetails } from './step-details.tsx';
import { StepPayment, type EventFacts } from './step-payment.tsx';
import { Stepper } from './stepper.tsx';
import { hasErrors, validateStep } from './validate-step.ts';
import './checkout.css';

interface Props {
  view: CheckoutView;
  catalogue: CatalogueItem[];
  /** The event's matching questions (none: nothing is asked). */
  filterGroups?: FilterGroupOption[];
  event: EventFacts;
  countries: { code: string; name: string }[];
  locale: string;
  basePath: string;
  /** The buyer holds a ticket of the event already (SPEC §5: then every ticket is for someone else). */
  buyer?: { holdsTicket: boolean; unpaidOrder?: boolean };
}

const stepKeys = { 1: 'cart', 2: 'details', 3: 'payment' } as const;

/** Moves focus to the first invalid control of the form (after an answer with errors). */
function focusFirstInvalid(form: HTMLFormElement | null) {
  const first = form ? Array.from(form.elements).find((el) => el.getAttribute('aria-invalid') === 'true' && !(el as HTMLInputElement).disabled && el.tagName !== 'FIELDSET') : undefined;
  if (first instanceof HTMLElement) first.focus();
  else document.getElementById('checkout-errors')?.focus();
}

function payLabel(view: CheckoutView, locale: string, t: (k: string, o?: Record<string, unknown>) => string): string {
  if (view.draft.gateway === 'free' || view.quote?.total_amount === 0) return t('payment.get_free');
  if (view.draft.gateway === 'proforma') return t('payment.order_proforma');
  return view.quote ? t('payment.pay_amount', { amount: formatMoney(view.quote.total_amount, view.quote.currency, locale) }) : t('payment.pay');
}

/**
 * SPEC §4 checkout (steps 1–3) as one form that posts to the route's action: every step is a
 * full round trip, so it works without JavaScript, and the draft rides in the hidden `state`
 * field. With JavaScript the same rules (validateStep) run before posting, and focus moves to
 * the step heading after a step change, or to the first invalid field after an error.
 */
export function CheckoutScreen({ view, catalogue, filterGroups = [], event, countries, locale, basePath, buyer = { holdsTicket: false } }: Props) {
  const { t } = useTranslation('tickets');
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Errors found in the browser belong to the view they were found on; a new answer replaces them.
  const [clientErrors, setClientErrors] = useState<{ view: CheckoutView; errors: FieldErrors } | null>(null);
  const lastStep = useRef(view.step);
  const item = chosenItem(catalogue, view.draft.choice);
  const errors = clientErrors?.view === view ? clientErrors.errors : view.errors;
  const busyIntent = navigation.state === 'submitting' ? String(navigation.formData?.get('intent') ?? '') : null;

  useEffect(() => {
    if (lastStep.current !== view.step) {
      lastStep.current = view.step;
      headingRef.current?.focus();
    } else if (hasErrors(view.errors) || view.formErrors.length) focusFirstInvalid(formRef.current);
  }, [view]);

  if (view.payment) {
    return (
      <>
        <Stepper current={3} />
        <h2 className="ck-step-title" tabIndex={-1} ref={headingRef}>
          {t('handoff.title')}
        </h2>
        <PaymentHandoff payment={view.payment} locale={locale} />
      </>
    );
  }

  if (!catalogue.length) {
    return (
      <>
        <Alert tone="info">{t('cart.empty')}</Alert>
        <Link to={basePath || '/'} className={buttonClass('secondary')}>
          {t('checkout.back_to_event')}
        </Link>
      </>
    );
  }

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.value ?? 'next';
    if (intent !== 'next' && intent !== 'pay') return;
    const fd = new FormData(e.currentTarget, submitter);
    const draft = fitHolders(readStep(view.draft, view.step, fd, item?.form_fields ?? []));
    const found = validateStep(view.step, draft, asChosen(chosenItem(catalogue, draft.choice)), buyer);
    if (hasErrors(found)) {
      e.preventDefault();
      setClientErrors({ view, errors: found });
      // Focus after React has drawn the messages.
      window.requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    } else setClientErrors(null);
  };

  const primary = view.step === 3 ? 'pay' : 'next';
  return (
    <>
      <Stepper current={view.step} />
      <h2 className="ck-step-title" tabIndex={-1} ref={headingRef}>
        {t('checkout.step_heading', { n: view.step, count: 4, name: t(`checkout.steps.${stepKeys[view.step]}`) })}
      </h2>
      <Form method="post" id="checkout" ref={formRef} noValidate onSubmit={onSubmit} className="ck-form" aria-labelledby="screen-title">
        {/* Enter in any field means the step's main button, not the first button of the form (a check). */}
        <button type="submit" name="intent" value={primary} className="visually-hidden" tabIndex={-1} aria-hidden="true" />
        <input type="hidden" name="step" value={view.step} />
        <input type="hidden" name="state" value={encodeDraft(view.draft)} />
        <div id="checkout-errors" tabIndex={-1} aria-live="polite">
          {view.formErrors.length ? <Alert tone="error">{view.formErrors.map((c) => checkoutErrorText(t, c)).join(' ')}</Alert> : null}
          {hasErrors(errors) ? <p className="visually-hidden">{t('checkout.fix_errors')}</p> : null}
        </div>
        {view.step === 1 && buyer.holdsTicket ? (
          <Alert tone="info">
            {t('owner.holder_cart')} {buyer.unpaidOrder ? `${t('owner.unpaid_hint')} ` : null}
            <Link to={`${basePath}/profile/tickets`}>{t('owner.see_mine')}</Link>
          </Alert>
        ) : null}
        {view.step === 1 ? <StepCart catalogue={catalogue} draft={view.draft} errors={errors} locale={locale} timeZone={event.timezone} /> : null}
        {view.step === 2 ? (
          <StepDetails item={item} filterGroups={filterGroups} draft={view.draft} errors={errors} locale={locale} countries={countries} notice={view.notice} holdsTicket={buyer.holdsTicket} unpaidOrder={buyer.unpaidOrder ?? false} myTicketsHref={`${basePath}/profile/tickets`} />
        ) : null}
        {view.step === 3 ? <StepPayment view={{ ...view, errors }} event={event} locale={locale} basePath={basePath} /> : null}
        <div className="fy-actions ck-actions">
          {view.step > 1 ? (
            <Button type="submit" name="intent" value="back" variant="secondary" formNoValidate busy={busyIntent === 'back'}>
              {t('checkout.back')}
            </Button>
          ) : null}
          <Button type="submit" name="intent" value={primary} busy={busyIntent === primary}>
            {view.step === 3 ? payLabel(view, locale, t) : t('checkout.next')}
          </Button>
        </div>
      </Form>
    </>
  );
}
