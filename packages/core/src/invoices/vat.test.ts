import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeInvoice, divRoundHalfUp, grossOfNetLines, formatGrosze, netForGross, splitGross, vatOnNet } from './vat.ts';

describe('divRoundHalfUp', () => {
  it('rounds halves up and everything else to the nearest', () => {
    expect(divRoundHalfUp(5, 10)).toBe(1); // 0.5
    expect(divRoundHalfUp(4, 10)).toBe(0);
    expect(divRoundHalfUp(15, 10)).toBe(2); // 1.5
    expect(divRoundHalfUp(25, 10)).toBe(3); // 2.5 (not banker's rounding)
    expect(divRoundHalfUp(0, 7)).toBe(0);
  });
  it('refuses floats and negatives', () => {
    expect(() => divRoundHalfUp(1.5, 2)).toThrow(RangeError);
    expect(() => divRoundHalfUp(-1, 2)).toThrow(RangeError);
  });
});

describe('splitGross', () => {
  it('splits 123.00 gross at 23 % into 100.00 net and 23.00 VAT', () => {
    expect(splitGross(12300, 23)).toEqual({ net: 10000, vat: 2300, gross: 12300 });
  });
  it('rounds the net half up', () => {
    // 1.23 gross at 23 %: 100 exactly; 0.615 net → 0.62 (half up)
    expect(splitGross(123, 23)).toEqual({ net: 100, vat: 23, gross: 123 });
    // 8 % of 0.54 gross: net = 54·100/108 = 50 exactly
    expect(splitGross(54, 8)).toEqual({ net: 50, vat: 4, gross: 54 });
    // 0.01 gross at 0 %: all net
    expect(splitGross(1, 0)).toEqual({ net: 1, vat: 0, gross: 1 });
    // 9900 gross at 23 %: 8048.78… → 8049, VAT 1851
    expect(splitGross(9900, 23)).toEqual({ net: 8049, vat: 1851, gross: 9900 });
  });
  it('rounds an exact half of the net up', () => {
    // 21 gross at 5 %: 21·100/105 = 20 exactly
    expect(splitGross(21, 5).net).toBe(20);
    // 3 gross at 100 %: 1.5 net → 2
    expect(splitGross(3, 100)).toEqual({ net: 2, vat: 1, gross: 3 });
    // 0.41 gross at 5 %: 39.047… → 39 ; 0.43 gross at 5 %: 40.95… → 41
    expect(splitGross(41, 5).net).toBe(39);
    expect(splitGross(43, 5).net).toBe(41);
  });
  it('zero stays zero and bad input is refused', () => {
    expect(splitGross(0, 23)).toEqual({ net: 0, vat: 0, gross: 0 });
    expect(() => splitGross(10.5, 23)).toThrow(RangeError);
    expect(() => splitGross(100, 23.5)).toThrow(RangeError);
    expect(() => splitGross(-1, 23)).toThrow(RangeError);
  });
});

describe('vatOnNet and netForGross', () => {
  it('rounds the statutory VAT half up', () => {
    expect(vatOnNet(50, 23)).toBe(12); // 11.5 → 12
    expect(vatOnNet(150, 5)).toBe(8); // 7.5 → 8
    expect(vatOnNet(149, 5)).toBe(7); // 7.45 → 7
  });
  it('finds the net whose statutory VAT gives the gross back, or null when none does', () => {
    for (let g = 0; g < 3000; g++) {
      const n = netForGross(g, 23);
      if (n !== null) expect(n + vatOnNet(n, 23)).toBe(g);
      else expect(Array.from({ length: g + 1 }, (_, k) => k + vatOnNet(k, 23)).includes(g)).toBe(false);
    }
    // 50 → 61.5 → 62 and 51 → 62.73 → 63 … 62 is reachable; 61 is not (49 → 60.27 → 60, 50 → 62)
    expect(netForGross(61, 23)).toBeNull();
  });
});

