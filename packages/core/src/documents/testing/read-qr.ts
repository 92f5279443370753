import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

let ready: Promise<unknown> | null = null;

/**
 * What a phone's reader makes of a QR symbol (`dark(row, col)` for each of its `size`² modules):
 * drawn 4 px a module with its quiet zone and read by ZXing, the library the door's camera uses
 * where the browser has no reader of its own. Its WebAssembly comes from the package itself (it
 * would fetch it from a CDN by default).
 */
export async function readQr(size: number, dark: (row: number, col: number) => boolean): Promise<string | undefined> {
  ready ??= (() => {
    const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader').replace(/(?:es|cjs)\/reader\/index\.js$/, 'reader/zxing_reader.wasm'));
    return prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer }, fireImmediately: true });
  })();
  await ready;
  const scale = 4;
  const side = (size + 8) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      if (!dark(r, c)) continue;
      for (let y = 0; y < scale; y++) {
        for (let x = 0; x < scale; x++) {
          const i = (((r + 4) * scale + y) * side + (c + 4) * scale + x) * 4;
          data[i] = data[i + 1] = data[i + 2] = 0;
        }
      }
    }
  }
  const [found] = await readBarcodes({ data, width: side, height: side, colorSpace: 'srgb' } as ImageData, { formats: ['QRCode'], tryHarder: false });
  return found?.text;
}
