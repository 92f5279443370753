/**
 * `npm run lighthouse` (issue #14): Lighthouse's four scores — performance, accessibility, best
 * practices, SEO — for the demo's landing page and one attendee screen, in Lighthouse's default
 * mobile emulation (a mid-range phone on a throttled 4G link, simulated), driving Debian's
 * Chromium, five runs per page and the median reported (LIGHTHOUSE_RUNS to change). It starts the built server as README's first command does (`npm run build` first; no
 * DATABASE_URL, so the embedded database in a fresh DATA_DIR, which seeds the demo), writes
 * reports/lighthouse.md (and each page's whole report as reports/lighthouse-<n>.json) and exits 1
 * when a landing-page score is under 95.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGET = 95;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const pages = [
  { name: 'landing page `/demo`', path: '/demo', gated: true },
  { name: 'agenda `/demo/component/{id}`', path: null as string | null, gated: false },
];

if (!existsSync(join(root, 'apps/web/build/server/index.js'))) {
  console.error('npm run lighthouse measures the built app: run `npm run build` first.');
  process.exit(2);
}
if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}: apt-get install chromium, or set CHROME_PATH.`);
  process.exit(2);
}

const port = await new Promise<number>((done) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = (s.address() as { port: number }).port;
    s.close(() => done(p));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'foyer-lighthouse-'));
const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/web/server.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
const base = `http://127.0.0.1:${port}`;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (i > 600 || server.exitCode !== null) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  // The attendee screen: the demo's agenda, found from the event's components (ids differ per seed).
  const event = (await (await fetch(`${base}/api/v1/events/lp/demo`)).json()) as { id: number };
  const { components } = (await (await fetch(`${base}/api/v1/events/${event.id}/components`)).json()) as { components: { id: number; component_name: string }[] };
  const agenda = components.find((c) => c.component_name === 'agenda');
  if (!agenda) throw new Error('the demo has no agenda component');
  pages[1]!.path = `/demo/component/${agenda.id}`;

  mkdirSync(join(root, 'reports'), { recursive: true });
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const rows: string[] = [];
  let failed = 0;
  for (const page of pages) {
    // Warm the server's caches first: the figure is a visitor's, not the first request's after a start.
    await fetch(`${base}${page.path}`);
    // Lighthouse's simulated timings move with what the unthrottled trace happened to see (whether
    // the first paint came before or after the scripts ran): its docs advise the median of runs.
    const runs: number[][] = [];
    let last: Awaited<ReturnType<typeof lighthouse>>;
    for (let run = 0; run < RUNS; run++) {
      last = await lighthouse(`${base}${page.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
      if (!last) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      runs.push(categories.map((c) => Math.round((last!.lhr.categories[c]?.score ?? 0) * 100)));
    }
    writeFileSync(join(root, `reports/lighthouse-${pages.indexOf(page) + 1}.json`), last!.report as string);
    const scores = categories.map((_, i) => median(runs.map((r) => r[i]!)));
    const below = page.gated ? scores.filter((s) => s < TARGET).length : 0;
    failed += below;
    rows.push(`| ${page.name} | ${scores.map((s, i) => `${s} (${runs.map((r) => r[i]).join(', ')})`).join(' | ')} | ${page.gated ? `each ≥ ${TARGET}: ${below ? 'NO' : 'yes'}` : 'reported'} |`);
    // What cost points in the last run, so a drop can be acted on without rerunning by hand.
    const lost = Object.values(last!.lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    if (lost.length) rows.push(`|   audits under 0.9 (last run): ${lost.join(', ')} | | | | | |`);
  }
  const table = [
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, default mobile emulation (simulated throttling), Chromium at ${chromePath}, built app on the embedded database.`,
    '',
    `Scores are the median of ${RUNS} runs (each run in brackets).`,
    '',
    '| page | performance | accessibility | best practices | SEO | target |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  writeFileSync(join(root, 'reports/lighthouse.md'), `${table}\n`);
  console.log(table);
  process.exitCode = failed ? 1 : 0;
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
