import { lpSettingsSchema, type LpSettings } from './lp-settings-schema.ts';
import { normalizeModuleIds } from './normalize-module-ids.ts';
import { parseSection, type LpIssue } from './parse-section.ts';
import { lpSectionKeys, lpSections } from './sections.ts';
import { MAX_LP_DEPTH, nestedDeeperThan } from './json-depth.ts';

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

/** Freezes a parsed document all the way down: one copy is shared by every request that reads it. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * The documents parsed last, by their exact text. Every landing page, checkout and gateway list
 * reads lp_settings, and parsing it (JSON, then zod section by section) cost a signed-in landing
 * page about 1.5 ms of its ~33 ms (scripts/bench/profile-landing.ts); the text only changes when
 * an organizer saves, and a saved text is a new key, so nothing is ever stale. Bounded by count
 * and by the characters held, so a handful of big documents cannot hold much memory.
 */
const recent = new Map<string, ParsedLpSettings>();
const RECENT_DOCUMENTS = 32;
const RECENT_CHARS = 8_000_000;
let recentChars = 0;

/**
 * Reads `events.lp_settings` for rendering. Never throws: a broken document in the database
 * must not blank the landing page, so what cannot be read falls back to defaults and is
 * reported in `issues` (for logs and for the admin editor). The answer is shared and frozen:
 * copy before changing it.
 */
export function parseLpSettings(raw: string | null | undefined): ParsedLpSettings {
  const key = raw ?? '';
  const hit = recent.get(key);
  if (hit) return hit;
  const parsed = deepFreeze(parseLpSettingsText(raw));
  if (key.length <= RECENT_CHARS) {
    recent.set(key, parsed);
    recentChars += key.length;
    for (const [oldest] of recent) {
      if (recent.size <= RECENT_DOCUMENTS && recentChars <= RECENT_CHARS) break;
      recent.delete(oldest);
      recentChars -= oldest.length;
    }
  }
  return parsed;
}

function parseLpSettingsText(raw: string | null | undefined): ParsedLpSettings {
  if (raw === null || raw === undefined || raw.trim() === '') return repairLpSettings(null);
  let decoded: unknown;
  try {
    decoded = JSON.parse(raw);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { settings: lpSettingsSchema.parse({}), issues: [{ path: '', message: `lp_settings is not valid JSON: ${reason}` }] };
  }
  if (nestedDeeperThan(decoded, MAX_LP_DEPTH)) return { settings: lpSettingsSchema.parse({}), issues: [{ path: '', message: `lp_settings nests more than ${MAX_LP_DEPTH} levels deep` }] };
  return repairLpSettings(decoded);
}
