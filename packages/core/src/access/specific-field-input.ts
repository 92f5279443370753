import { z } from 'zod';
import { locales } from '@foyer/i18n';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { eventLocales } from '../moderation/resolve-references.ts';
import { isText, textMessage } from '../platform/input-vocabulary.ts';

// Storable text only (no NUL, no lone surrogate): Postgres would refuse it deep in the statement.
const question = z.string().trim().min(1, 'Field is required').max(200).refine(isText, textMessage);

/**
 * The question in other languages, `{ pl: "Rozmiar koszulki", … }`: an empty text means none (the
 * question shows as written). Keys are our nine locales; which of them the event offers is
 * checked against the database (offeredTranslations).
 */
export const specificFieldTranslations = z
  .partialRecord(z.enum(locales), z.string().trim().max(200).refine(isText, textMessage))
  .default({})
  .describe('The question per locale the event offers, e.g. {"pl": "Rozmiar koszulki"}; an empty text removes that translation');

export const specificFieldInput = z.object({
  name: question,
  required: z.boolean().default(false),
  translations: specificFieldTranslations,
});

export type SpecificFieldInput = z.output<typeof specificFieldInput>;

/** The stored shape (locale → { name }), refusing a language the event does not offer, by field. */
export async function offeredTranslations(ctx: Pick<Ctx, 'db'>, eventId: number, translations: SpecificFieldInput['translations']): Promise<Record<string, { name: string }>> {
  const texts = Object.entries(translations).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '');
  if (texts.length === 0) return {};
  const offered = await eventLocales(ctx, eventId);
  for (const [locale] of texts) {
    if (!offered.includes(locale)) throw new AppError('moderation.locale_not_offered', `This event is not offered in ${locale}.`, `translations.${locale}`);
  }
  return Object.fromEntries(texts.map(([locale, name]) => [locale, { name }]));
}
