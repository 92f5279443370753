import QRCode from 'qrcode';

/**
 * The QR code's data split into numeric, alphanumeric and byte segments so that it takes the
 * fewest bits (ISO 18004 §7.4), for `QRCode.create` to encode as given. The `qrcode` package
 * finds a split itself with a graph of its regex matches and Dijkstra's algorithm — 0.18 of the
 * 0.42 ms a ticket's QR cost; this is the per-character dynamic programme of Nayuki's qrcodegen
 * (costs in sixths of a bit, rounded up to whole bits where a segment ends), which is exact for
 * these three modes, so a code is never bigger than the package's own split would make it (a
 * test holds every ticket payload to the package's version).
 */
export type QrMode = 'numeric' | 'alphanumeric' | 'byte';
export interface QrSegment {
  data: string;
  mode: QrMode;
}

const MODES: QrMode[] = ['numeric', 'alphanumeric', 'byte'];
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

/** Bits of a segment's character count, by mode, for versions 1–9, 10–26 and 27–40. */
const COUNT_BITS: Record<QrMode, [number, number, number]> = { numeric: [10, 12, 14], alphanumeric: [9, 11, 13], byte: [8, 16, 16] };

const versionClass = (version: number) => (version <= 9 ? 0 : version <= 26 ? 1 : 2);

const utf8Length = (code: number) => (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4);

/** The cheapest split of `text` for a code of `version`'s size class (1 for the smallest). */
export function optimalQrSegments(text: string, version = 1): QrSegment[] {
  const chars = Array.from(text);
  if (chars.length === 0) return [];
  const cls = versionClass(version);
  const head = MODES.map((m) => (4 + COUNT_BITS[m][cls]) * 6);
  let prev = head.slice();
  // For each character and each mode a segment may be in after it: the mode the character is in.
  const charModes: (number | -1)[][] = [];
  for (const ch of chars) {
    const code = ch.codePointAt(0)!;
    const cur = [Infinity, Infinity, Infinity];
    const modes: (number | -1)[] = [-1, -1, -1];
    if (code >= 0x30 && code <= 0x39) {
      cur[0] = prev[0]! + 20; // 10 bits per 3 digits
      modes[0] = 0;
    }
    if (ALPHANUMERIC.includes(ch)) {
      cur[1] = prev[1]! + 33; // 11 bits per 2 characters
      modes[1] = 1;
    }
    cur[2] = prev[2]! + utf8Length(code) * 48;
    modes[2] = 2;
    // Or a new segment starts after this character: the one it is in ends (rounded up to bits).
    const ended = cur.map((c) => Math.ceil(c / 6) * 6);
    for (let to = 0; to < 3; to++) {
      for (let from = 0; from < 3; from++) {
        const cost = ended[from]! + head[to]!;
        if (modes[from] !== -1 && cost < cur[to]!) {
          cur[to] = cost;
          modes[to] = from;
        }
      }
    }
    charModes.push(modes);
    prev = cur;
  }
  const total = prev.map((c) => Math.ceil(c / 6));
  let mode = total.indexOf(Math.min(...total));
  const perChar: number[] = new Array(chars.length);
  for (let i = chars.length - 1; i >= 0; i--) {
    mode = charModes[i]![mode]!;
    perChar[i] = mode;
  }
  const segments: QrSegment[] = [];
  for (let i = 0; i < chars.length; i++) {
    const m = MODES[perChar[i]!]!;
    const last = segments[segments.length - 1];
    if (last?.mode === m) last.data += chars[i];
    else segments.push({ data: chars[i]!, mode: m });
  }
  return segments;
}

/**
 * `QRCode.create` of `text` with the split above: the split made for each size class in turn
 * (the character counts take more bits in the bigger ones), the first whose code is of that
 * class. A split made for a smaller class may not fit where a bigger class's split would.
 */
export function createQrCode(text: string, errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H'): QRCode.QRCode {
  let failure: unknown;
  for (const version of [1, 10, 27]) {
    try {
      const qr = QRCode.create(forLibrary(optimalQrSegments(text, version)), { errorCorrectionLevel });
      if (versionClass(qr.version) <= versionClass(version)) return qr;
    } catch (err) {
      // Too big for any version with this class's split: the next class's may fit.
      failure = err;
    }
  }
  throw failure ?? new Error('createQrCode: no version holds this text');
}

// The package takes a byte segment's text as well as its bytes (byte-data.js encodes it as
// UTF-8); its type declarations name only the bytes.
const forLibrary = (segments: QrSegment[]) => segments as unknown as QRCode.QRCodeSegment[];
