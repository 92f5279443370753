/**
 * VAT maths for the checkout summary and for invoices. Pure, integer grosze only.
 *
 * Ticket prices are GROSS (Polish B2C practice). Polish VAT law (art. 106e ust. 1 pkt 14) wants
 * the tax computed per rate on the sum of net values, rounded to the grosz with halves rounded up.
 * For a gross-priced sale we therefore look, per rate, for the net sum N whose statutory tax
 * round(N·rate/100) gives back exactly the gross that was paid; only when no such N exists (the
 * statutory function skips that gross value) do we fall back to the gross method of art. 106e
 * ust. 7 (tax = gross − round(gross·100/(100+rate))), which differs by one grosz at most.
 */

/** a / b rounded to the nearest integer, halves up; a, b non-negative integers, b > 0. */
export function divRoundHalfUp(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || b <= 0 || a < 0) {
    throw new RangeError(`divRoundHalfUp needs non-negative safe integers (got ${a}/${b})`);
  }
  return Math.floor((2 * a + b) / (2 * b));
}

function assertAmount(v: number, what: string) {
  if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`${what} must be a non-negative integer (grosze), got ${v}`);
}

function assertRate(rate: number) {
  if (!Number.isInteger(rate) || rate < 0 || rate > 100) throw new RangeError(`VAT rate must be an integer percent 0–100, got ${rate}`);
}

/** Statutory VAT on a net sum: round(net · rate / 100), halves up. */
export function vatOnNet(net: number, rate: number): number {
  assertAmount(net, 'net');
  assertRate(rate);
  return divRoundHalfUp(net * rate, 100);
}

/**
 * Gross → net and VAT for one rate: net = round(G · 100 / (100 + rate)) halves up, vat = G − net.
 * Used by the checkout summary (contract: tickets/pricing.ts shows the same numbers).
 */
export function splitGross(grossGrosze: number, ratePercent: number): { net: number; vat: number; gross: number } {
  assertAmount(grossGrosze, 'gross');
  assertRate(ratePercent);
  const net = divRoundHalfUp(grossGrosze * 100, 100 + ratePercent);
  return { net, vat: grossGrosze - net, gross: grossGrosze };
}

/**
 * The net sum whose statutory VAT adds up to exactly `gross`, or null when the statutory function
 * jumps over that gross value. Prefers the candidate closest to splitGross's net.
 */
export function netForGross(gross: number, rate: number): number | null {
  const start = splitGross(gross, rate).net;
  for (const d of [0, -1, 1, -2, 2]) {
    const n = start + d;
    if (n >= 0 && n + vatOnNet(n, rate) === gross) return n;
  }
  return null;
}

/** One invoice line as the caller knows it: either a unit net price or a unit gross price. */
export type InvoiceLineInput = {
  name: string;
  quantity: number;
  /** Percent, e.g. 23, 8, 5, 0. */
  rate: number;
} & (
  | { unit_net: number; unit_gross?: never; gross?: never }
  | {
      unit_gross: number;
      /** The line's gross value when it is not quantity × unit_gross (a discount on part of it). */
      gross?: number;
      unit_net?: never;
    }
);

export interface ComputedInvoiceLine {
  name: string;
  quantity: number;
  rate: number;
  /** Unit net price, to the grosz. */
  unit_net: number;
  /** Net value of the line. */
  net: number;
  /** Informative per-line VAT; the binding amounts are the per-rate totals. */
  vat: number;
  gross: number;
}

export interface RateTotal {
  rate: number;
  net: number;
  vat: number;
  gross: number;
}

export interface ComputedInvoice {
  lines: ComputedInvoiceLine[];
  /** Per rate, highest rate first. */
  totals: RateTotal[];
  net: number;
  vat: number;
  gross: number;
}

/** Splits `total` into integer parts proportional to `weights` (largest remainder, earlier lines win ties). */
function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) {
    const parts = weights.map(() => 0);
    if (parts.length) parts[0] = total;
    return parts;
  }
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = weights
    .map((w, i) => ({ i, rem: (total * w) % sum }))
    .sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) parts[order[k]!.i]! += 1;
  return parts;
}

/**
 * Computes an invoice from its lines. Net-priced lines follow the statute directly: line net =
 * quantity × unit net, VAT per rate = round(Σ net · rate / 100). Gross-priced lines keep the paid
 * gross per rate exactly (see the file comment) and spread the rate's net over its lines in
 * proportion to their gross. All lines of one invoice must use the same basis.
 */
