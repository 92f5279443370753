import { describe, expect, it } from 'vitest';
import { asOneLine, idFrom, isOneLine, isText } from './input-vocabulary.ts';

describe('idFrom (ids from URL segments, query parameters, form fields)', () => {
  it('takes a positive 32-bit integer, written as digits or given as a number', () => {
    expect(idFrom('12')).toBe(12);
    expect(idFrom(' 7 ')).toBe(7);
    expect(idFrom('2147483647')).toBe(2_147_483_647);
    expect(idFrom(42)).toBe(42);
  });

  it('answers null for anything a statement cannot take, so the screen answers its own 404', () => {
    for (const v of ['2147483648', '99999999999999999999', '0', '-1', '1e3', '1.5', '0x10', '', 'x', '%00', '\u0000', null, undefined, {}, 2_147_483_648, -3, 1.5]) {
      expect(idFrom(v), String(v)).toBeNull();
    }
  });
});

describe('isText', () => {
  it('refuses NUL and lone surrogates, keeps any real text', () => {
    expect(isText('Zażółć Ёжик 🎟')).toBe(true);
    expect(isText('a\u0000b')).toBe(false);
    expect(isText('x\uD800')).toBe(false);
    expect(isText('\uDC00y')).toBe(false);
  });
});

describe('asOneLine', () => {
  it('puts a stored name on one line: breaks, tabs, NEL and other control characters become one space', () => {
    expect(asOneLine(' Anna\r\n\r\nClick https://evil.example\tnow\u0085\u2028x\u0001y ')).toBe('Anna Click https://evil.example now x y');
    expect(asOneLine('Zofia Wiśniewska-Kowalska')).toBe('Zofia Wiśniewska-Kowalska');
    for (const s of ['a\u0085b', 'a\u000bb', 'a\u2029b', 'a\u009fb']) expect(isOneLine(asOneLine(s))).toBe(true);
  });
});
