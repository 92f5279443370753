import { useTranslation } from 'react-i18next';
import { Checkbox, Field, FieldMessages } from '../../components/ui/index.ts';
import { SelectField } from '../profile/select-field.tsx';
import { TextareaField } from '../profile/textarea-field.tsx';
import type { CatalogueItem, FilterGroupOption } from './catalogue.ts';
import { FilterGroupFields } from './filter-group-fields.tsx';
import type { CheckoutDraft, HolderDraft } from './checkout-draft.ts';
import { checkoutErrorTexts, formatMoney } from './checkout-text.ts';
import { InvoiceFields } from './invoice-fields.tsx';
import type { CheckoutNotice } from './checkout-view.ts';
import { fieldName } from './read-step.ts';
import { buysOnlyForSelf, type FieldErrors } from './purchase-mapping.ts';
import { TicketOwnerChoice } from './ticket-owner-choice.tsx';
import { fieldLabel, type TicketFormField } from './ticket-form-fields.ts';

interface Props {
  item: CatalogueItem | null;
  /** The event's matching questions, asked per attendee of an event ticket. */
  filterGroups?: readonly FilterGroupOption[];
  draft: CheckoutDraft;
  errors: FieldErrors;
  locale: string;
  countries: { code: string; name: string }[];
  notice: CheckoutNotice | null;
  /** The buyer holds a ticket of the event already: every ticket of this order is for someone else. */
  holdsTicket: boolean;
  /** The held ticket's order is not paid yet (a payment left at the gateway). */
  unpaidOrder?: boolean;
  myTicketsHref: string;
}

function Answer({ field, holder, index, errors, locale }: { field: TicketFormField; holder: HolderDraft; index: number; errors: FieldErrors; locale: string }) {
  const { t } = useTranslation('tickets');
  const name = fieldName.holderAnswer(index, field.id);
  const id = `h${index}-sf-${field.id}`;
  const value = holder.specific_fields[field.id];
  const err = checkoutErrorTexts(t, errors[name]);
  const label = fieldLabel(field, locale);
  if (field.type === 'checkbox') return <Checkbox id={id} name={name} label={label} defaultChecked={value === true} required={field.required} errors={err} />;
  if (field.type === 'textarea') return <TextareaField id={id} name={name} label={label} defaultValue={typeof value === 'string' ? value : ''} required={field.required} errors={err} />;
  if (field.type === 'select') {
    return (
      <SelectField
        id={id}
        name={name}
        label={label}
        placeholder={t('details.choose')}
        options={field.options.map((o) => ({ value: o, label: o }))}
        defaultValue={typeof value === 'string' ? value : ''}
        required={field.required}
        errors={err}
      />
    );
  }
  return <Field id={id} name={name} type={field.type} label={label} defaultValue={typeof value === 'string' ? value : ''} required={field.required} errors={err} />;
}