export function computeInvoice(lines: InvoiceLineInput[]): ComputedInvoice {
  if (lines.length === 0) throw new RangeError('an invoice needs at least one line');
  const grossBased = lines.map((l) => l.unit_gross !== undefined);
  if (grossBased.some((g) => g !== grossBased[0])) throw new RangeError('invoice lines must all be net-priced or all gross-priced');
  for (const l of lines) {
    if (!Number.isInteger(l.quantity) || l.quantity <= 0) throw new RangeError(`quantity must be a positive integer, got ${l.quantity}`);
    assertRate(l.rate);
  }

  const rates = [...new Set(lines.map((l) => l.rate))].sort((a, b) => b - a);
  const out: ComputedInvoiceLine[] = new Array(lines.length);
  const totals: RateTotal[] = [];

  for (const rate of rates) {
    const idx = lines.map((l, i) => (l.rate === rate ? i : -1)).filter((i) => i >= 0);
    if (!grossBased[0]) {
      let net = 0;
      for (const i of idx) {
        const l = lines[i]!;
        assertAmount(l.unit_net!, 'unit_net');
        const lineNet = l.unit_net! * l.quantity;
        const lineVat = vatOnNet(lineNet, rate);
        out[i] = { name: l.name, quantity: l.quantity, rate, unit_net: l.unit_net!, net: lineNet, vat: lineVat, gross: lineNet + lineVat };
        net += lineNet;
      }
      const vat = vatOnNet(net, rate);
      totals.push({ rate, net, vat, gross: net + vat });
      continue;
    }
    const grosses = idx.map((i) => {
      const l = lines[i]!;
      assertAmount(l.unit_gross!, 'unit_gross');
      const g = l.gross ?? l.unit_gross! * l.quantity;
      assertAmount(g, 'gross');
      return g;
    });
    const gross = grosses.reduce((a, b) => a + b, 0);
    const net = netForGross(gross, rate) ?? splitGross(gross, rate).net;
    const lineNets = apportion(net, grosses);
    idx.forEach((i, k) => {
      const l = lines[i]!;
      const lineNet = lineNets[k]!;
      out[i] = {
        name: l.name,
        quantity: l.quantity,
        rate,
        // To the grosz; with quantity > 1 it may differ from net / quantity by under a grosz,
        // and the line's net value (what the totals add up) is the binding amount.
        unit_net: divRoundHalfUp(lineNet, l.quantity),
        net: lineNet,
        vat: grosses[k]! - lineNet,
        gross: grosses[k]!,
      };
    });
    totals.push({ rate, net, vat: gross - net, gross });
  }

  return { lines: out, totals, net: sumOf(totals, 'net'), vat: sumOf(totals, 'vat'), gross: sumOf(totals, 'gross') };
}

/**
 * computeInvoice(lines).gross for net-priced lines, without building the invoice: the import
 * checks every row's total this way (a 10,000-row file made 10,000 invoices' worth of arrays only
 * to read one number of each). The same statute: per rate, round(Σ net · rate / 100).
 */
export function grossOfNetLines(lines: readonly { quantity: number; rate: number; unit_net: number }[]): number {
  let gross = 0;
  for (let i = 0; i < lines.length; i++) {
    const rate = lines[i]!.rate;
    // Each rate once: at its first line.
    let seen = false;
    for (let j = 0; j < i; j++) if (lines[j]!.rate === rate) seen = true;
    if (seen) continue;
    let net = 0;
    for (let j = i; j < lines.length; j++) if (lines[j]!.rate === rate) net += lines[j]!.unit_net * lines[j]!.quantity;
    gross += net + vatOnNet(net, rate);
  }
  return gross;
}

// Module-level, not a closure per invoice: the server runs through tsx, whose esbuild keeps
// function names by wrapping every named closure at creation — a cost per call in a loop of
// 10,000 imported rows.
const sumOf = (totals: RateTotal[], k: 'net' | 'vat' | 'gross') => totals.reduce((a, t) => a + t[k], 0);

/** 12345 → "123,45" (Polish decimal comma, no grouping), for documents. */
export function formatGrosze(amount: number, opts: { decimal?: string; group?: string } = {}): string {
  const { decimal = ',', group = '\u00a0' } = opts;
  const neg = amount < 0;
  const abs = Math.abs(amount);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${neg ? '-' : ''}${whole}${decimal}${(abs % 100).toString().padStart(2, '0')}`;
}
