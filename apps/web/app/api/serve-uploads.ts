import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { storedNamePattern } from '@foyer/core/profile/create-attachment';

const mime: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg' };

/**
 * /uploads/<name>: the pictures createAttachment stored, and nothing else. The name must look like
 * one it makes (no paths, no other extensions); names are random and never reused, so the files
 * may be cached forever; nosniff and a sandboxing CSP keep a browser from treating one as a page.
 */
export function uploadsApp(storageDir: string) {
  const app = new Hono();
  app.on(['GET', 'HEAD'], '/:name', async (c) => {
    const name = c.req.param('name');
    if (!storedNamePattern.test(name)) return c.text('Not found', 404);
    let bytes: Buffer;
    try {
      bytes = await readFile(join(storageDir, name));
    } catch {
      return c.text('Not found', 404);
    }
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': mime[name.split('.').pop()!]!,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });
  return app;
}
