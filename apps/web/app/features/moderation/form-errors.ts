import type { TFunction } from 'i18next';
import { errorKey } from '@foyer/core/errors';

export interface ErrorItemLike {
  code: string;
  message: string;
  field?: string;
}

/**
 * A server error in the reader's language: an AppError code through common's errors.*, a zod
 * message of moderation/update-input.ts through moderation's invalid.*.
 */
export function errorWords(t: TFunction, e: ErrorItemLike): string {
  if (e.code !== 'common.validation') return t([`common:${errorKey(e.code)}`, 'moderation:invalid.generic']);
  const m = e.message;
  const max = /^At most (\d+)/.exec(m);
  if (max) return t('moderation:invalid.too_long', { max: max[1] });
  const known: [RegExp, string][] = [
    [/required/i, 'required'],
    [/^URLs/, 'url'],
    [/e-mail/i, 'email'],
    [/phone number/i, 'phone'],
    [/calling code/i, 'phone_code'],
    [/country/i, 'country'],
    [/not text/, 'text'],
  ];
  const hit = known.find(([re]) => re.test(m));
  return t(`moderation:invalid.${hit ? hit[1] : 'generic'}`);
}

/**
 * The form control a server field path points at. Translations and contact people are sent in
 * the order of the form (`others` is the locale order of the translation arrays).
 */
export function controlId(prefix: string, field: string | undefined, others: string[], mainLocale: string): string {
  if (!field) return `${prefix}-form`;
  const parts = field.split('.').slice(1); // drop updated_exhibitor / updated_speaker
  const [head, a, b, c, d] = parts;
  if (!head) return `${prefix}-${field}`;
  if (head === 'translations' && a !== undefined) return `${prefix}-${b === 'locale' || !b ? 'description' : b}-${others[Number(a)] ?? mainLocale}`;
  if (head === 'contact_people' && a !== undefined) {
    if (b === 'translations' && c !== undefined) return `${prefix}-person-${a}-desc-${others[Number(c)] ?? mainLocale}`;
    return `${prefix}-person-${a}-${b ?? 'first_name'}${d ? '' : ''}`;
  }
  if (['name', 'scope_description', 'description', 'position'].includes(head)) return `${prefix}-${head}-${mainLocale}`;
  const lists: Record<string, string> = { tag_ids: 'tags', contact_users: 'users', attachment_ids: 'files', logo_id: 'logo', banner_id: 'banner', picture_id: 'picture' };
  return `${prefix}-${lists[head] ?? head}`;
}

/** The locale a control id belongs to (its tab), if any. */
export function localeOfControl(id: string, locales: string[]): string | null {
  const last = id.split('-').pop() ?? '';
  return locales.includes(last) ? last : null;
}