describe('computeInvoice', () => {
  it('net-priced lines: VAT per rate on the sum of net values, not the sum of line VATs', () => {
    // Three lines at 0.50 net, 23 %: per line 0.115 → 0.12 (sum 0.36); on the sum 1.50 → 0.345 → 0.35
    const inv = computeInvoice([
      { name: 'A', quantity: 1, unit_net: 50, rate: 23 },
      { name: 'B', quantity: 1, unit_net: 50, rate: 23 },
      { name: 'C', quantity: 1, unit_net: 50, rate: 23 },
    ]);
    expect(inv.totals).toEqual([{ rate: 23, net: 150, vat: 35, gross: 185 }]);
    expect(inv.lines.reduce((a, l) => a + l.vat, 0)).toBe(36);
    expect(inv).toMatchObject({ net: 150, vat: 35, gross: 185 });
  });

  it('rounds a half of the per-rate VAT up', () => {
    // 2.50 net at 23 % = 0.575 → 0.58 ; 1.50 net at 5 % = 0.075 → 0.08
    const inv = computeInvoice([
      { name: 'X', quantity: 5, unit_net: 50, rate: 23 },
      { name: 'Y', quantity: 3, unit_net: 50, rate: 5 },
    ]);
    expect(inv.totals).toEqual([
      { rate: 23, net: 250, vat: 58, gross: 308 },
      { rate: 5, net: 150, vat: 8, gross: 158 },
    ]);
    expect(inv).toMatchObject({ net: 400, vat: 66, gross: 466 });
    expect(inv.lines[0]).toEqual({ name: 'X', quantity: 5, rate: 23, unit_net: 50, net: 250, vat: 58, gross: 308 });
  });

  it('multiple rates, highest first, 0 % included', () => {
    const inv = computeInvoice([
      { name: 'Book', quantity: 2, unit_net: 1999, rate: 5 },
      { name: 'Ticket', quantity: 1, unit_net: 10000, rate: 23 },
      { name: 'Export', quantity: 1, unit_net: 777, rate: 0 },
      { name: 'Food', quantity: 3, unit_net: 333, rate: 8 },
    ]);
    expect(inv.totals.map((t) => t.rate)).toEqual([23, 8, 5, 0]);
    expect(inv.totals).toEqual([
      { rate: 23, net: 10000, vat: 2300, gross: 12300 },
      { rate: 8, net: 999, vat: 80, gross: 1079 }, // 79.92 → 80
      { rate: 5, net: 3998, vat: 200, gross: 4198 }, // 199.9 → 200
      { rate: 0, net: 777, vat: 0, gross: 777 },
    ]);
    expect(inv.gross).toBe(12300 + 1079 + 4198 + 777);
    expect(inv.lines.map((l) => l.name)).toEqual(['Book', 'Ticket', 'Export', 'Food']);
  });

  it('gross-priced lines keep the paid gross per rate and statutory VAT on the net sum', () => {
    // 3 tickets at 99.00 gross (23 %) + an add-on 10.00 gross (8 %).
    const inv = computeInvoice([
      { name: 'Ticket', quantity: 3, unit_gross: 9900, rate: 23 },
      { name: 'Parking', quantity: 1, unit_gross: 1000, rate: 8 },
    ]);
    const t23 = inv.totals.find((t) => t.rate === 23)!;
    expect(t23.gross).toBe(29700);
    expect(t23.vat).toBe(vatOnNet(t23.net, 23));
    expect(t23).toEqual({ rate: 23, net: 24146, vat: 5554, gross: 29700 });
    expect(inv.totals.find((t) => t.rate === 8)).toEqual({ rate: 8, net: 926, vat: 74, gross: 1000 });
    expect(inv.gross).toBe(30700);
    expect(inv.lines[0]).toMatchObject({ quantity: 3, net: 24146, unit_net: 8049, gross: 29700 });
  });

  it('spreads a rate’s net over its lines so the lines add up to the totals', () => {
    const inv = computeInvoice([
      { name: 'A', quantity: 1, unit_gross: 101, rate: 23 },
      { name: 'B', quantity: 2, unit_gross: 101, rate: 23 },
      { name: 'C', quantity: 1, unit_gross: 101, rate: 23, gross: 51 }, // half-price line
    ]);
    const [t] = inv.totals;
    expect(t!.gross).toBe(101 + 202 + 51);
    expect(inv.lines.reduce((a, l) => a + l.net, 0)).toBe(t!.net);
    expect(inv.lines.reduce((a, l) => a + l.vat, 0)).toBe(t!.vat);
    expect(inv.lines.reduce((a, l) => a + l.gross, 0)).toBe(t!.gross);
  });

  it('falls back to the gross method when no net sum gives the paid gross', () => {
    const inv = computeInvoice([{ name: 'Odd', quantity: 1, unit_gross: 61, rate: 23 }]);
    expect(inv.totals).toEqual([{ rate: 23, net: 50, vat: 11, gross: 61 }]);
  });

  it('a free line is allowed; mixing bases, empty invoices and bad quantities are refused', () => {
    expect(computeInvoice([{ name: 'Free', quantity: 2, unit_gross: 0, rate: 23 }]).totals).toEqual([{ rate: 23, net: 0, vat: 0, gross: 0 }]);
    expect(() => computeInvoice([])).toThrow(RangeError);
    expect(() =>
      computeInvoice([
        { name: 'a', quantity: 1, unit_net: 1, rate: 23 },
        { name: 'b', quantity: 1, unit_gross: 1, rate: 23 },
      ]),
    ).toThrow(/all be net-priced or all gross-priced/);
    expect(() => computeInvoice([{ name: 'a', quantity: 0, unit_net: 1, rate: 23 }])).toThrow(RangeError);
  });
});

describe('formatGrosze', () => {
  it('formats with a decimal comma and non-breaking thousands', () => {
    expect(formatGrosze(123456789)).toBe('1\u00a0234\u00a0567,89');
    expect(formatGrosze(5)).toBe('0,05');
    expect(formatGrosze(-150)).toBe('-1,50');
  });
});

describe('grossOfNetLines', () => {
  it('is computeInvoice\'s gross for any net-priced lines (the import checks totals with it)', () => {
    const line = fc.record({ name: fc.constant('x'), quantity: fc.integer({ min: 1, max: 9999 }), rate: fc.constantFrom(23, 8, 5, 0), unit_net: fc.integer({ min: 0, max: 99_999 }) });
    fc.assert(fc.property(fc.array(line, { minLength: 1, maxLength: 10 }), (lines) => grossOfNetLines(lines) === computeInvoice(lines).gross));
  });
});
