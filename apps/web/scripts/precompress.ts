import { precompressDir } from '../server/precompress.ts';

// `npm run build` runs this after React Router's build: .br and .gz beside the client files.
const dir = process.argv[2] ?? 'build/client';
const { files, before, after } = precompressDir(dir);
console.log(`precompressed ${files} files in ${dir}: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB with brotli`);
