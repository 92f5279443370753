import { PDFDocument, type PDFPage } from 'pdf-lib';
import type { InvoiceLine, InvoiceRateTotal, InvoiceSeller, ViesStatus } from '@foyer/db/schema';
import { embedFonts, renderWithFontFallback, type DocumentFonts, type FontMode } from '../documents/fonts.ts';
import { A4, clean, drawRight, drawWrapped, ink, muted, rule, wrapText } from '../documents/pdf-layout.ts';
import { formatGrosze } from './vat.ts';

/** What an invoice PDF prints: the invoice row's columns (see schema/invoices.ts). */
export interface InvoicePdfData {
  proforma: boolean;
  /** A sandbox-paid order's document: printed as a TEST, not a VAT invoice (no money moved). */
  test_mode?: boolean;
  full_number: string;
  issued_at: Date;
  sale_date: string;
  due_date: string | null;
  timezone: string;
  seller: InvoiceSeller;
  buyer: {
    invoice_type: 'company' | 'personal';
    company_name: string | null;
    first_name: string | null;
    last_name: string | null;
    vat_number: string | null;
    street: string | null;
    building_number: string | null;
    flat_number: string | null;
    city: string | null;
    postal_code: string | null;
    country: string | null;
  };
  lines: InvoiceLine[];
  totals: InvoiceRateTotal[];
  net_amount: number;
  vat_amount: number;
  gross_amount: number;
  currency: string;
  payment_method: string;
  /** Whether the amount was already paid (VAT invoice of a paid order) or is due (proforma). */
  paid: boolean;
  vies_status: ViesStatus | null;
  /** The proforma a VAT invoice replaces. */
  replaces_number: string | null;
  /** Transfer title for a proforma (its reference). */
  transfer_title?: string | null;
}

/** Printed at the top of a test-mode document, in both languages of the invoice. */
export const TEST_NOTICE =
  'DOKUMENT TESTOWY — nie jest fakturą VAT, płatność w trybie testowym (sandbox), żadne pieniądze nie zostały pobrane. — TEST DOCUMENT: not a VAT invoice; paid in the payment sandbox, no money moved.';

const money = (v: number, currency: string) => `${formatGrosze(v)} ${currency}`;

function addressLines(p: { street: string | null; building_number: string | null; flat_number?: string | null; postal_code: string | null; city: string | null; country: string | null }): string[] {
  const street = [p.street, [p.building_number, p.flat_number].filter(Boolean).join('/')].filter(Boolean).join(' ');
  const city = [p.postal_code, p.city].filter(Boolean).join(' ');
  return [street, city, p.country && p.country !== 'PL' ? p.country : ''].filter((s) => clean(s) !== '');
}

function formatDate(d: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(d);
  } catch {
    return d.toISOString().slice(0, 10);
  }
}

/**
 * A VAT invoice or proforma with the content Polish law asks for (art. 106e): issue and sale
 * dates, a number (VAT only), seller and buyer with NIP, lines with unit net price, quantity, net
 * value and rate, per-rate net/VAT/gross totals and the amount due. A proforma says plainly that
 * it is not a VAT invoice and carries the bank account and pay-by date. Polish labels with English.
 */
export function renderInvoicePdf(data: InvoicePdfData): Promise<Uint8Array> {
  return renderWithFontFallback((mode) => drawInvoice(data, mode));
}

