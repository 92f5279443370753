import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * One i18next instance per render: the server renders many requests in other languages at once,
 * and the browser gets exactly the resources the root loader sent, so the first client render
 * matches the server's HTML.
 */
export function createI18n(locale: string, resources: Resource): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    resources,
    defaultNS: 'common',
    ns: Object.keys(resources[locale] ?? resources.en ?? {}),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    // A page that uses a namespace its data did not bring (root.tsx sends a landing page only
    // some) would show bare keys: said loudly in the browser, where the end-to-end tests listen.
    saveMissing: typeof document !== 'undefined',
    missingKeyHandler: (lngs, ns) => {
      if (![instance.language, ...lngs].some((lng) => instance.hasResourceBundle(lng, ns))) console.error(`i18n: the namespace "${ns}" was not sent with this page`);
    },
  });
  return instance;
}
