import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const include = ['{apps,packages,cli}/**/*.test.{ts,tsx}'];
const exclude = ['**/node_modules/**', '**/build/**', 'e2e/**'];

/**
 * Test files that replace modules or globals (vi.mock and the like), or that say
 * `// vitest: isolate` (they read process-wide state another file changes), get a fresh module
 * graph each; every other file shares one per worker (isolate: false), so the project's modules
 * are imported once per worker instead of once per file: importing was half the unit run
 * (about 400 s → 200 s for the whole of it on the 2-core VM).
 */
const mocking = ['apps', 'packages', 'cli']
  .flatMap((root) => readdirSync(root, { recursive: true, encoding: 'utf8' }).map((p) => join(root, p)))
  .filter((p) => /\.test\.tsx?$/.test(p) && !/(^|\/)(node_modules|build)\//.test(p))
  .filter((p) => /vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(|\/\/ vitest: isolate/.test(readFileSync(p, 'utf8')));

export default defineConfig({
  test: {
    setupFiles: ['./vitest.setup.ts'],
    // Integration tests open real databases; a cold PGlite needs seconds.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'isolated', include: mocking, exclude } },
      { extends: true, test: { name: 'shared', include, exclude: [...exclude, ...mocking], isolate: false } },
    ],
  },
  esbuild: { jsx: 'automatic' },
});
