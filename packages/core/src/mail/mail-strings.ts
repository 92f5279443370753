import { defaultLocale, isLocale, resources } from '@foyer/i18n';

/** The `mail` namespace (packages/i18n/locales/<lng>/mail.json) as plain strings. */
export interface MailStrings {
  layout: { footer_automated: string; footer_ignore: string; button_fallback: string };
}

type Bundles = Record<string, { mail?: MailStrings } | undefined>;

/** Mail is rendered outside any request, so it reads the bundled resources, not an i18next instance. */
export function mailStrings(locale: string): MailStrings {
  const bundles = resources as unknown as Bundles;
  const strings = (isLocale(locale) ? bundles[locale]?.mail : undefined) ?? bundles[defaultLocale]?.mail;
  if (!strings) {
    // Only happens when a new namespace was added without regenerating the bundle list.
    throw new Error('i18n namespace "mail" is missing: run node packages/i18n/scripts/generate-resources.mjs');
  }
  return strings;
}
