import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, Field, FieldMessages, useHydrated } from '../../components/ui/index.ts';
import { SelectField } from '../profile/select-field.tsx';
import type { CheckoutDraft } from './checkout-draft.ts';
import { checkoutErrorTexts } from './checkout-text.ts';
import type { CheckoutNotice } from './checkout-view.ts';
import type { FieldErrors } from './purchase-mapping.ts';
import { fieldName } from './read-step.ts';

interface Props {
  draft: CheckoutDraft;
  errors: FieldErrors;
  countries: { code: string; name: string }[];
  notice: CheckoutNotice | null;
}

function ViesNotice({ notice }: { notice: CheckoutNotice | null }) {
  const { t } = useTranslation('tickets');
  if (notice?.kind !== 'vies') return null;
  if (notice.status === 'unavailable') return <Alert tone="warning">{t('invoice.vies_unavailable')}</Alert>;
  return (
    <Alert tone="success" title={t('invoice.vies_valid')}>
      {notice.name ? <p>{notice.name}</p> : null}
      {notice.address ? <p>{notice.address}</p> : null}
    </Alert>
  );
}

/**
 * SPEC §3 "Invoice fields": company (NIP or EU VAT number, checked against VIES on request) or
 * a person, the address, and whether to pay by transfer after a proforma. Without JavaScript the
 * fields are always shown and only read when "I need an invoice" is ticked.
 */
export function InvoiceFields({ draft, errors, countries, notice }: Props) {
  const { t } = useTranslation('tickets');
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(draft.want_invoice);
  const inv = draft.invoice;
  const name = (f: string) => fieldName.invoice(f);
  const err = (f: string) => checkoutErrorTexts(t, errors[name(f)]);
  const typeErrors = err('invoice_type');
  const text = (f: 'company_name' | 'first_name' | 'last_name' | 'street' | 'building_number' | 'flat_number' | 'city' | 'postal_code' | 'state', autoComplete: string, required = false) => (
    <Field id={`inv-${f}`} name={name(f)} label={t(`invoice.${f}`)} autoComplete={autoComplete} defaultValue={inv[f]} required={required} errors={err(f)} />
  );
  return (
    <section className="ck-invoice">
      <h3 id="invoice-title" className="ck-h3">
        {t('invoice.title')}
      </h3>
      <Checkbox id="want_invoice" name="want_invoice" label={t('invoice.want')} defaultChecked={draft.want_invoice} onChange={(e) => setWanted(e.currentTarget.checked)} aria-controls="invoice-fields" />
      <div id="invoice-fields" hidden={hydrated && !wanted}>
        <fieldset className="fy-fieldset" aria-describedby={typeErrors ? 'inv-type-error' : undefined}>
          <legend className="ck-sublegend">{t('invoice.type')}</legend>
          {(['company', 'personal'] as const).map((v) => (
            <div className="ck-radio" key={v}>
              <input type="radio" className="ck-option__input" id={`inv-type-${v}`} name={name('invoice_type')} value={v} defaultChecked={inv.invoice_type === v} />
              <label htmlFor={`inv-type-${v}`}>{t(`invoice.type_${v}`)}</label>
            </div>
          ))}
          <FieldMessages id="inv-type" errors={typeErrors} />
        </fieldset>
        <p className="ui-field__hint">{t('invoice.company_hint')}</p>
        {text('company_name', 'organization')}
        <div className="ck-vat">
          <Field id="inv-vat_number" name={name('vat_number')} label={t('invoice.vat_number')} hint={t('invoice.vat_number_hint')} defaultValue={inv.vat_number} autoComplete="off" errors={err('vat_number')} />
          <Button type="submit" name="intent" value="check_vat" variant="secondary" formNoValidate>
            {t('invoice.check_vies')}
          </Button>
        </div>
        <ViesNotice notice={notice} />
        <p className="ui-field__hint">{t('invoice.personal_hint')}</p>
        {text('first_name', 'given-name')}
        {text('last_name', 'family-name')}
        {text('street', 'address-line1', true)}
        <div className="ck-pair">
          {text('building_number', 'off', true)}
          {text('flat_number', 'off')}
        </div>
        <div className="ck-pair">
          {text('postal_code', 'postal-code', true)}
          {text('city', 'address-level2', true)}
        </div>
        {text('state', 'address-level1')}
        <SelectField id="inv-country" name={name('country')} label={t('invoice.country')} placeholder={t('details.choose')} options={countries.map((c) => ({ value: c.code, label: c.name }))} defaultValue={inv.country || 'PL'} errors={err('country')} />
        <Checkbox id="proforma" name="proforma" label={t('invoice.proforma')} hint={t('invoice.proforma_hint')} defaultChecked={draft.proforma} />
      </div>
    </section>
  );
}
