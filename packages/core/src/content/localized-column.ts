import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** The text fields a row's `translations` may override (SPEC: per-locale overrides, as exhibitors have). */
export type TranslatedField = 'name' | 'description' | 'position' | 'scope_description';

/**
 * `column` in `locale` where `translations` has a non-empty override, else as written:
 * visibility.ts `translated()` done by Postgres, so lists read one string per field and no
 * translations object travels to Node. `field` is one of our own names, never user input.
 */
function overridden(column: SQL | AnyColumn, translations: SQL | AnyColumn, field: TranslatedField, locale: string | null | undefined): SQL<string> {
  if (!locale) return sql<string>`${column}`;
  return sql<string>`coalesce(nullif(${translations} -> ${locale}::text ->> ${sql.raw(`'${field}'`)}, ''), ${column})`;
}

export function localizedColumn(column: AnyColumn, translations: AnyColumn, field: TranslatedField, locale: string | null | undefined): SQL<string> {
  return overridden(column, translations, field, locale);
}

/** The same for statements written with short table aliases (`a.name`, `a.translations`). */
export function localizedAlias(alias: string, field: TranslatedField, locale: string | null | undefined): SQL<string> {
  return overridden(sql.raw(`${alias}.${field}`), sql.raw(`${alias}.translations`), field, locale);
}
