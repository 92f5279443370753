import { defaultLocale, isLocale, resources } from '@foyer/i18n';

/** The `access` namespace (packages/i18n/locales/<lng>/access.json) as plain strings. */
export type AccessStrings = (typeof resources)['en']['access'];

/** Read outside any request (mail, seeded consent texts), so from the bundled resources. */
export function accessStrings(locale: string | null | undefined): AccessStrings {
  const lng = isLocale(locale) ? locale : defaultLocale;
  return resources[lng].access as AccessStrings;
}

/** `{{name}}` interpolation for the mail templates; values are plain text (renderMail escapes). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}
