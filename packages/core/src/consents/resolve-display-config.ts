import type { ConsentDisplayConfig } from '@foyer/db/schema';
import { defaultLocale } from '@foyer/i18n';

export interface ResolvedDisplayConfig {
  text: string;
  placeholders: Record<string, { label: string; url: string }>;
  expandable: boolean;
}

/** The caller's language, else English, else whatever language the organizer wrote it in. */
export function resolveDisplayConfig(config: Record<string, ConsentDisplayConfig>, locale: string): ResolvedDisplayConfig {
  const found = config[locale] ?? config[defaultLocale] ?? Object.values(config)[0];
  return {
    text: found?.text ?? '',
    placeholders: found?.placeholders ?? {},
    expandable: found?.expandable ?? false,
  };
}
