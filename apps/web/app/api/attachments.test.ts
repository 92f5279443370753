import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { createTestCtx, type TestCtx } from '@foyer/core/testing/index';
import { createHttpApp } from '../../server/http-app.ts';
import { firstCode } from './testing/test-client.ts';
import { tinyPng } from './testing/tiny-png.ts';

let ctx: TestCtx;
let app: ReturnType<typeof createHttpApp>;
let user: TestUser;
let storageDir: string;

beforeAll(async () => {
  ctx = await createTestCtx();
  storageDir = mkdtempSync(join(tmpdir(), 'foyer-uploads-'));
  ctx.config = { ...ctx.config, storageDir };
  app = createHttpApp({ ctx, handleDocument: async () => new Response('ui', { status: 200 }) });
  user = await insertTestUser(ctx);
});
afterAll(() => ctx.close());

async function upload(bytes: Uint8Array | null, name: string, headers: Record<string, string> = user.auth) {
  const form = new FormData();
  if (bytes) form.append('file', new File([bytes as BlobPart], name, { type: 'image/png' }));
  const res = await app.request('/api/v1/attachments', { method: 'POST', body: form, headers });
  return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('POST /api/v1/attachments', () => {
  it('stores a real PNG under a random name and serves it from /uploads', async () => {
    const png = tinyPng();
    const res = await upload(png, 'my photo.png');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: expect.any(Number), file_name: 'my photo.png' });
    expect(res.body.file_url).toMatch(/^http:\/\/localhost:3000\/uploads\/[0-9a-f]{32}\.png$/);
    const path = new URL(res.body.file_url).pathname;
    expect(readdirSync(storageDir)).toContain(path.split('/').pop());

    const served = await app.request(path);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    // The upload can become the profile photo.
    const put = await app.request('/api/v1/current_user', {
      method: 'PUT',
      headers: { ...user.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Pic', last_name: 'Ture', attachment_id: res.body.id }),
    });
    expect(((await put.json()) as { picture: string }).picture).toBe(res.body.file_url);
  });

  it('accepts a JPEG by its content whatever its name says, and stores it as .jpg', async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
    const res = await upload(jpeg, 'photo.png');
    expect(res.status).toBe(200);
    expect(res.body.file_url).toMatch(/\.jpg$/);
  });

  it('refuses a .png name with bytes that are no picture', async () => {
    const garbage = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const res = await upload(garbage, 'evil.png');
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ code: 'attachment.invalid_type', field: 'file' });
    const gif = await upload(new TextEncoder().encode('GIF89a....'), 'anim.gif');
    expect(firstCode(gif.body)).toBe('attachment.invalid_type');
  });

  it('refuses files over 5 MB', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await upload(big, 'big.png');
    expect(res.status).toBe(413);
    expect(firstCode(res.body)).toBe('attachment.too_large');
  });

  it('needs a file and a signed-in user', async () => {
    const none = await upload(null, '');
    expect(none.status).toBe(422);
    expect(none.body.errors[0]).toMatchObject({ field: 'file' });
    const anon = await upload(tinyPng(), 'a.png', {});
    expect(anon.status).toBe(401);
  });
});

describe('/uploads', () => {
  it('serves nothing but stored names', async () => {
    // A literal ../ is resolved by the URL parser before routing: it never reaches /uploads.
    expect(await (await app.request('/uploads/../package.json')).text()).toBe('ui');
    for (const path of ['/uploads/%2e%2e%2fpackage.json', '/uploads/..%2f..%2fpackage.json', '/uploads/secrets.json', `/uploads/${'a'.repeat(32)}.html`, `/uploads/${'a'.repeat(32)}.png`]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
    }
  });
});
