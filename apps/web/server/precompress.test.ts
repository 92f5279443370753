import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCtx, type TestCtx } from '@foyer/core/testing/index';
import { createHttpApp } from './http-app.ts';
import { precompressDir } from './precompress.ts';

let ctx: TestCtx;
let dir: string;
const script = `export function hello(){return ${JSON.stringify('hello '.repeat(500))}}\n`;

beforeAll(async () => {
  ctx = await createTestCtx();
  dir = mkdtempSync(join(tmpdir(), 'foyer-assets-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app-123.js'), script);
  writeFileSync(join(dir, 'assets', 'tiny-1.css'), 'a{}');
  writeFileSync(join(dir, 'assets', 'logo-1.png'), Buffer.alloc(4096));
});
afterAll(() => ctx.close());

describe('precompressed client assets', () => {
  it('writes .br and .gz of text files that shrink, never of pictures or what does not shrink', () => {
    const { files } = precompressDir(dir);
    expect(files).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app-123.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'app-123.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(dir, 'assets', 'tiny-1.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'logo-1.png.br'))).toBe(false);
  });

  it('sends the brotli or gzip file to a browser that accepts it, the plain file otherwise, all cached for a year', async () => {
    const app = createHttpApp({ ctx, handleDocument: async () => new Response('page'), clientAssetsDir: dir });
    const br = await app.request('/assets/app-123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    const gz = await app.request('/assets/app-123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await app.request('/assets/app-123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    // A missing asset falls through to the page handler, without the year-long cache.
    const missing = await app.request('/assets/missing-9.js');
    expect(missing.headers.get('cache-control') ?? '').not.toContain('immutable');
  });
});
