import { createStore, delMany, keys } from 'idb-keyval';

/**
 * On logging out, this browser forgets what the door kept of the attendees: every door's copy of
 * the tickets (names, QR texts), the conflicts found, and the door pages stored for the service
 * worker. Scans still waiting to be sent stay (codes and times only): losing them would lose who
 * came in, and the next administrator signed in here sends them.
 */
export async function forgetDoorCopies(): Promise<void> {
  const known = typeof indexedDB !== 'undefined' && typeof indexedDB.databases === 'function' ? await indexedDB.databases().catch(() => []) : [];
  if (known.some((d) => d.name === 'foyer-door')) {
    const store = createStore('foyer-door', 'door');
    const all = await keys(store);
    await delMany(
      all.filter((k) => /\|(copy|conflicts)$/.test(String(k))),
      store,
    );
  }
  if (typeof caches !== 'undefined') await caches.delete('foyer-door-v1').catch(() => false);
}
