import { lpSettingsSchema, type LpSettings } from './lp-settings-schema.ts';
import { normalizeModuleIds } from './normalize-module-ids.ts';
import { parseSection, type LpIssue } from './parse-section.ts';
import { lpSectionKeys, lpSections } from './sections.ts';

export type { LpIssue };
export type ParsedLpSettings = { settings: LpSettings; issues: LpIssue[] };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Settings from an already-decoded value. Each section is parsed on its own, so a broken one
 * falls back to its defaults (or loses only its broken items) without touching the others.
 */
export function repairLpSettings(value: unknown): ParsedLpSettings {
  const issues: LpIssue[] = [];
  if (value === null || value === undefined) return { settings: lpSettingsSchema.parse({}), issues };
  if (!isPlainObject(value)) {
    issues.push({ path: '', message: 'lp_settings must be a JSON object' });
    return { settings: lpSettingsSchema.parse({}), issues };
  }
  const input: Record<string, unknown> = { ...value, modules: normalizeModuleIds(value.modules) };
  const settings = {} as Record<string, unknown>;
  for (const key of lpSectionKeys) {
    settings[key] = parseSection(lpSections[key], input[key], [key], issues);
  }
  return { settings: settings as LpSettings, issues };
}

/**
 * Reads `events.lp_settings` for rendering. Never throws: a broken document in the database
 * must not blank the landing page, so what cannot be read falls back to defaults and is
 * reported in `issues` (for logs and for the admin editor).
 */
export function parseLpSettings(raw: string | null | undefined): ParsedLpSettings {
  if (raw === null || raw === undefined || raw.trim() === '') return repairLpSettings(null);
  let decoded: unknown;
  try {
    decoded = JSON.parse(raw);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { settings: lpSettingsSchema.parse({}), issues: [{ path: '', message: `lp_settings is not valid JSON: ${reason}` }] };
  }
  return repairLpSettings(decoded);
}
