import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { wrapText } from './pdf-layout.ts';

const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
const width = (s: string) => font.widthOfTextAtSize(s, 12);

describe('wrapText', () => {
  it('wraps at spaces', () => {
    expect(wrapText('Zofia Anna Kowalska', font, 12, width('Zofia Anna'))).toEqual(['Zofia Anna', 'Kowalska']);
  });

  it('breaks a double-barrelled name after a hyphen, never inside one of its parts', () => {
    const lines = wrapText('Newcomer-Przybylska-Wisniewska', font, 12, width('Newcomer-Przybylska-Wis'));
    expect(lines).toEqual(['Newcomer-Przybylska-', 'Wisniewska']);
  });

  it('still cuts a single word wider than the line, so nothing runs off the page', () => {
    const lines = wrapText('Wisniewskawisniewska', font, 12, width('Wisniewska'));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('Wisniewskawisniewska');
    for (const line of lines) expect(width(line)).toBeLessThanOrEqual(width('Wisniewska'));
  });
});
