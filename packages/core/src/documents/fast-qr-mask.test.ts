import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { chooseQrMaskWith, fastBestMask, libraryBestMask } from './fast-qr-mask.ts';
import { signTicketQr } from '../tickets/ticket-qr.ts';
import { createPrng, type Prng } from '../seed/prng.ts';

/** Seeded (a mismatch names its seed and text): ticket payloads, digits, upper-case letters and any Unicode, 1 to 400 characters. */
const SEED = Number(process.env.QR_TEST_SEED ?? 20261129);

function randomText(r: Prng, i: number): string {
  const kind = i % 4;
  if (kind === 0) return signTicketQr('secret', r.uuid());
  const alphabet = kind === 1 ? '0123456789' : kind === 2 ? '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:' : 'aąbcćdeęfghijklłmnńoóprsśtuwyzźżжшщ€😀 0123';
  return Array.from({ length: r.int(1, 400) }, () => r.pick([...alphabet])).join('');
}

describe('fastBestMask', () => {
  it('picks the mask the qrcode library picks, so every module comes out the same', () => {
    const r = createPrng(SEED);
    const levels = ['L', 'M', 'Q', 'H'] as const;
    const chosen = new Set<number>();
    let fastCalls = 0;
    const countedFast: typeof fastBestMask = (matrix, setupFormat) => (fastCalls++, fastBestMask(matrix, setupFormat));
    try {
      for (let i = 0; i < 600; i++) {
        const text = randomText(r, i);
        const errorCorrectionLevel = levels[i % levels.length]!;
        chooseQrMaskWith(libraryBestMask);
        const theirs = QRCode.create(text, { errorCorrectionLevel });
        chooseQrMaskWith(countedFast);
        const ours = QRCode.create(text, { errorCorrectionLevel });
        expect({ seed: SEED, text, mask: ours.maskPattern }).toEqual({ seed: SEED, text, mask: theirs.maskPattern });
        expect(Buffer.from(ours.modules.data).equals(Buffer.from(theirs.modules.data))).toBe(true);
        chosen.add(ours.maskPattern ?? -1);
      }
    } finally {
      chooseQrMaskWith(fastBestMask);
    }
    // The library really asked ours each time (one that kept its own chooser would pass vacuously)…
    expect(fastCalls).toBe(600);
    // …and the scores decide: not one mask for everything.
    expect(chosen.size).toBeGreaterThan(5);
  });
});
