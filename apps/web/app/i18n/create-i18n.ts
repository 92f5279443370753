import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The i18next instance of a render: the server renders many requests in other languages at once,
 * and the browser gets exactly the resources the root loader sent, so the first client render
 * matches the server's HTML.
 *
 * On the server one instance per (resources, locale) serves every render: the root loader's
 * resources are kept per locale and page kind (locale.server resourcesFor), nothing changes them
 * or the language afterwards, and building a fresh instance (its loggers, translator, plural
 * rules) for each page cost every server render for nothing.
 */
export function createI18n(locale: string, resources: Resource): i18n {
  if (typeof document !== 'undefined') return build(locale, resources);
  let byLocale = shared.get(resources);
  if (!byLocale) shared.set(resources, (byLocale = new Map()));
  let instance = byLocale.get(locale);
  if (!instance) byLocale.set(locale, (instance = build(locale, resources)));
  return instance;
}

const shared = new WeakMap<Resource, Map<string, i18n>>();

function build(locale: string, resources: Resource): i18n {
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
    // i18next 25 prints an advertisement to stdout once per process (the server's log, the browser's console).
    showSupportNotice: false,
    // A page that uses a namespace its data did not bring (root.tsx sends a landing page only
    // some) would show bare keys: said loudly in the browser, where the end-to-end tests listen.
    saveMissing: typeof document !== 'undefined',
    missingKeyHandler: (lngs, ns) => {
      if (![instance.language, ...lngs].some((lng) => instance.hasResourceBundle(lng, ns))) console.error(`i18n: the namespace "${ns}" was not sent with this page`);
    },
  });
  return instance;
}
