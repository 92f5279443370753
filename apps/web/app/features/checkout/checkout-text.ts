import { formatWhen } from '@foyer/i18n';
import type { TFunction } from 'i18next';
import { errorKey, errorStatus } from '@foyer/core/errors';

/**
 * A message code of the checkout in words: an AppError code (`tickets.sold_out` → common's
 * `errors.tickets_sold_out`, SPEC §8) or a key of the tickets namespace (`tickets:validation.email`).
 */
export function checkoutErrorText(t: TFunction, code: string): string {
  if (code.startsWith('tickets:')) return t(code);
  if (code in errorStatus) return t(`common:${errorKey(code)}`, { defaultValue: t('common:messages.something_went_wrong') });
  return t('common:messages.something_went_wrong');
}

export function checkoutErrorTexts(t: TFunction, codes: readonly string[] | undefined): string[] | undefined {
  return codes?.length ? codes.map((c) => checkoutErrorText(t, c)) : undefined;
}

/** Money in minor units in the UI language (the one formatter, @foyer/i18n). */
export { formatPrice as formatMoney } from '@foyer/i18n';

/** A date and time in the event's zone, written the local way (the one formatter, @foyer/i18n). */
export function formatDateTime(iso: string, locale: string, timeZone?: string | null): string {
  return formatWhen(iso, locale, timeZone, 'datetime') || iso;
}

/** The names of the gateways as people know them (brand names are not translated). */
export const gatewayNames: Record<string, string> = {
  payu: 'PayU',
  p24: 'Przelewy24',
  stripe: 'Stripe',
  bluemedia: 'Blue Media',
};
