import { afterEach, beforeEach, vi } from 'vitest';
// Gives every zod schema `.openapi()`, before any schema is built: zod 4 copies methods onto a
// schema when it is made, so a core schema made before this import lacks it, and the API module
// that documents it (api/discussion.ts, api/inbox.ts) would fail to load in a worker whose
// earlier test file loaded the core schema first (files share modules: vitest.config.ts).
import '@hono/zod-openapi';

// A console.error during a test is a bug report nobody reads: fail the test instead
// (Epic Stack convention). Tests that expect one spy on console.error themselves.
let spy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => spy?.mockRestore());
