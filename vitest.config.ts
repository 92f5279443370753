import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{apps,packages,cli}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/build/**', 'e2e/**'],
    setupFiles: ['./vitest.setup.ts'],
    // Integration tests open real databases; a cold PGlite needs seconds.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
  esbuild: { jsx: 'automatic' },
});
