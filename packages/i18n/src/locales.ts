/** SPEC §1: the default list order is EN, PL, CZ, DE, RU, HU, RO, FR, BG. */
export const locales = ['en', 'pl', 'cs', 'de', 'ru', 'hu', 'ro', 'fr', 'bg'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** SPEC §3 Locale: title (endonym), countryCode, localeCode. */
export const localeInfo: Record<Locale, { title: string; countryCode: string; localeCode: Locale }> = {
  en: { title: 'English', countryCode: 'GB', localeCode: 'en' },
  pl: { title: 'Polski', countryCode: 'PL', localeCode: 'pl' },
  cs: { title: 'Čeština', countryCode: 'CZ', localeCode: 'cs' },
  de: { title: 'Deutsch', countryCode: 'DE', localeCode: 'de' },
  ru: { title: 'Русский', countryCode: 'RU', localeCode: 'ru' },
  hu: { title: 'Magyar', countryCode: 'HU', localeCode: 'hu' },
  ro: { title: 'Română', countryCode: 'RO', localeCode: 'ro' },
  fr: { title: 'Français', countryCode: 'FR', localeCode: 'fr' },
  bg: { title: 'Български', countryCode: 'BG', localeCode: 'bg' },
};

export function isLocale(v: unknown): v is Locale {
  return typeof v === 'string' && (locales as readonly string[]).includes(v);
}
