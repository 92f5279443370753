import type { Ctx } from '@foyer/core/context';
import { listConsentSchemas } from '@foyer/core/consents/list-consent-schemas';
import type { ConsentView } from '../auth-result.ts';

/**
 * The event's own consents for the registration form (SPEC §2 "optional custom consent fields"):
 * the event's list without the platform-wide system consents, which the missing-consents dialog
 * asks for after the first sign-in.
 */
export async function customConsents(ctx: Ctx, eventId: number, locale: string): Promise<ConsentView[]> {
  const [all, system] = await Promise.all([listConsentSchemas(ctx, { eventId, locale }), listConsentSchemas(ctx, { eventId: null, locale })]);
  const systemIds = new Set(system.map((s) => s.id));
  return all.filter((c) => !systemIds.has(c.id) && c.display_type === 'checkbox');
}

/**
 * SPEC §2: the registration title and subtitle can be overridden per language by the event's
 * custom form translations (lp_settings.translations[locale].register_title / register_subtitle).
 */
export function registerTexts(lpSettings: unknown, locale: string): { title: string | null; subtitle: string | null } {
  // events.lp_settings is stored as a JSON string; a damaged one just means no override.
  if (typeof lpSettings === 'string') {
    try {
      lpSettings = JSON.parse(lpSettings);
    } catch {
      lpSettings = null;
    }
  }
  const translations = (lpSettings as { translations?: Record<string, Record<string, unknown> | undefined> } | null)?.translations;
  const mine = translations && typeof translations === 'object' ? translations[locale] : undefined;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return { title: text(mine?.register_title), subtitle: text(mine?.register_subtitle) };
}