function HolderForm({
  index,
  holder,
  draft,
  item,
  filterGroups,
  errors,
  locale,
}: {
  index: number;
  holder: HolderDraft;
  draft: CheckoutDraft;
  item: CatalogueItem | null;
  filterGroups: readonly FilterGroupOption[];
  errors: FieldErrors;
  locale: string;
}) {
  const { t } = useTranslation('tickets');
  const err = (f: 'first_name' | 'last_name' | 'email' | 'addons') => checkoutErrorTexts(t, errors[fieldName.holder(index, f)]);
  const addonErrors = err('addons');
  return (
    <fieldset className="fy-fieldset ck-holder">
      <legend>{t('details.ticket_n', { n: index + 1, count: draft.quantity, name: item?.name ?? '' })}</legend>
      {/* The buyer's only ticket takes name and e-mail from the buyer's data above. */}
      {buysOnlyForSelf(draft) ? null : (
        <>
          <Field id={`h${index}-first_name`} name={fieldName.holder(index, 'first_name')} label={t('fields.first_name')} defaultValue={holder.first_name} autoComplete="off" errors={err('first_name')} />
          <Field id={`h${index}-last_name`} name={fieldName.holder(index, 'last_name')} label={t('fields.last_name')} defaultValue={holder.last_name} autoComplete="off" errors={err('last_name')} />
          <Field id={`h${index}-email`} name={fieldName.holder(index, 'email')} type="email" label={t('fields.email')} defaultValue={holder.email} autoComplete="off" errors={err('email')} />
        </>
      )}
      {item?.addons.length ? (
        <fieldset className="fy-fieldset ck-addons" aria-describedby={addonErrors ? `h${index}-addons-error` : undefined}>
          <legend className="ck-sublegend">{t('details.addons')}</legend>
          {item.addons.map((a) => (
            <Checkbox
              key={a.id}
              id={`h${index}-addon-${a.id}`}
              name={fieldName.holder(index, 'addons')}
              value={String(a.id)}
              defaultChecked={holder.addons.includes(a.id)}
              label={`${a.name} (+${formatMoney(a.price, a.currency, locale)})`}
              hint={a.description ?? undefined}
            />
          ))}
          <FieldMessages id={`h${index}-addons`} errors={addonErrors} />
        </fieldset>
      ) : null}
      {item?.form_fields.length ? (
        <fieldset className="fy-fieldset">
          <legend className="ck-sublegend">{t('details.organizational')}</legend>
          {item.form_fields.map((f) => (
            <Answer key={f.id} field={f} holder={holder} index={index} errors={errors} locale={locale} />
          ))}
        </fieldset>
      ) : null}
      {/* Matching is among the event's attendees: a session seat is not an admission. */}
      {item?.kind === 'ticket' ? <FilterGroupFields index={index} holder={holder} groups={filterGroups} errors={errors} /> : null}
    </fieldset>
  );
}

/** Step 2 (SPEC §4 details): the buyer, one form per ticket (guests), organizational data, invoice. */
export function StepDetails({ item, filterGroups = [], draft, errors, locale, countries, notice, holdsTicket, unpaidOrder = false, myTicketsHref }: Props) {
  const { t } = useTranslation('tickets');
  const err = (name: string) => checkoutErrorTexts(t, errors[name]);
  const holders = draft.holders.slice(0, draft.quantity);
  return (
    <>
      <fieldset className="fy-fieldset">
        <legend>{t('details.personal')}</legend>
        <Field id="first_name" name="first_name" label={t('fields.first_name')} autoComplete="given-name" defaultValue={draft.personal.first_name} required errors={err('first_name')} />
        <Field id="last_name" name="last_name" label={t('fields.last_name')} autoComplete="family-name" defaultValue={draft.personal.last_name} required errors={err('last_name')} />
        <Field id="email" name="email" type="email" label={t('fields.email')} autoComplete="email" defaultValue={draft.personal.email} required hint={t('details.email_hint')} errors={err('email')} />
        <Field id="phone" name="phone" type="tel" label={t('fields.phone')} autoComplete="tel" defaultValue={draft.personal.phone} errors={err('phone')} />
        <Field id="company" name="company" label={t('fields.company')} autoComplete="organization" defaultValue={draft.personal.company} errors={err('company')} />
        <Field id="position" name="position" label={t('fields.position')} autoComplete="organization-title" defaultValue={draft.personal.position} errors={err('position')} />
      </fieldset>
      <h3 className="ck-h3">{t('details.tickets')}</h3>
      <TicketOwnerChoice draft={draft} errors={errors} holdsTicket={holdsTicket && item?.kind === 'ticket'} unpaidOrder={unpaidOrder} myTicketsHref={myTicketsHref} />
      {holders.map((h, i) => (
        <HolderForm key={i} index={i} holder={h} draft={draft} item={item} filterGroups={filterGroups} errors={errors} locale={locale} />
      ))}
      {/* Nothing to invoice for a free ticket (unless it has add-ons that cost money). */}
      {item && item.price === 0 && !item.addons.some((a) => a.price > 0) ? null : <InvoiceFields draft={draft} errors={errors} countries={countries} notice={notice} />}
    </>
  );
}
