import { expect, test } from './test.ts';
import type { APIRequestContext } from '@playwright/test';
import { e2eUsers } from './fixture-data.ts';
import { readFileSync } from 'node:fs';
import { logIn, openAdmin } from './log-in.ts';

/**
 * Issue #12: no address a stranger can type makes a UI page answer 500 — ids past Postgres
 * `integer`, NUL bytes, negative and unknown ids in path segments and query parameters — as a
 * guest, as a signed-in attendee and as an administrator. The addresses are every route with a
 * parameter that apps/web/app/routes.ts declares, so a new screen is covered without editing this
 * test (a resource route answered 500 for an import id of no import, session 20). The API's own
 * table-driven test is apps/web/app/api/no-500.test.ts.
 */
const HUGE = '2147483648';
const hostile = [HUGE, '%00', '-1', '999999'];
/** Query parameters screens read ids or text from. */
const queries = ['speaker', 'exhibitor', 'partner', 'max_id', 'q', 'id', 'order_id', 'day', 'place', 'view', 'channel', 'page'];

/** Route paths with a parameter, e.g. "component/:componentId/exhibitor/:exhibitorId". */
function parameterRoutes(): string[] {
  const routes = readFileSync(new URL('../apps/web/app/routes.ts', import.meta.url), 'utf8');
  const paths = [...routes.matchAll(/route\('([^']*:[^']+)'/g)].map((m) => m[1]!).filter((p) => !p.startsWith(':'));
  expect(paths.length).toBeGreaterThan(40);
  return paths;
}

async function componentIds(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/api/v1/events/lp/demo');
  const event = (await res.json()) as { id: number };
  const list = await request.get(`/api/v1/events/${event.id}/components`, { headers: { 'x-app-id': String(event.id) } });
  return ((await list.json()) as { components: { id: number }[] }).components.map((c) => String(c.id));
}

/**
 * Each path with every parameter set to each hostile value; a path under a component also with
 * each of the demo's real components and the rest hostile (most checks sit behind a valid
 * component); the component screen also with each hostile query value.
 */
function addresses(paths: string[], components: string[]): string[] {
  const fill = (path: string, value: string, component?: string) =>
    `/demo/${path.replace(/:componentId/g, component ?? value).replace(/:\w+\??/g, value)}`;
  const out = new Set<string>();
  for (const path of paths) {
    for (const v of hostile) out.add(fill(path, v));
    if (path.includes(':componentId')) for (const c of components) for (const v of [HUGE, '%00']) out.add(fill(path, v, c));
  }
  for (const c of components) for (const q of queries) for (const v of [HUGE, '%00']) out.add(`/demo/component/${c}?${q}=${v}`);
  for (const v of [HUGE, '%00']) out.add(`/demo/buy-ticket/confirmation?order_id=${v}`).add(`/demo/notifications?id=${v}`).add(`/demo/notifications.json?max_id=${v}`);
  return [...out];
}

async function expectNo500(request: APIRequestContext, paths: string[]) {
  const failures: string[] = [];
  const list = addresses(paths, await componentIds(request));
  // Eight at a time: the server answers each in milliseconds, and a thousand in a row took minutes.
  for (let i = 0; i < list.length; i += 8) {
    await Promise.all(
      list.slice(i, i + 8).map(async (url) => {
        const res = await request.get(url, { maxRedirects: 0 });
        if (res.status() >= 500) failures.push(`${url}: ${res.status()}`);
      }),
    );
  }
  expect(failures.sort()).toEqual([]);
}

// About 900 requests per role.
test.setTimeout(180_000);

test('a guest: no typed address answers 500', async ({ page }) => {
  await expectNo500(page.request, parameterRoutes());
});

test('a signed-in attendee: no typed address answers 500', async ({ page }) => {
  await logIn(page, 'demo', e2eUsers.dashboardAttendee);
  await expectNo500(page.request, parameterRoutes());
});

test('an administrator: no address with a hostile or unknown id answers 500', async ({ page }) => {
  await openAdmin(page, 'demo', e2eUsers.hostileAdmin);
  await expect(page.getByRole('region', { name: 'The event at a glance' })).toBeVisible();
  await expectNo500(page.request, parameterRoutes());
});

test('a GET to an address that only takes forms answers 405 naming POST', async ({ page }) => {
  const [component] = await componentIds(page.request);
  for (const url of [`/demo/component/${component}/feed`, '/demo/admin/landing/upload']) {
    const res = await page.request.get(url, { maxRedirects: 0 });
    expect([url, res.status(), res.headers()['allow']]).toEqual([url, 405, 'POST']);
  }
});
