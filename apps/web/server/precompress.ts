import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text files worth compressing; images (PNG, JPEG, WOFF2) are compressed already. */
const compressible = /\.(js|mjs|css|svg|json|txt|html|map|ico|webmanifest)$/;

/**
 * Writes `.br` and `.gz` beside every compressible file of the client build, once, at build
 * time (best levels: no request pays for them), so the server sends the smaller file to a
 * browser that accepts it (serveStatic's `precompressed`). A file that does not shrink by at
 * least a tenth gets none. Returns how many bytes a brotli browser saves.
 */
export function precompressDir(dir: string): { files: number; before: number; after: number } {
  let files = 0;
  let before = 0;
  let after = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      const sub = precompressDir(path);
      files += sub.files;
      before += sub.before;
      after += sub.after;
      continue;
    }
    if (!compressible.test(name)) continue;
    const bytes = readFileSync(path);
    const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
    if (br.length > bytes.length * 0.9) continue;
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    files += 1;
    before += bytes.length;
    after += br.length;
  }
  return { files, before, after };
}
