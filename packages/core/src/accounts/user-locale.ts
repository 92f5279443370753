import { defaultLocale, isLocale, type Locale } from '@foyer/i18n';

/** 'pl-PL' → 'pl'; anything that is not one of the nine locales → null. */
export function toLocale(value: string | null | undefined): Locale | null {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : null;
}

/** The language to write to a user in: their own, else the one they used now, else English. */
export function mailLocale(userLocale: string | null | undefined, requested?: string | null): Locale {
  return toLocale(userLocale) ?? toLocale(requested) ?? defaultLocale;
}
