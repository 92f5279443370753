import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Search that ignores letter case and accents, the way people type names: "zajac" finds "Zając",
 * "muller" finds "Müller", "sefan" finds "Ștefan". One table serves the database (translate(),
 * built into PostgreSQL and PGlite alike: no extension to install) and JavaScript, so both fold a
 * name the same way. Each letter folds to one letter (translate() maps one to one): ß → s.
 */
const FOLDS: Record<string, string> = {
  á: 'a', à: 'a', â: 'a', ä: 'a', ă: 'a', ã: 'a', å: 'a', ą: 'a',
  ć: 'c', č: 'c', ç: 'c',
  ď: 'd', đ: 'd',
  é: 'e', è: 'e', ê: 'e', ë: 'e', ě: 'e', ę: 'e',
  í: 'i', ì: 'i', î: 'i', ï: 'i',
  ł: 'l', ľ: 'l', ĺ: 'l',
  ń: 'n', ň: 'n', ñ: 'n',
  ó: 'o', ò: 'o', ô: 'o', ö: 'o', ő: 'o', õ: 'o', ø: 'o',
  ř: 'r', ŕ: 'r',
  ś: 's', š: 's', ș: 's', ş: 's', ß: 's',
  ť: 't', ț: 't', ţ: 't',
  ú: 'u', ù: 'u', û: 'u', ü: 'u', ű: 'u', ů: 'u',
  ý: 'y', ÿ: 'y',
  ź: 'z', ż: 'z', ž: 'z',
  ё: 'е', й: 'и', ї: 'і', ў: 'у',
};

// Upper-case letters fold too: the database may lower-case only ASCII (a C collation).
const pairs = Object.entries(FOLDS).flatMap(([from, to]) => {
  const upper = from.toUpperCase();
  return upper !== from && [...upper].length === 1 ? [[from, to], [upper, to]] : [[from, to]];
});
const FROM = pairs.map(([f]) => f).join('');
const TO = pairs.map(([, t]) => t).join('');

/** `text` lower-cased with its accents taken off, as foldedColumn() does in SQL. */
export function foldText(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) out += FOLDS[ch] ?? ch;
  return out;
}

/** The column folded in SQL: translate the accented letters, then lower-case. */
export function foldedColumn(column: AnyPgColumn | SQL): SQL {
  return sql`lower(translate(${column}, ${FROM}, ${TO}))`;
}
