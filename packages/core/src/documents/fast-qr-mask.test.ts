import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { randomBytes, randomUUID } from 'node:crypto';
import { chooseQrMaskWith, fastBestMask, libraryBestMask } from './fast-qr-mask.ts';
import { signTicketQr } from '../tickets/ticket-qr.ts';

/** Random text: ticket payloads, digits, upper-case letters and any Unicode, 1 to 400 characters. */
function randomText(i: number): string {
  const kind = i % 4;
  if (kind === 0) return signTicketQr('secret', randomUUID());
  const length = 1 + Math.floor(Math.random() * 400);
  const alphabet = kind === 1 ? '0123456789' : kind === 2 ? '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:' : 'aąbcćdeęfghijklłmnńoóprsśtuwyzźżжшщ€😀 0123';
  const chars = [...alphabet];
  return Array.from(randomBytes(length), (b) => chars[b % chars.length]).join('');
}

describe('fastBestMask', () => {
  it('picks the mask the qrcode library picks, so every module comes out the same', () => {
    const levels = ['L', 'M', 'Q', 'H'] as const;
    const chosen = new Set<number>();
    try {
      for (let i = 0; i < 600; i++) {
        const text = randomText(i);
        const errorCorrectionLevel = levels[i % levels.length]!;
        chooseQrMaskWith(libraryBestMask);
        const theirs = QRCode.create(text, { errorCorrectionLevel });
        chooseQrMaskWith(fastBestMask);
        const ours = QRCode.create(text, { errorCorrectionLevel });
        expect({ text, mask: ours.maskPattern }).toEqual({ text, mask: theirs.maskPattern });
        expect(Buffer.from(ours.modules.data).equals(Buffer.from(theirs.modules.data))).toBe(true);
        chosen.add(ours.maskPattern ?? -1);
      }
    } finally {
      chooseQrMaskWith(fastBestMask);
    }
    // Not one mask for everything: the scores decide.
    expect(chosen.size).toBeGreaterThan(5);
  });
});
