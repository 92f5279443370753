// The door's service worker (issue #16), registered by the check-in page with the door pages as
// its scope. It only ever answers from its cache when the network fails: a door page opened with
// no network gets the copy the page stored of itself (door-offline-cache.ts stores it only once
// the door is unlocked, never the password prompt), and the page's scripts come from the cache
// (their names carry their content's hash, so a cached one is never stale).
const CACHE = 'foyer-door-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request));
  else if (url.pathname === '/__manifest') event.respondWith(manifestOrNothing(request));
  else if (url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg') event.respondWith(cacheFirst(request));
});

async function networkFirst(request) {
  try {
    return await fetch(request);
  } catch (err) {
    const cached = await (await caches.open(CACHE)).match(request, { ignoreSearch: true });
    if (cached) return cached;
    throw err;
  }
}

// React Router asks the server which routes a path may use before it submits a form there (route
// discovery). With no network the door's own routes are already in the page: "nothing new" lets
// the scan go to the door's offline answer instead of an error.
async function manifestOrNothing(request) {
  try {
    return await fetch(request);
  } catch {
    return new Response('{}', { headers: { 'Content-Type': 'application/json' } });
  }
}

// Only tops up a copy the door page made: after logging out (forget-door.ts deletes the cache) the
// page may still load the next screen's scripts through this worker, and opening the cache here
// would make it again, with nothing of the door in it.
async function cacheFirst(request) {
  if (!(await caches.has(CACHE))) return fetch(request);
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
