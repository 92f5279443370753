import { splitGross } from '../invoices/vat.ts';

/**
 * Checkout pricing, pure: no database, no clock. All amounts are integer grosze and GROSS (VAT
 * included), as Polish B2C tickets are sold.
 *
 * A ticket's unit price goes through three percentage steps, each rounded UP to the grosz and
 * never below zero (SPEC §5): the bulk discount (highest threshold not above the quantity of that
 * ticket in the order), then the discount code (only for a price above zero, an eligible ticket,
 * and as many tickets as the code has left), then the marketing-consent discount. Add-ons keep
 * their own price. Every holder gets their own lines (quantity 1), so a code that runs out part-way
 * through an order shows exactly which tickets it covered.
 */

export type QuoteLineKind = 'event_ticket' | 'event_addon' | 'agenda_session_ticket';

export interface QuoteLine {
  kind: QuoteLineKind;
  ref_id: number;
  name: string;
  quantity: number;
  /** List price of one unit, before any discount. */
  unit_price: number;
  /** Sum of every discount on the line (bulk, code, marketing). */
  discount_amount: number;
  /** unit_price × quantity − discount_amount. */
  total_amount: number;
  holder_index: number | null;
  /** The code that discounted this line, if any (analytics). */
  discount_code: string | null;
}

export interface Quote {
  currency: string;
  tax: number;
  lines: QuoteLine[];
  subtotal_amount: number;
  discount_amount: number;
  total_amount: number;
  net_amount: number;
  vat_amount: number;
  discount: { code: string; percentage: number; tickets_discounted: number } | null;
  marketing_discount_percentage: number | null;
}

export interface PricedItem {
  id: number;
  name: string;
  price: number;
  currency: string;
}

export interface PricedTicket extends PricedItem {
  bulk_discounts: { threshold: number; discount: number }[];
}

export interface PricingCode {
  code: string;
  percentage: number;
  /** max_tickets_quantity − used_quantity; null = unlimited. */
  remaining: number | null;
  /** Event tickets the code is linked to; a code linked to none applies to none. */
  ticket_ids: number[];
}

export interface PricingInput {
  kind: 'event_ticket' | 'agenda_session_ticket';
  /** One per admission: the ticket (or session ticket) id and the add-ons bought with it. */
  holders: { ref_id: number; addon_ids: number[] }[];
  tickets: ReadonlyMap<number, PricedTicket>;
  addons: ReadonlyMap<number, PricedItem>;
  code: PricingCode | null;
  /** The marketing percentage when it applies (event enabled and buyer agreed), else null. */
  marketing_percentage: number | null;
  tax: number;
}

/** `ceil(price × (100 − pct) / 100)` in integer arithmetic; pct clamped to 0–100, never below 0. */
export function applyPercent(price: number, pct: number): number {
  const p = Math.min(100, Math.max(0, Math.trunc(pct)));
  if (price <= 0) return 0;
  return Math.max(0, Math.floor((price * (100 - p) + 99) / 100));
}

/** The bulk discount percent for `quantity` tickets: the highest threshold not above it. */
export function bulkPercent(discounts: readonly { threshold: number; discount: number }[], quantity: number): number {
  let best: { threshold: number; discount: number } | null = null;
  for (const d of discounts) {
    if (d.threshold <= quantity && (!best || d.threshold > best.threshold)) best = d;
  }
  return best?.discount ?? 0;
}

export class PricingError extends Error {
  constructor(
    readonly reason: 'unknown_ticket' | 'unknown_addon' | 'mixed_currency',
    readonly holderIndex: number,
  ) {
    super(reason);
    this.name = 'PricingError';
  }
}

