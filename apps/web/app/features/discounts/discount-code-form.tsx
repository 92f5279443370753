import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, buttonClass, Checkbox, Field, FieldMessages } from '../../components/ui/index.ts';
import type { DiscountActionResult, DiscountCodeRow, DiscountFormValues } from './discount-codes.server.ts';
import { discountFieldErrors } from './discount-error-text.ts';
import { StatusLine } from '../../components/ui/status-line.tsx';
import { useSuccessCount } from '../../components/ui/use-success-count.ts';

const isCreate = (form: FormData) => form.get('intent') === 'create';

interface Props {
  tickets: { id: number; name: string }[];
  /** The code being edited, or null for a new one. */
  editing: DiscountCodeRow | null;
  /** The refused submission of this form, if any. */
  result: DiscountActionResult | undefined;
  /** The code the last post created, said next to the form. */
  created: string | null;
}

const fromRow = (row: DiscountCodeRow | null): DiscountFormValues => ({
  code: row?.code ?? '',
  discount_percentage: row ? String(row.discount_percentage) : '',
  max_tickets_quantity: row?.max_tickets_quantity == null ? '' : String(row.max_tickets_quantity),
  valid_until: row?.valid_until_day ?? '',
  ticket_ids: row ? row.tickets.map((x) => String(x.id)) : [],
});

/**
 * Create or edit one code. A plain form post (works without JavaScript); the server answers the
 * typed values and error codes per field, or redirects back to the list.
 */
export function DiscountCodeForm({ tickets, editing, result, created }: Props) {
  const { t } = useTranslation('discounts');
  const busy = useNavigation().state === 'submitting';
  const values = result?.values ?? fromRow(editing);
  const errors = result?.errors ?? {};
  const fe = (field: string) => discountFieldErrors(t, field, errors[field]);
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused post, focus the first invalid control (also when the page came without JS).
  useEffect(() => {
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .fy-code-form__tickets--invalid input');
    first?.focus();
  }, [result]);
  // "Edit" is a link to ?edit=id: move keyboard focus to the form it opened, not the page top.
  const editingId = editing?.id;
  useEffect(() => {
    if (editingId) formRef.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
  }, [editingId]);
  // A created code empties the form (a second click would be refused as a duplicate); a refused one keeps what was typed.
  const createdCount = useSuccessCount(isCreate);
  useEffect(() => {
    if (createdCount) formRef.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
  }, [createdCount]);
  const ticketErrors = fe('ticket_ids');
  const formErrors = fe('');
  const id = editing ? `discount-edit-${editing.id}` : 'discount-new';
  return (
    <>
      {/* Outside the keyed form: a live region that stays on the page is read out when its words change. */}
      <StatusLine message={!editing && created && !result ? t('created', { code: created }) : null} />
      <Form method="post" ref={formRef} id={id} key={`${id}-${createdCount}-${JSON.stringify(values)}`} className="fy-code-form" aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}>{editing ? t('edit_heading', { code: editing.code }) : t('create_heading')}</h2>
      {formErrors ? <Alert tone="error">{formErrors.join(' ')}</Alert> : null}
      {editing ? <input type="hidden" name="codeId" value={editing.id} /> : null}
      <Field name="code" label={t('fields.code')} defaultValue={values.code} required maxLength={40} autoComplete="off" hint={t('hints.code')} errors={fe('code')} />
      <Field name="discount_percentage" label={t('fields.percentage')} type="number" inputMode="numeric" min={1} max={100} step={1} defaultValue={values.discount_percentage} required errors={fe('discount_percentage')} />
      <Field name="max_tickets_quantity" label={t('fields.max')} type="number" inputMode="numeric" min={1} step={1} defaultValue={values.max_tickets_quantity} hint={t('hints.max')} errors={fe('max_tickets_quantity')} />
      <Field name="valid_until" label={t('fields.valid_until')} type="date" defaultValue={values.valid_until} hint={t('hints.valid_until')} errors={fe('valid_until')} />
      <fieldset className={['fy-code-form__tickets', ticketErrors ? 'fy-code-form__tickets--invalid' : ''].filter(Boolean).join(' ')} aria-describedby={ticketErrors ? `${id}-tickets-error` : undefined}>
        <legend>
          {t('fields.tickets')}
          <span className="ui-field__required" aria-hidden="true"> *</span>
        </legend>
        {tickets.map((ticket) => (
          <Checkbox
            key={ticket.id}
            name="ticket_ids"
            value={ticket.id}
            label={ticket.name}
            defaultChecked={values.ticket_ids.includes(String(ticket.id))}
          />
        ))}
        <FieldMessages id={`${id}-tickets`} errors={ticketErrors} />
      </fieldset>
      <div className="fy-code-form__actions">
        <Button type="submit" name="intent" value={editing ? 'update' : 'create'} busy={busy}>
          {editing ? t('save_update') : t('save_create')}
        </Button>
        {editing ? (
          <Link to="." className={buttonClass('secondary')}>
            {t('cancel')}
          </Link>
        ) : null}
      </div>
      </Form>
    </>
  );
}
