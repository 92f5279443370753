import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../components/ui/index.ts';
import type { DiscountCodeRow } from './discount-codes.server.ts';
import '../admin/admin.css';
import './discounts.css';

/** The event's codes as cards (a table would not fit 360 px): code, %, use, expiry, tickets. */
export function DiscountCodeList({ rows }: { rows: DiscountCodeRow[] }) {
  const { t } = useTranslation('discounts');
  const navigation = useNavigation();
  const deleting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'delete' ? Number(navigation.formData.get('codeId')) : null;
  if (rows.length === 0) return <p className="fy-empty">{t('empty')}</p>;
  return (
    <ul className="fy-codes">
      {rows.map((row) => (
        <li key={row.id} className="fy-code" aria-busy={deleting === row.id || undefined}>
          <h3 className="fy-code__name">{row.code}</h3>
          <dl className="fy-code__facts">
            <dt>{t('fields.percentage')}</dt>
            <dd>{t('percent_off', { value: row.discount_percentage })}</dd>
            <dt>{t('used')}</dt>
            <dd>{row.max_tickets_quantity === null ? t('used_unlimited', { used: row.used_quantity }) : t('used_of', { used: row.used_quantity, max: row.max_tickets_quantity })}</dd>
            <dt>{t('fields.valid_until')}</dt>
            <dd>{row.valid_until && row.valid_until_text ? <time dateTime={row.valid_until}>{row.valid_until_text}</time> : t('never_expires')}</dd>
            <dt>{t('fields.tickets')}</dt>
            <dd>{row.tickets.map((x) => x.name).join(', ')}</dd>
          </dl>
          <div className="fy-code__actions">
            <Link to={`?edit=${row.id}`} className={buttonClass('secondary')} aria-label={t('edit_named', { code: row.code })}>
              {t('edit')}
            </Link>
            {/* Asked first (without JavaScript the post goes straight through); the page then says which code went. */}
            <Form method="post" onSubmit={(ev) => { if (!window.confirm(t('delete_confirm', { code: row.code }))) ev.preventDefault(); }}>
              <input type="hidden" name="codeId" value={row.id} />
              <Button type="submit" name="intent" value="delete" variant="secondary" busy={deleting === row.id} aria-label={t('delete_named', { code: row.code })}>
                {t('delete')}
              </Button>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  );
}
