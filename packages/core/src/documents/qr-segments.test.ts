import { randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { signTicketQr } from '../tickets/ticket-qr.ts';
import { createQrCode, optimalQrSegments } from './qr-segments.ts';
import { readQr } from './testing/read-qr.ts';

const decode = (qr: QRCode.QRCode) => readQr(qr.modules.size, (r, c) => Boolean(qr.modules.data[r * qr.modules.size + c]));

// The package's own split and bit counts, to hold ours to them.
const fromQrcode = createRequire(createRequire(import.meta.url).resolve('qrcode'));
type Seg = { mode: unknown; getBitsLength(): number };
const qrSegments = fromQrcode('./core/segments.js') as { fromString(text: string, version: number): Seg[]; fromArray(a: unknown[]): Seg[] };
const qrMode = fromQrcode('./core/mode.js') as { getCharCountIndicator(mode: unknown, version: number): number };
const bits = (segments: Seg[], version: number) => segments.reduce((n, s) => n + 4 + qrMode.getCharCountIndicator(s.mode, version) + s.getBitsLength(), 0);

const samples = [
  '0123456789012345',
  'HELLO WORLD 2027: $5.00 + 10%',
  'Zażółć gęślą jaźń 123456 — Конференция 2027',
  'ticket 🎟️ 42',
  'a',
  '7',
  'x'.repeat(300) + '1234567890'.repeat(20),
];

describe('the QR code split into the fewest bits', () => {
  it('spells the text back, and every part can be written in its mode', () => {
    for (const text of [...samples, signTicketQr('s'.repeat(40), randomUUID())]) {
      const segments = optimalQrSegments(text);
      expect(segments.map((s) => s.data).join('')).toBe(text);
      for (const s of segments) {
        if (s.mode === 'numeric') expect(s.data).toMatch(/^[0-9]+$/);
        if (s.mode === 'alphanumeric') expect(s.data).toMatch(/^[0-9A-Z $%*+\-./:]+$/);
      }
    }
    expect(optimalQrSegments('')).toEqual([]);
    // A long run of digits inside other text is worth a segment of its own; a short one is not.
    expect(optimalQrSegments('abc0123456789012abc').map((s) => s.mode)).toEqual(['byte', 'numeric', 'byte']);
    expect(optimalQrSegments('abc12abc').map((s) => s.mode)).toEqual(['byte']);
  });

  it('a ticket’s code is never bigger than the package’s own split makes it, and a reader reads the same text', async () => {
    const secret = randomBytes(24).toString('hex');
    for (let i = 0; i < 300; i++) {
      const payload = signTicketQr(secret, randomUUID());
      const ours = createQrCode(payload, 'M');
      const theirs = QRCode.create(payload, { errorCorrectionLevel: 'M' });
      expect(ours.version).toBeLessThanOrEqual(theirs.version);
      expect(bits(qrSegments.fromArray(optimalQrSegments(payload)), 1)).toBeLessThanOrEqual(bits(qrSegments.fromString(payload, 1), 1));
      if (i < 40) expect(await decode(ours)).toBe(payload);
    }
  });

  it('other texts, long ones past version 9 included, read back the same', async () => {
    for (const text of samples) {
      const ours = createQrCode(text, 'M');
      expect(ours.version, text).toBeLessThanOrEqual(QRCode.create(text, { errorCorrectionLevel: 'M' }).version);
      expect(await decode(ours), text).toBe(text);
    }
    expect(createQrCode(samples.at(-1)!, 'M').version).toBeGreaterThan(9);
  });

  it('near the largest code, a split made for the big versions’ longer counts still fits', () => {
    // Short digit runs between letters pay off with versions 1–9's short counts, not with 27–40's.
    const text = 'x9876543'.repeat(267).slice(0, 2132);
    const ours = createQrCode(text, 'M');
    expect(ours.version).toBeLessThanOrEqual(QRCode.create(text, { errorCorrectionLevel: 'M' }).version);
    expect(ours.version).toBeGreaterThan(26);
  });
});
