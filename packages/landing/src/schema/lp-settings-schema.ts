import { z } from 'zod';
import { lpSections } from './sections.ts';

/** The whole `events.lp_settings` document. `lpSettingsSchema.parse({})` yields the defaults. */
export const lpSettingsSchema = z.object(lpSections);

export type LpSettings = z.output<typeof lpSettingsSchema>;
/** What may be stored: every section and most fields are optional. */
export type LpSettingsInput = z.input<typeof lpSettingsSchema>;

export function defaultLpSettings(): LpSettings {
  return lpSettingsSchema.parse({});
}
