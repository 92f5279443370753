import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const envAfter = (args: string[]) => {
  const env = { ...process.env };
  delete env.NODE_ENV;
  const script = `await import(${JSON.stringify(new URL('./node-env.ts', import.meta.url).href)}); process.stdout.write(String(process.env.NODE_ENV));`;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, '--', ...args], { env, encoding: 'utf8' });
};

describe('the web process’s NODE_ENV', () => {
  it('is production unless asked for development, so React renders with its production build under npm start', () => {
    expect(envAfter([])).toBe('production');
    expect(envAfter(['--dev'])).toBe('development');
  });

  it('is settled before anything else is imported by server.ts (React picks its build when first loaded)', () => {
    const firstImport = readFileSync(new URL('../server.ts', import.meta.url), 'utf8').split('\n').find((line) => line.startsWith('import '));
    expect(firstImport).toBe("import './server/node-env.ts';");
  });
});
