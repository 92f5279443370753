import { afterEach, beforeEach, vi } from 'vitest';

// A console.error during a test is a bug report nobody reads: fail the test instead
// (Epic Stack convention). Tests that expect one spy on console.error themselves.
let spy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => spy?.mockRestore());
