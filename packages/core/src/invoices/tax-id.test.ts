import { describe, expect, it } from 'vitest';
import { isValidNip, normalizeNip, parseVatNumber } from './tax-id.ts';

describe('isValidNip', () => {
  it('accepts a NIP whose checksum holds, with or without separators and PL prefix', () => {
    expect(isValidNip('5260250274')).toBe(true);
    expect(isValidNip('526-025-02-74')).toBe(true);
    expect(isValidNip('PL 526 025 02 74')).toBe(true);
  });
  it('refuses a wrong check digit, a wrong length and letters', () => {
    expect(isValidNip('5260250275')).toBe(false);
    expect(isValidNip('526025027')).toBe(false);
    expect(isValidNip('52602502a4')).toBe(false);
  });
  it('refuses numbers whose weighted sum leaves 10', () => {
    // 1,2,3,4,5,6,7,8,9 weighted: 6+10+21+8+15+24+35+48+63 = 230; 230 % 11 = 10
    expect(isValidNip('1234567890')).toBe(false);
  });
  it('refuses a NIP of tax office 000, whose checksum may hold (0000000000 did)', () => {
    expect(isValidNip('0000000000')).toBe(false);
    expect(isValidNip('000-000-00-00')).toBe(false);
  });
  it('normalizes to digits', () => expect(normalizeNip('PL526-025-02-74')).toBe('5260250274'));
});

describe('parseVatNumber', () => {
  it('splits the country code from the number', () => {
    expect(parseVatNumber('DE 123456789')).toEqual({ country: 'DE', number: '123456789' });
    expect(parseVatNumber('pl5260250274')).toEqual({ country: 'PL', number: '5260250274' });
  });
  it('refuses a number without a known EU country code', () => {
    expect(parseVatNumber('123456789')).toBeNull();
    expect(parseVatNumber('US123456789')).toBeNull();
  });
  it('checks the NIP checksum of Polish VAT numbers', () => expect(parseVatNumber('PL5260250275')).toBeNull());
});