export function computeQuote(input: PricingInput): Quote {
  const quantities = new Map<number, number>();
  for (const h of input.holders) quantities.set(h.ref_id, (quantities.get(h.ref_id) ?? 0) + 1);

  let codeLeft = input.code ? (input.code.remaining ?? Infinity) : 0;
  let discounted = 0;
  let currency: string | null = null;
  const lines: QuoteLine[] = [];
  const sameCurrency = (c: string, i: number) => {
    if (currency === null) currency = c;
    else if (currency !== c) throw new PricingError('mixed_currency', i);
  };

  input.holders.forEach((h, i) => {
    const ticket = input.tickets.get(h.ref_id);
    if (!ticket) throw new PricingError('unknown_ticket', i);
    sameCurrency(ticket.currency, i);
    let price = ticket.price;
    let code: string | null = null;
    if (input.kind === 'event_ticket') {
      price = applyPercent(price, bulkPercent(ticket.bulk_discounts, quantities.get(h.ref_id) ?? 0));
      const c = input.code;
      if (c && price > 0 && codeLeft > 0 && c.ticket_ids.includes(ticket.id)) {
        price = applyPercent(price, c.percentage);
        codeLeft -= 1;
        discounted += 1;
        code = c.code;
      }
    }
    if (input.marketing_percentage) price = applyPercent(price, input.marketing_percentage);
    lines.push({
      kind: input.kind,
      ref_id: ticket.id,
      name: ticket.name,
      quantity: 1,
      unit_price: ticket.price,
      discount_amount: ticket.price - price,
      total_amount: price,
      holder_index: i,
      discount_code: code,
    });
    for (const addonId of h.addon_ids) {
      const addon = input.addons.get(addonId);
      if (!addon) throw new PricingError('unknown_addon', i);
      sameCurrency(addon.currency, i);
      lines.push({
        kind: 'event_addon',
        ref_id: addon.id,
        name: addon.name,
        quantity: 1,
        unit_price: addon.price,
        discount_amount: 0,
        total_amount: addon.price,
        holder_index: i,
        discount_code: null,
      });
    }
  });

  const subtotal = sum(lines.map((l) => l.unit_price * l.quantity));
  const total = sum(lines.map((l) => l.total_amount));
  const { net, vat } = splitGross(total, input.tax);
  return {
    currency: currency ?? 'PLN',
    tax: input.tax,
    lines,
    subtotal_amount: subtotal,
    discount_amount: subtotal - total,
    total_amount: total,
    net_amount: net,
    vat_amount: vat,
    discount: input.code ? { code: input.code.code, percentage: input.code.percentage, tickets_discounted: discounted } : null,
    marketing_discount_percentage: input.marketing_percentage || null,
  };
}

/** SPEC §3 "Analytics cart item", one per distinct item; amounts stay integer grosze. */
export interface AnalyticsCartItem {
  item_id: string;
  item_name: string;
  item_category: QuoteLineKind;
  price: number;
  quantity: number;
  quantity_with_discount: number;
  quantity_without_discount: number;
  discount_code: string | null;
  discount_amount: number;
  final_price_with_discount: number;
  final_price_without_discount: number;
  force_zero_price: boolean;
}

export function toAnalyticsCartItems(quote: Quote): AnalyticsCartItem[] {
  const items = new Map<string, AnalyticsCartItem>();
  for (const l of quote.lines) {
    const key = `${l.kind}:${l.ref_id}`;
    const item = items.get(key) ?? {
      item_id: String(l.ref_id),
      item_name: l.name,
      item_category: l.kind,
      price: l.unit_price,
      quantity: 0,
      quantity_with_discount: 0,
      quantity_without_discount: 0,
      discount_code: null,
      discount_amount: 0,
      final_price_with_discount: 0,
      final_price_without_discount: 0,
      force_zero_price: false,
    };
    item.quantity += l.quantity;
    if (l.discount_amount > 0) item.quantity_with_discount += l.quantity;
    else item.quantity_without_discount += l.quantity;
    item.discount_code ??= l.discount_code;
    item.discount_amount += l.discount_amount;
    item.final_price_with_discount += l.total_amount;
    item.final_price_without_discount += l.unit_price * l.quantity;
    items.set(key, item);
  }
  for (const item of items.values()) item.force_zero_price = item.final_price_without_discount > 0 && item.final_price_with_discount === 0;
  return [...items.values()];
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
