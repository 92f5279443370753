/** The service worker's cache (door-sw.js answers from it only when the network fails). */
const CACHE = 'foyer-door-v1';

/**
 * Stores the door page, as it is now (unlocked: the password prompt is never stored), and every
 * script and style it has loaded, so the page opens from the phone's home screen with no network.
 * Called by the door once it shows; a failure only means the page will not open offline yet.
 */
export async function keepDoorPageOffline(path: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(CACHE);
  const loaded = [
    ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((el) => el.src),
    ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="stylesheet"]')].map((el) => el.href),
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
  ];
  const assets = [...new Set(loaded)].filter((u) => {
    const url = new URL(u, location.href);
    return url.origin === location.origin && url.pathname.startsWith('/assets/');
  });
  await Promise.all(
    assets.map(async (u) => {
      if (!(await cache.match(u))) await cache.add(u).catch(() => {});
    }),
  );
  await cache.add(path).catch(() => {});
}
