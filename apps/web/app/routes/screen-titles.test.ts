import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const routes = fileURLToPath(new URL('.', import.meta.url));
const locales = fileURLToPath(new URL('../../../../packages/i18n/locales', import.meta.url));

/** Every `handle = { title: 'ns:key' }` of the route modules, by file. */
function titleKeys(): [string, string][] {
  const out: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        const m = /export const handle = \{ title: '([^']+)' \}/.exec(readFileSync(path, 'utf8'));
        if (m) out.push([path.slice(routes.length), m[1]!]);
      }
    }
  };
  walk(routes);
  return out;
}

describe('screen titles (route handle.title)', () => {
  const keys = titleKeys();
  it('are declared by the screens', () => expect(keys.length).toBeGreaterThan(40));
  it.each(readdirSync(locales))('name a translated string in %s', (locale) => {
    for (const [file, key] of keys) {
      const [ns, path] = key.split(':') as [string, string];
      let node: unknown = JSON.parse(readFileSync(join(locales, locale, `${ns}.json`), 'utf8'));
      for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
      expect(typeof node === 'string' && node.length > 0, `${file}: ${key} in ${locale}`).toBe(true);
    }
  });
});
