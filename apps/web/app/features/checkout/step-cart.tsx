import { useTranslation } from 'react-i18next';
import { MAX_TICKETS_PER_ORDER } from '@foyer/core/tickets/purchase-input';
import { Field, FieldMessages, fieldAria } from '../../components/ui/index.ts';
import type { CatalogueItem } from './catalogue.ts';
import type { CheckoutDraft } from './checkout-draft.ts';
import { checkoutErrorTexts, formatDateTime, formatMoney } from './checkout-text.ts';
import type { FieldErrors } from './purchase-mapping.ts';

function Availability({ item }: { item: CatalogueItem }) {
  const { t } = useTranslation('tickets');
  if (item.sold_out) return <span className="ck-badge ck-badge--out">{t('cart.sold_out')}</span>;
  if (!item.on_sale) return <span className="ck-badge ck-badge--out">{t('cart.sales_ended')}</span>;
  if (item.tickets_left === null) return null;
  return <span className="ck-badge">{t(item.kind === 'session' ? 'cart.seats_left' : 'cart.tickets_left', { count: item.tickets_left })}</span>;
}

function Option({ item, checked, locale, timeZone, describedBy, invalid }: { item: CatalogueItem; checked: boolean; locale: string; timeZone: string | null; describedBy: string | undefined; invalid: boolean }) {
  const { t } = useTranslation('tickets');
  const id = `choice-${item.kind}-${item.id}`;
  const unavailable = item.sold_out || !item.on_sale;
  const price = item.price === 0 ? t('cart.free') : formatMoney(item.price, item.currency, locale);
  return (
    <li className={['ck-option', unavailable ? 'ck-option--off' : ''].filter(Boolean).join(' ')}>
      <input type="radio" className="ck-option__input" id={id} name="choice" value={item.key} defaultChecked={checked} disabled={unavailable} aria-invalid={invalid || undefined} aria-describedby={[`${id}-info`, describedBy].filter(Boolean).join(' ')} />
      <label htmlFor={id} className="ck-option__label">
        <span className="ck-option__name">{item.name}</span>
        <span className="ck-option__price">{price}</span>
      </label>
      <div id={`${id}-info`} className="ck-option__info">
        <Availability item={item} />
        {item.session ? <p className="ck-muted">{item.session.name ? t('cart.session_at', { session: item.session.name, time: formatDateTime(item.session.starts_at, locale, timeZone) }) : formatDateTime(item.session.starts_at, locale, timeZone)}</p> : null}
        {item.description ? <p>{item.description}</p> : null}
        {item.bulk.length ? (
          <ul className="ck-plain">
            {item.bulk.map((b) => (
              <li key={b.threshold}>{t('cart.bulk', { count: b.threshold, percent: b.discount })}</li>
            ))}
          </ul>
        ) : null}
        {item.addons.length ? <p className="ck-muted">{t('cart.addons_available', { names: item.addons.map((a) => a.name).join(', ') })}</p> : null}
      </div>
    </li>
  );
}

/** Step 1 (SPEC §4 cart): which ticket and how many. Add-ons are chosen per ticket on step 2. */
export function StepCart({ catalogue, draft, errors, locale, timeZone }: { catalogue: CatalogueItem[]; draft: CheckoutDraft; errors: FieldErrors; locale: string; timeZone: string | null }) {
  const { t } = useTranslation('tickets');
  const choiceErrors = checkoutErrorTexts(t, errors.choice);
  const chosen = catalogue.find((c) => c.key === draft.choice);
  const max = Math.max(1, Math.min(MAX_TICKETS_PER_ORDER, chosen?.tickets_left ?? MAX_TICKETS_PER_ORDER));
  const tickets = catalogue.filter((c) => c.kind === 'ticket');
  const sessions = catalogue.filter((c) => c.kind === 'session');
  const aria = fieldAria('choice', choiceErrors, false);
  const group = (items: CatalogueItem[], legend: string, key: string) =>
    items.length ? (
      <fieldset className="fy-fieldset" key={key}>
        <legend>{legend}</legend>
        <ul className="ck-options">
          {items.map((item) => (
            <Option key={item.key} item={item} checked={draft.choice === item.key} locale={locale} timeZone={timeZone} describedBy={aria['aria-describedby']} invalid={!!aria['aria-invalid']} />
          ))}
        </ul>
      </fieldset>
    ) : null;
  return (
    <>
      {group(tickets, t('cart.choose_ticket'), 'tickets')}
      {group(sessions, t('cart.choose_session'), 'sessions')}
      <FieldMessages id="choice" errors={choiceErrors} />
      <Field
        id="quantity"
        name="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        defaultValue={draft.quantity}
        label={t('cart.quantity')}
        hint={t('cart.quantity_hint', { max: MAX_TICKETS_PER_ORDER })}
        errors={checkoutErrorTexts(t, errors.quantity)}
        wrapperClassName="ck-quantity"
      />
    </>
  );
}
