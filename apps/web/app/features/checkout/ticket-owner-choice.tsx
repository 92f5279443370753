import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, FieldMessages } from '../../components/ui/index.ts';
import type { CheckoutDraft } from './checkout-draft.ts';
import { checkoutErrorTexts } from './checkout-text.ts';
import type { FieldErrors } from './purchase-mapping.ts';

/**
 * Whose ticket is whose (SPEC §5): exactly one admission of an order is the buyer's own, none when
 * the buyer holds a ticket of the event already. Only the choices the rule allows are offered,
 * in one place above the ticket forms, with any error about it beside them.
 */
export function TicketOwnerChoice({ draft, errors, holdsTicket, unpaidOrder = false, myTicketsHref }: { draft: CheckoutDraft; errors: FieldErrors; holdsTicket: boolean; unpaidOrder?: boolean; myTicketsHref: string }) {
  const { t } = useTranslation('tickets');
  const errs = checkoutErrorTexts(t, errors.mine);
  if (holdsTicket) {
    return (
      <div className="ck-owner">
        <input type="hidden" name="mine" value={-1} />
        <Alert tone="info">
          {t(draft.quantity > 1 ? 'owner.holder_many' : 'owner.holder_one')} {unpaidOrder ? `${t('owner.unpaid_hint')} ` : null}
          <Link to={myTicketsHref}>{t('owner.see_mine')}</Link>
        </Alert>
        <FieldMessages id="mine" errors={errs} />
      </div>
    );
  }
  if (draft.quantity === 1) {
    return (
      <div className="ck-owner">
        <input type="hidden" name="mine" value={0} />
        <p className="ck-muted">{t('owner.yours_one')}</p>
        <FieldMessages id="mine" errors={errs} />
      </div>
    );
  }
  return (
    <fieldset className="fy-fieldset ck-owner" aria-describedby={errs ? 'mine-error' : undefined}>
      <legend>{t('owner.which_is_yours')}</legend>
      <p className="ui-field__hint">{t('owner.which_hint')}</p>
      <div className="ck-owner__options">
        {Array.from({ length: draft.quantity }, (_, i) => (
          <div className="ck-radio" key={i}>
            <input type="radio" id={`mine-${i}`} name="mine" value={i} defaultChecked={draft.mine === i} className="ck-option__input" aria-invalid={errs ? true : undefined} />
            <label htmlFor={`mine-${i}`}>{t('owner.ticket_n_mine', { n: i + 1 })}</label>
          </div>
        ))}
      </div>
      <FieldMessages id="mine" errors={errs} />
    </fieldset>
  );
}
