import { countryCodes } from '@foyer/core/profile/country-codes';

export interface CountryOption {
  code: string;
  name: string;
}

const cache = new Map<string, CountryOption[]>();

/**
 * Country names in the UI language, sorted for it. Made on the server and sent with the page:
 * Node's and the browser's ICU data name some regions differently, and the select must hydrate
 * with the same options the server rendered.
 */
export function countryOptions(locale: string): CountryOption[] {
  let found = cache.get(locale);
  if (!found) {
    const names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
    found = [...countryCodes]
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
    cache.set(locale, found);
  }
  return found;
}
