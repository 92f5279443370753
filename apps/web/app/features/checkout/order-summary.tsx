import { useTranslation } from 'react-i18next';
import type { Quote } from '@foyer/core/tickets/pricing';
import { formatMoney } from './checkout-text.ts';

/**
 * The priced order as the server computed it, written so it adds up: each line at its list price
 * (its discount named under it), the list subtotal, minus the discounts, the total; net and VAT
 * as what the total includes.
 */
export function OrderSummary({ quote, locale }: { quote: Quote; locale: string }) {
  const { t } = useTranslation('tickets');
  const money = (v: number) => formatMoney(v, quote.currency, locale);
  return (
    <section className="ck-summary" aria-labelledby="summary-title">
      <h3 id="summary-title" className="ck-h3">
        {t('summary.title')}
      </h3>
      <table className="ck-table">
        <caption className="visually-hidden">{t('summary.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('summary.item')}</th>
            <th scope="col" className="ck-num">
              {t('summary.quantity')}
            </th>
            <th scope="col" className="ck-num">
              {t('summary.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line, i) => (
            <tr key={`${line.kind}-${line.ref_id}-${line.holder_index ?? 'x'}-${i}`}>
              <th scope="row">
                {line.name}
                {line.discount_amount > 0 ? <span className="ck-muted ck-block">{t('summary.line_discount', { amount: money(line.discount_amount) })}</span> : null}
              </th>
              <td className="ck-num">{line.quantity}</td>
              <td className="ck-num">{money(line.unit_price * line.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ck-totals">
        {quote.discount_amount > 0 ? (
          <>
            <div>
              <dt>{t('summary.subtotal')}</dt>
              <dd>{money(quote.subtotal_amount)}</dd>
            </div>
            <div>
              <dt>{quote.discount ? t('summary.discount_code', { code: quote.discount.code, percent: quote.discount.percentage }) : t('summary.discount')}</dt>
              <dd>−{money(quote.discount_amount)}</dd>
            </div>
          </>
        ) : null}
        {quote.marketing_discount_percentage ? (
          <div>
            <dt>{t('summary.marketing', { percent: quote.marketing_discount_percentage })}</dt>
            <dd>✓</dd>
          </div>
        ) : null}
        <div className="ck-totals__total">
          <dt>{t('summary.total')}</dt>
          <dd>{money(quote.total_amount)}</dd>
        </div>
        <div className="ck-totals__included">
          <dt>{t('summary.net')}</dt>
          <dd>{money(quote.net_amount)}</dd>
        </div>
        <div className="ck-totals__included">
          <dt>{t('summary.vat_included', { rate: quote.tax })}</dt>
          <dd>{money(quote.vat_amount)}</dd>
        </div>
      </dl>
    </section>
  );
}
