import { bg } from './bg.ts';
import { cs } from './cs.ts';
import { de } from './de.ts';
import { fr } from './fr.ts';
import { hu } from './hu.ts';
import { pl } from './pl.ts';
import { ro } from './ro.ts';
import { ru } from './ru.ts';

/**
 * The demo event's own words in the languages it offers (the event's lp_settings.translations):
 * English source text → translation. English is the source and needs no entry.
 */
export const demoTranslations: Record<'bg' | 'cs' | 'de' | 'fr' | 'hu' | 'pl' | 'ro' | 'ru', Record<string, string>> = { bg, cs, de, fr, hu, pl, ro, ru };
