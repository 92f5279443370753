import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Issue #14: every journey is also an accessibility check. Each page a journey visits (main-frame
 * navigations on this server) is opened again after the journey, in the same browser context —
 * same session, language and viewport — and scanned with axe-core for WCAG 2.2 A/AA violations;
 * the journey fails listing rule, element and page. A page pattern (ids and tokens aside) is
 * scanned once per worker and project, so the gate costs a few seconds, not a second suite.
 *
 * Specs import `test` and `expect` from here instead of '@playwright/test'.
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const scanned = new Set<string>();

/** GET URLs that do something when opened (confirmations, sign-in links, log-out): never opened twice. */
/**
 * Pages whose journey scans them itself once they have settled: the landing-page builder's Puck
 * editor renders in steps after `load`, and its controls are labelled as they appear
 * (label-puck-controls.ts), so a scan at `load` races the editor (CI, session 11).
 */
const scannedByJourney = (url: URL) => /\/admin\/landing$/.test(url.pathname);

const hasEffect = (url: URL) => url.searchParams.has('token') || /\/(logout|log-out|confirm|magic|callback|return)\b/.test(url.pathname);

/** "/demo/component/12/agenda_sessions/7/details?lng=pl" → "/demo/component/:id/agenda_sessions/:id/details?lng=pl". */
function patternOf(url: URL): string {
  const lng = url.searchParams.get('lng');
  return `${url.pathname.replace(/\/\d+(?=\/|$)/g, '/:id').replace(/[0-9a-f]{8}-[0-9a-f-]{27,}/g, ':uuid')}${lng ? `?lng=${lng}` : ''}`;
}

/**
 * WCAG 2.2 A/AA violations on the page as it is now, one line each (`where`: rule, impact, help,
 * element). For content that appears after load (the builder's lazily loaded editor), a journey
 * calls this itself once it shows.
 */
export async function axeViolations(page: Page, where: string, exclude: string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(tags);
  for (const selector of exclude) builder.exclude(selector);
  const result = await builder.analyze();
  return result.violations.flatMap((v) => v.nodes.map((node) => `${where}: ${v.id} (${v.impact}) — ${v.help} — ${node.target.join(' ')}`));
}

export const test = base.extend<{ accessibilityOfVisitedPages: void }>({
  accessibilityOfVisitedPages: [
    async ({ page, context, baseURL, javaScriptEnabled }, use, testInfo) => {
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(frame.url());
      });
      await use();
      // A journey that failed already says why; a scan would only add noise. axe runs as a script
      // in the page, so journeys without JavaScript are not scanned (their pages are scanned by the
      // journeys with it; a scripted copy of a signed-in no-script context hung axe's evaluate).
      if (testInfo.status !== testInfo.expectedStatus || javaScriptEnabled === false) return;
      const origin = new URL(baseURL!).origin;
      const violations: string[] = [];
      for (const href of visited) {
        const url = new URL(href);
        if (url.origin !== origin || url.pathname.startsWith('/api/') || hasEffect(url) || scannedByJourney(url)) continue;
        const key = `${testInfo.project.name} ${patternOf(url)}`;
        if (scanned.has(key)) continue;
        scanned.add(key);
        const scan = await context.newPage();
        try {
          const res = await scan.goto(url.href);
          if (!res?.headers()['content-type']?.includes('text/html')) continue;
          // Not 'networkidle': a signed-in page holds its notifications stream open for good.
          await scan.waitForLoadState('load');
          violations.push(...(await axeViolations(scan, `${url.pathname}${url.search} [${testInfo.project.name}]`)));
        } finally {
          await scan.close();
        }
      }
      expect(violations, 'WCAG 2.2 A/AA violations on pages this journey visited').toEqual([]);
    },
    // Its own time budget: the scans come after the journey, and on a loaded machine they alone
    // took a journey past the test's 60 s (CI, session 10).
    { auto: true, timeout: 90_000 },
  ],
});

export { expect };
export type { Locator, Page } from '@playwright/test';
