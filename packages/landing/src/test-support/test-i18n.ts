import { readFileSync } from 'node:fs';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { locales } from '../schema/locales.ts';

const localesDir = new URL('../../../i18n/locales/', import.meta.url);

export function readLandingLocale(lng: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`${lng}/landing.json`, localesDir), 'utf8')) as Record<string, unknown>;
}

/** An i18next instance set up like the web app's (synchronous init, en fallback) with the real landing files. */
export function createTestI18n(lng: string): i18n {
  const resources = Object.fromEntries(locales.map((code) => [code, { landing: readLandingLocale(code) }]));
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources,
    ns: ['landing'],
    defaultNS: 'landing',
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  return instance;
}
