import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: 'e2e',
  // Journeys of two or three people signing in and taking turns ran 50-56 s on a loaded 2-core CI
  // machine (session 22's VM: the feed wall timed out on its phone run at 60 s, twice).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }], ...(process.env.CI ? [] : [['html', { open: 'never' }] as const])],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recorded on the retry of a failed test (CI retries once), not for every test: recording them all
    // cost a fifth of the run (4 specs, 27 tests: 148 s → 115 s), which kept the suite over 15 minutes.
    trace: 'on-first-retry',
    // A click on a button that went away, or a response that never comes, otherwise waits until
    // the test's 120 s are up and reports only that; bounded, it names the locator it waited for.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    launchOptions: {
      // Debian's Chromium: the machines cannot download Playwright's own browser builds.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    command: `npx tsx e2e/serve.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
