import { expect, test } from './test.ts';
import type { APIRequestContext } from '@playwright/test';
import { e2eUsers } from './fixture-data.ts';
import { readFileSync } from 'node:fs';
import { logIn, openAdmin } from './log-in.ts';

/**
 * Issue #12: no address a stranger can type makes a UI page answer 500 — ids past Postgres
 * `integer`, NUL bytes, zero and negative ids in path segments and query parameters — as a guest
 * and as a signed-in attendee. The API's own table-driven test is apps/web/app/api/no-500.test.ts.
 */
const HUGE = '2147483648';
const bad = [HUGE, '%00'];

async function componentIds(request: APIRequestContext): Promise<number[]> {
  const res = await request.get('/api/v1/events/lp/demo');
  const event = (await res.json()) as { id: number };
  const list = await request.get(`/api/v1/events/${event.id}/components`, { headers: { 'x-app-id': String(event.id) } });
  return ((await list.json()) as { components: { id: number }[] }).components.map((c) => c.id);
}

function urls(components: number[]): string[] {
  const out: string[] = [];
  for (const v of bad) {
    out.push(`/demo/user/${v}`, `/demo/user/${v}/details`, `/demo/buy-ticket/${v}`, `/demo/buy-ticket/${v}/confirmation`, `/demo/buy-ticket/confirmation?order_id=${v}`);
    out.push(`/demo/profile/tickets/${v}/pdf`, `/demo/profile/tickets/${v}/invoice`, `/demo/notifications?id=${v}`, `/demo/notifications.json?max_id=${v}`, `/demo/component/${v}`);
    for (const c of components) {
      out.push(`/demo/component/${c}/agenda_sessions/${v}`, `/demo/component/${c}/agenda_sessions/${v}/details`, `/demo/component/${c}/agenda_sessions/${v}/calendar.ics`);
      out.push(`/demo/component/${c}/exhibitor/${v}`, `/demo/component/${c}/attendees.json?max_id=${v}`, `/demo/component/${c}/attendees?max_id=${v}`);
      for (const q of ['speaker', 'exhibitor', 'partner', 'max_id', 'q']) out.push(`/demo/component/${c}?${q}=${v}`);
    }
  }
  return out;
}

async function expectNo500(request: APIRequestContext) {
  const failures: string[] = [];
  for (const url of urls(await componentIds(request))) {
    const res = await request.get(url, { maxRedirects: 0 });
    if (res.status() >= 500) failures.push(`${url}: ${res.status()}`);
  }
  expect(failures).toEqual([]);
}

// About 300 requests per role.
test.setTimeout(180_000);

test('a guest: no typed address answers 500', async ({ page }) => {
  await expectNo500(page.request);
});

test('a signed-in attendee: no typed address answers 500', async ({ page }) => {
  await logIn(page, 'demo', e2eUsers.dashboardAttendee);
  await expectNo500(page.request);
});

/**
 * Every admin-panel address routes.ts declares (new screens included), each id a hostile value or
 * one no row has: a resource route answered 500 for an import id of no import (the ZIP).
 */
function adminUrls(): string[] {
  const routes = readFileSync(new URL('../apps/web/app/routes.ts', import.meta.url), 'utf8');
  const paths = [...routes.matchAll(/route\('(admin\/[^']*:[^']+)'/g)].map((m) => m[1]!);
  expect(paths.length).toBeGreaterThan(5);
  return paths.flatMap((p) => [...bad, '-1', '999999'].map((v) => `/demo/${p.replace(/:\w+\??/g, v)}`));
}

test('an administrator: no admin address with a hostile or unknown id answers 500', async ({ page }) => {
  await openAdmin(page, 'demo', e2eUsers.hostileAdmin);
  await expect(page.getByRole('region', { name: 'The event at a glance' })).toBeVisible();
  const failures: string[] = [];
  for (const url of adminUrls()) {
    const res = await page.request.get(url, { maxRedirects: 0 });
    if (res.status() >= 500) failures.push(`${url}: ${res.status()}`);
  }
  expect(failures).toEqual([]);
});
