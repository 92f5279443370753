import { createRequire } from 'node:module';

/**
 * The `qrcode` package chooses a QR code's mask (ISO 18004 §7.8.3: try all eight, keep the one
 * with the lowest penalty) by masking the whole matrix, scoring it and unmasking it again, eight
 * times, one `get(row, col)` call per module read: half of the QR's cost, a sixth of a ticket's
 * render. This scores the same four penalty rules, with the library's own arithmetic, on a
 * scratch copy read by index, with each pattern's mask of the data area built once per symbol
 * size — so it picks the very mask the library would (a property test compares every module),
 * and the library still applies it. qrcode.js calls `MaskPattern.getBestMask` through the module
 * object at each use, so replacing that one export changes nothing else.
 */
interface BitMatrix {
  size: number;
  data: Uint8Array;
  reservedBit: Uint8Array;
}
type GetBestMask = (data: BitMatrix, setupFormat: (pattern: number) => void) => number;
interface MaskPatternModule {
  getBestMask: GetBestMask;
  applyMask(pattern: number, data: BitMatrix): void;
}

const requireFromQrcode = createRequire(createRequire(import.meta.url).resolve('qrcode'));
const maskPattern = requireFromQrcode('./core/mask-pattern.js') as MaskPatternModule;

/** The library's own choice, kept for the test that holds the two to the same answer. */
export const libraryBestMask: GetBestMask = maskPattern.getBestMask;

function maskBit(pattern: number, i: number, j: number): boolean {
  switch (pattern) {
    case 0: return (i + j) % 2 === 0;
    case 1: return i % 2 === 0;
    case 2: return j % 3 === 0;
    case 3: return (i + j) % 3 === 0;
    case 4: return (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0;
    case 5: return ((i * j) % 2) + ((i * j) % 3) === 0;
    case 6: return (((i * j) % 2) + ((i * j) % 3)) % 2 === 0;
    default: return (((i * j) % 3) + ((i + j) % 2)) % 2 === 0;
  }
}

/** Per symbol size: for each pattern, 1 where it flips a module (the data area only). */
const masksBySize = new Map<number, Uint8Array[]>();

function masksFor(matrix: BitMatrix): Uint8Array[] {
  const { size, reservedBit } = matrix;
  let masks = masksBySize.get(size);
  if (!masks) {
    // Which modules are reserved depends only on the version, i.e. on the size.
    masks = Array.from({ length: 8 }, (_, p) => {
      const m = new Uint8Array(size * size);
      for (let row = 0; row < size; row++) for (let col = 0; col < size; col++) if (!reservedBit[row * size + col] && maskBit(p, row, col)) m[row * size + col] = 1;
      return m;
    });
    masksBySize.set(size, masks);
  }
  return masks;
}

/** The library's getPenaltyN1 + N2 + N3 + N4 (mask-pattern.js) over a flat row-major matrix. */
export function penalty(d: Uint8Array, size: number): number {
  let n1 = 0;
  let n3 = 0;
  for (let a = 0; a < size; a++) {
    let runRow = 0;
    let runCol = 0;
    let lastRow = -1;
    let lastCol = -1;
    let bitsRow = 0;
    let bitsCol = 0;
    for (let b = 0; b < size; b++) {
      const inRow = d[a * size + b]!;
      if (inRow === lastRow) runRow++;
      else {
        if (runRow >= 5) n1 += 3 + (runRow - 5);
        lastRow = inRow;
        runRow = 1;
      }
      const inCol = d[b * size + a]!;
      if (inCol === lastCol) runCol++;
      else {
        if (runCol >= 5) n1 += 3 + (runCol - 5);
        lastCol = inCol;
        runCol = 1;
      }
      bitsRow = ((bitsRow << 1) & 0x7ff) | inRow;
      bitsCol = ((bitsCol << 1) & 0x7ff) | inCol;
      if (b >= 10) {
        if (bitsRow === 0x5d0 || bitsRow === 0x05d) n3++;
        if (bitsCol === 0x5d0 || bitsCol === 0x05d) n3++;
      }
    }
    if (runRow >= 5) n1 += 3 + (runRow - 5);
    if (runCol >= 5) n1 += 3 + (runCol - 5);
  }
  let n2 = 0;
  let dark = 0;
  for (let row = 0; row < size; row++) {
    const at = row * size;
    for (let col = 0; col < size; col++) {
      dark += d[at + col]!;
      if (row < size - 1 && col < size - 1) {
        const sum = d[at + col]! + d[at + col + 1]! + d[at + size + col]! + d[at + size + col + 1]!;
        if (sum === 4 || sum === 0) n2++;
      }
    }
  }
  const k = Math.abs(Math.ceil((dark * 100) / (size * size) / 5) - 10);
  return n1 + n2 * 3 + n3 * 40 + k * 10;
}

export const fastBestMask: GetBestMask = (matrix, setupFormat) => {
  const masks = masksFor(matrix);
  const { size, data } = matrix;
  const scratch = new Uint8Array(size * size);
  let best = 0;
  let lowest = Infinity;
  for (let p = 0; p < 8; p++) {
    // The format bits (reserved, never masked) differ by pattern and are scored with the rest.
    setupFormat(p);
    const mask = masks[p]!;
    for (let i = 0; i < scratch.length; i++) scratch[i] = data[i]! ^ mask[i]!;
    const score = penalty(scratch, size);
    if (score < lowest) {
      lowest = score;
      best = p;
    }
  }
  return best;
};

/** Which chooser qrcode uses from now on (tests compare the two). */
export function chooseQrMaskWith(choose: GetBestMask): void {
  maskPattern.getBestMask = choose;
}

/** Points qrcode's mask choice at fastBestMask (the PDF layout installs it when loaded). */
export function installFastQrMask(): void {
  chooseQrMaskWith(fastBestMask);
}
