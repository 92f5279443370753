import { eq } from 'drizzle-orm';
import { schema, type Db } from '@foyer/db';
import { translatorOf, type EventText } from './event-text.ts';

/**
 * The event's words in `locale` for code that has the event's id and lp_version but not its
 * lp_settings (the ticket PDF: its batched read should not carry a landing page of up to 2 MB per
 * ticket). Every write of lp_settings after the event's creation bumps lp_version
 * (landing/save-lp-settings; the demo seed writes it in the transaction that creates the event),
 * so (event, lp_version) names one text and a cached translator never goes stale: a save is
 * a new key, and the first ticket after it reads the settings once.
 */
const byDatabase = new WeakMap<Db, Map<string, Promise<EventText>>>();
const LIMIT = 500;

export function storedEventText(db: Db, eventId: number, lpVersion: number, locale: string): Promise<EventText> {
  // Per database: event ids are only unique within one (test files share a process).
  let translators = byDatabase.get(db);
  if (!translators) byDatabase.set(db, (translators = new Map()));
  const key = `${eventId}:${lpVersion}:${locale}`;
  let found = translators.get(key);
  if (!found) {
    if (translators.size >= LIMIT) translators.clear();
    found = db
      .select({ lp_settings: schema.events.lp_settings, lp_version: schema.events.lp_version })
      .from(schema.events)
      .where(eq(schema.events.id, eventId))
      .then(([row]) => {
        // Saved again since the caller read its version: these words are newer; not kept under the old key.
        if (row?.lp_version !== lpVersion) forget();
        // Parsed here, not through eventText's cache, which keys on the whole settings text.
        return translatorOf(row?.lp_settings ?? null, locale);
      });
    // Only this read's own entry (a clear() may have made room for a newer one since).
    const forget = () => translators!.get(key) === found && translators!.delete(key);
    // Several tickets of one order ask at once: one read for them all, and none kept if it failed.
    found.catch(forget);
    translators.set(key, found);
  }
  return found;
}
