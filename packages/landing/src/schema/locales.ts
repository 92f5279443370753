/** The nine interface locales, in the default order of the language picker (SPEC §1). */
export const locales = ['en', 'pl', 'cs', 'de', 'ru', 'hu', 'ro', 'fr', 'bg'] as const;
export type Locale = (typeof locales)[number];
