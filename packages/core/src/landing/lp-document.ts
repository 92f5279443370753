import { z } from 'zod';
import { lpSettingsSchema, MAX_LP_DEPTH, nestedDeeperThan, type LpSettings } from '@foyer/landing/schema';
import { issueCode } from '../accounts/parse-input.ts';
import { AppError, type ErrorCode, type ErrorItem } from '../errors.ts';
import { MAX_INT32 } from '../platform/input-vocabulary.ts';

/**
 * The largest lp_settings a save accepts, in characters. A 200-module page with its texts in
 * nine languages stays well below it; a larger one is a mistake or an attack, refused before
 * it is parsed.
 */
export const maxLpSettingsChars = 1_500_000;

/**
 * What a request carrying one document may weigh: the document as a JSON string inside JSON (or
 * a form field) escapes some characters, so the body limits of the API and of the builder's form
 * posts are this, not the API's usual 1 MiB, so that an oversized page gets its own 422.
 */
export const maxLpRequestBytes = 4 * 1024 * 1024;

/** An `lp_version` in a JSON body: the builder's base for the conflict check (URLs and forms use coercedNatural). */
export const lpVersionNumber = z.int().min(0).max(MAX_INT32);

/** A refusal's code: the page's own checks name theirs (params.code), so the builder can say why in any language. */
function landingIssueCode(issue: z.core.$ZodIssue): ErrorCode {
  const own = issueCode(issue);
  if (own.startsWith('landing.')) return own;
  if (issue.code === 'too_big' && issue.origin === 'string') return 'landing.text_too_long';
  return 'landing.invalid';
}

/**
 * A landing-page document as the builder or the API sends it, checked by the same schema the
 * renderer reads. Unlike the renderer's `parseLpSettings` (which repairs what it can, so a
 * damaged page still shows), a save is all or nothing: any issue refuses it with 422 and
 * field paths (`lp_settings.modules.3.props.href`), and the saved page stays as it was.
 */
export function parseLpDocument(raw: string): { settings: LpSettings; text: string } {
  if (raw.length > maxLpSettingsChars) {
    throw new AppError('landing.too_large', `The landing page is larger than ${Math.round(maxLpSettingsChars / 1000)} kB.`, 'lp_settings');
  }
  let decoded: unknown;
  try {
    decoded = JSON.parse(raw);
  } catch {
    throw new AppError('landing.invalid', 'lp_settings is not valid JSON.', 'lp_settings');
  }
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) {
    throw new AppError('landing.invalid', 'lp_settings must be a JSON object.', 'lp_settings');
  }
  if (nestedDeeperThan(decoded, MAX_LP_DEPTH)) throw new AppError('landing.invalid', `lp_settings nests more than ${MAX_LP_DEPTH} levels deep.`, 'lp_settings');
  const result = lpSettingsSchema.safeParse(decoded);
  if (!result.success) {
    const items: ErrorItem[] = result.error.issues.slice(0, 50).map((issue) => ({
      code: landingIssueCode(issue),
      message: issue.message,
      field: ['lp_settings', ...issue.path.map(String)].join('.'),
    }));
    throw AppError.many(items);
  }
  const ids = new Set<string>();
  result.data.modules.forEach((module, index) => {
    if (ids.has(module.id)) throw new AppError('landing.invalid', `Two modules share the id "${module.id}".`, `lp_settings.modules.${index}.id`);
    ids.add(module.id);
  });
  // Stored as validated: unknown keys are gone, so nothing unchecked reaches the page.
  const text = JSON.stringify(result.data);
  // A NUL (escaped in the JSON) is never text an organizer meant; pages and PDFs would carry it.
  // (an escaped NUL: \u0000 after an even number of other backslashes, not the words "\u0000")
  if (/(?:^|[^\\])(?:\\\\)*\\u0000/.test(text)) throw new AppError('landing.invalid', 'The landing page contains a NUL character.', 'lp_settings');
  return { settings: result.data, text };
}
