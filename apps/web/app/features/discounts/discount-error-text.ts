import type { TFunction } from 'i18next';
import { errorText } from '../access/error-text.ts';

/**
 * A field's error codes as words. The generic common.validation gets a hint naming what the
 * field expects instead of "Some fields are not valid".
 */
export function discountFieldErrors(t: TFunction, field: string, codes: string[] | undefined): string[] | undefined {
  if (!codes?.length) return undefined;
  return codes.map((c) => (c === 'common.validation' || c === 'common.required' ? t(`discounts:invalid.${field}`, { defaultValue: errorText(t, c) }) : errorText(t, c)));
}