async function drawInvoice(data: InvoicePdfData, mode: FontMode) {
  const doc = await PDFDocument.create();
  const title = data.test_mode ? 'TEST' : data.proforma ? 'Faktura proforma' : 'Faktura VAT';
  doc.setTitle(`${title} ${data.full_number}`);
  doc.setProducer('Foyer');
  doc.setCreator('Foyer');
  doc.setLanguage('pl');
  const fonts = await embedFonts(doc, mode);
  const [W, H] = A4;
  const M = 42;
  let page = doc.addPage(A4);
  let y = H - M;

  const newPageIfNeeded = (need: number) => {
    if (y - need < M + 20) {
      page = doc.addPage(A4);
      y = H - M;
    }
  };

  page.drawText(title, { x: M, y: y - 20, size: 20, font: fonts.bold, color: ink });
  drawRight(page, data.full_number, { right: W - M, y: y - 20, font: fonts.bold, size: 14 });
  y -= 30;
  if (data.test_mode) {
    y = drawWrapped(page, TEST_NOTICE, { x: M, y, width: W - 2 * M, font: fonts.bold, size: 10, color: ink });
    y -= 6;
  } else if (data.proforma) {
    page.drawText('Faktura proforma nie jest fakturą VAT — Proforma invoice, not a VAT invoice', { x: M, y: y - 10, size: 10, font: fonts.bold, color: ink });
    y -= 16;
  } else {
    page.drawText('VAT invoice', { x: M, y: y - 10, size: 10, font: fonts.regular, color: muted });
    y -= 16;
  }
  const facts: [string, string][] = [
    ['Data wystawienia / Date of issue', formatDate(data.issued_at, data.timezone)],
    [data.proforma ? 'Data zamówienia / Order date' : 'Data sprzedaży / Date of sale', data.sale_date],
  ];
  if (data.replaces_number) facts.push(['Dotyczy faktury proforma / Replaces proforma', data.replaces_number]);
  for (const [k, v] of facts) {
    page.drawText(k, { x: M, y: y - 10, size: 9, font: fonts.regular, color: muted });
    page.drawText(clean(v), { x: M + 220, y: y - 10, size: 10, font: fonts.regular, color: ink });
    y -= 15;
  }
  y -= 8;

  // Seller and buyer side by side.
  const colW = (W - 2 * M - 20) / 2;
  const party = (x: number, label: string, name: string, lines: string[], taxId: string | null) => {
    let py = y;
    page.drawText(label, { x, y: py - 9, size: 9, font: fonts.bold, color: muted });
    py -= 14;
    py = drawWrapped(page, name, { x, y: py, width: colW, font: fonts.bold, size: 11, maxLines: 3 });
    for (const l of lines) py = drawWrapped(page, l, { x, y: py, width: colW, font: fonts.regular, size: 10, maxLines: 2 });
    if (taxId) py = drawWrapped(page, taxId, { x, y: py, width: colW, font: fonts.regular, size: 10 });
    return py;
  };
  const s = data.seller;
  const b = data.buyer;
  const buyerName = b.invoice_type === 'company' ? (b.company_name ?? '') : `${b.first_name ?? ''} ${b.last_name ?? ''}`;
  const buyerTax = b.vat_number ? (/^\d{10}$/.test(b.vat_number) ? `NIP: ${b.vat_number}` : `VAT: ${b.vat_number}`) : null;
  const y1 = party(M, 'Sprzedawca / Seller', s.name, addressLines({ ...s, country: s.country }), s.nip ? `NIP: ${s.nip}` : null);
  const y2 = party(M + colW + 20, 'Nabywca / Buyer', buyerName, addressLines(b), buyerTax);
  y = Math.min(y1, y2) - 6;
  if (data.vies_status && b.vat_number) {
    const note = {
      valid: 'Numer VAT nabywcy potwierdzony w VIES / Buyer VAT number confirmed in VIES',
      invalid: 'Numer VAT nabywcy nie figuruje w VIES / Buyer VAT number not found in VIES',
      unavailable: 'Numeru VAT nabywcy nie udało się sprawdzić w VIES / Buyer VAT number could not be checked in VIES',
    }[data.vies_status];
    y = drawWrapped(page, note, { x: M + colW + 20, y, width: colW, font: fonts.regular, size: 8, color: muted });
  }
  y -= 14;

  // Lines.
  const cols = [
    { key: 'lp', label: 'Lp.', w: 22, right: false },
    { key: 'name', label: 'Nazwa / Description', w: 0, right: false },
    { key: 'qty', label: 'Ilość / Qty', w: 44, right: true },
    { key: 'unit', label: 'Cena netto / Unit net', w: 70, right: true },
    { key: 'net', label: 'Netto / Net', w: 70, right: true },
    { key: 'rate', label: 'VAT %', w: 36, right: true },
    { key: 'vat', label: 'VAT', w: 60, right: true },
    { key: 'gross', label: 'Brutto / Gross', w: 70, right: true },
  ];
  const fixed = cols.reduce((a, c) => a + c.w, 0);
  cols[1]!.w = W - 2 * M - fixed;
  const xs: number[] = [];
  cols.reduce((x, c) => (xs.push(x), x + c.w), M);

  const header = (pg: PDFPage) => {
    let hy = y;
    cols.forEach((c, i) => {
      const lines = wrapText(c.label, fonts.bold, 7.5, c.w - 4);
      let ly = hy;
      for (const l of lines) {
        ly -= 8.5;
        if (c.right) drawRight(pg, l, { right: xs[i]! + c.w - 2, y: ly, font: fonts.bold, size: 7.5, color: muted });
        else pg.drawText(l, { x: xs[i]! + 2, y: ly, size: 7.5, font: fonts.bold, color: muted });
      }
    });
    hy -= 22;
    pg.drawLine({ start: { x: M, y: hy }, end: { x: W - M, y: hy }, thickness: 0.8, color: ink });
    y = hy - 4;
  };
  header(page);
  data.lines.forEach((l, i) => {
    const nameLines = wrapText(l.name, fonts.regular, 9, cols[1]!.w - 4).slice(0, 4);
    const h = nameLines.length * 11 + 4;
    if (y - h < M + 20) {
      page = doc.addPage(A4);
      y = H - M;
      header(page);
    }
    const cells: Record<string, string> = {
      lp: String(i + 1),
      qty: `${l.quantity} szt.`,
      unit: formatGrosze(l.unit_net),
      net: formatGrosze(l.net),
      rate: `${l.rate}%`,
      vat: formatGrosze(l.vat),
      gross: formatGrosze(l.gross),
    };
    cols.forEach((c, k) => {
      if (c.key === 'name') {
        nameLines.forEach((nl, j) => page.drawText(nl, { x: xs[k]! + 2, y: y - 9 - j * 11, size: 9, font: fonts.regular, color: ink }));
      } else if (c.right) drawRight(page, cells[c.key]!, { right: xs[k]! + c.w - 2, y: y - 9, font: fonts.regular, size: 9 });
      else page.drawText(cells[c.key]!, { x: xs[k]! + 2, y: y - 9, size: 9, font: fonts.regular, color: ink });
    });
    y -= h;
    page.drawLine({ start: { x: M, y }, end: { x: W - M, y }, thickness: 0.4, color: rule });
  });
  y -= 14;

  // Per-rate totals (the binding VAT amounts).
  newPageIfNeeded(40 + data.totals.length * 13);
  const tx = [W - M - 300, W - M - 220, W - M - 150, W - M - 80, W - M];
  const totalRow = (cells: string[], font = fonts.regular) => {
    page.drawText(cells[0]!, { x: tx[0]!, y: y - 9, size: 9, font, color: ink });
    for (let k = 1; k < 4; k++) drawRight(page, cells[k]!, { right: tx[k + 1]!, y: y - 9, font, size: 9 });
    y -= 13;
  };
  totalRow(['Stawka / Rate', 'Netto / Net', 'VAT', 'Brutto / Gross'], fonts.bold);
  for (const t of data.totals) totalRow([`${t.rate}%`, formatGrosze(t.net), formatGrosze(t.vat), formatGrosze(t.gross)]);
  page.drawLine({ start: { x: tx[0]!, y: y + 2 }, end: { x: W - M, y: y + 2 }, thickness: 0.6, color: ink });
  totalRow(['Razem / Total', formatGrosze(data.net_amount), formatGrosze(data.vat_amount), formatGrosze(data.gross_amount)], fonts.bold);
  y -= 12;

  newPageIfNeeded(90);
  const due = data.paid ? 'Zapłacono / Paid' : 'Do zapłaty / Amount due';
  page.drawText(`${due}: ${money(data.gross_amount, data.currency)}`, { x: M, y: y - 14, size: 14, font: fonts.bold, color: ink });
  y -= 24;
  const pay: [string, string][] = [['Sposób płatności / Payment method', data.payment_method]];
  if (data.proforma || !data.paid) {
    if (data.due_date) pay.push(['Termin płatności / Pay by', data.due_date]);
    pay.push(['Numer rachunku / Bank account', s.bank_account ?? '—']);
    if (data.transfer_title) pay.push(['Tytuł przelewu / Transfer title', data.transfer_title]);
  }
  for (const [k, v] of pay) {
    page.drawText(k, { x: M, y: y - 10, size: 9, font: fonts.regular, color: muted });
    y = drawWrapped(page, v, { x: M + 200, y, width: W - 2 * M - 200, font: fonts.regular, size: 10 });
    y -= 4;
  }
  if (data.proforma) {
    y -= 8;
    drawWrapped(page, 'Dokument nie jest fakturą VAT w rozumieniu ustawy o VAT. Faktura VAT zostanie wystawiona po zaksięgowaniu wpłaty. — This document is not a VAT invoice; the VAT invoice will be issued once the payment is received.', {
      x: M, y, width: W - 2 * M, font: fonts.regular, size: 8, color: muted,
    });
  }
  addPageNumbers(doc.getPages(), fonts, data.full_number);
  return { doc, fonts };
}

function addPageNumbers(pages: PDFPage[], fonts: DocumentFonts, ref: string) {
  if (pages.length < 2) return;
  pages.forEach((p, i) => p.drawText(`${ref} — ${i + 1}/${pages.length}`, { x: 42, y: 24, size: 8, font: fonts.regular, color: muted }));
}
