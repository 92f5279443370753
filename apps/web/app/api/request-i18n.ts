import i18next, { type i18n } from 'i18next';
import { negotiateLocale, resources } from '@foyer/i18n';

const instances = new Map<string, i18n>();

/** A shared, read-only i18next instance per locale for API messages (no React involved). */
export function apiT(acceptLanguage: string | null | undefined): i18n['t'] {
  const locale = negotiateLocale({ acceptLanguage });
  let inst = instances.get(locale);
  if (!inst) {
    inst = i18next.createInstance();
    void inst.init({ lng: locale, fallbackLng: 'en', resources, defaultNS: 'common', initAsync: false, showSupportNotice: false });
    instances.set(locale, inst);
  }
  return inst.t;
}
