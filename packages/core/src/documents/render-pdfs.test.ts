import { describe, expect, it } from 'vitest';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { renderTicketPdf } from './render-ticket-pdf.ts';
import { renderInvoicePdf, type InvoicePdfData } from '../invoices/render-invoice-pdf.ts';
import { computeInvoice } from '../invoices/vat.ts';
import { fontFileReads } from './fonts.ts';
import { extractPdfText } from './testing/extract-pdf-text.ts';
import { sampleTicket } from './testing/sample-ticket.ts';

const ticket = sampleTicket;

describe('renderTicketPdf', () => {
  it('renders one page that parses back and carries Polish and Cyrillic text through the embedded font', async () => {
    const bytes = await renderTicketPdf(ticket);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Bilet — Zażółć gęślą jaźń — Конференция 2027');
    const [text] = await extractPdfText(bytes);
    expect(text).toContain('Zażółć gęślą jaźń — Конференция 2027');
    expect(text).toContain('Łukasz Żółkiewski');
    expect(text).toContain('Posiadacz biletu');
    expect(text).toContain('99,00 zł');
    expect(text).toContain('1A2B3C4D');
    // In the event timezone (07:00Z is 09:00 in Warsaw in May), in the holder's language.
    expect(text).toMatch(/18 maja 2027.*09:00.*20 maja 2027.*18:00.*Europe\/Warsaw/);
    // The DejaVu subset is embedded (a Type0 font with the subset tag), not a standard font.
    const baseFonts = doc.context
      .enumerateIndirectObjects()
      .map(([, o]) => (o instanceof PDFDict && o.get(PDFName.of('Subtype'))?.toString() === '/Type0' ? o.get(PDFName.of('BaseFont'))?.toString() : null))
      .filter(Boolean);
    expect(baseFonts.sort()).toEqual([expect.stringMatching(/^\/DejaVuSans-/), expect.stringMatching(/^\/DejaVuSans-Bold-/)].sort());
    expect(baseFonts).toHaveLength(2); // each font embedded once per document, however many texts use it
  });

  it('writes the price as the checkout does, in the holder’s language, and a free ticket as free', async () => {
    const priceOf = async (over: Partial<typeof ticket>) => (await extractPdfText(await renderTicketPdf({ ...ticket, ...over })))[0]!;
    expect(await priceOf({ locale: 'en', amount: 1250, currency: 'EUR' })).toContain('€12.50');
    expect(await priceOf({ locale: 'fr', amount: 129900, currency: 'EUR' })).toMatch(/1\s299,00\s€/);
    expect(await priceOf({ locale: 'en', amount: 1500, currency: 'JPY' })).toContain('¥1,500');
    const free = await priceOf({ amount: 0 });
    expect(free).toContain('Bezpłatny');
    expect(free).not.toContain('0,00');
  });

  it('prints session data for a session ticket and labels in the holder’s language', async () => {
    const bytes = await renderTicketPdf({
      ...ticket,
      locale: 'ru',
      session: { name: 'Мастер-класс: TypeScript', starts_at: new Date('2027-05-19T08:00:00Z'), ends_at: new Date('2027-05-19T09:30:00Z'), place: 'Sala Ł' },
    });
    const [text] = await extractPdfText(bytes);
    expect(text).toContain('Владелец билета');
    expect(text).toContain('Мастер-класс: TypeScript');
    expect(text).toContain('Sala Ł');
  });

  it('keeps every letter searchable after other documents subset composite glyphs built from it', async () => {
    // DejaVu builds Cyrillic Т from Latin T: a Russian ticket first, then Latin text.
    await renderTicketPdf({ ...ticket, locale: 'ru', holder: { ...ticket.holder, first_name: 'Тимофей' } });
    const [text] = await extractPdfText(await renderTicketPdf({ ...ticket, ticket_name: 'TEST Ticket', locale: 'en' }));
    expect(text).toContain('TEST Ticket');
    expect(text).toContain('Ticket holder');
  });

  it('a test-mode ticket says in the holder\'s language that it was paid in the sandbox and admits nobody', async () => {
    const [text] = await extractPdfText(await renderTicketPdf({ ...ticket, locale: 'pl', test_mode: true }));
    expect(text).toContain('BILET TESTOWY');
    expect(text).toContain('Nie uprawnia do wejścia');
    const [real] = await extractPdfText(await renderTicketPdf({ ...ticket, locale: 'pl' }));
    expect(real).not.toContain('BILET TESTOWY');
  });

  it('reads the font files once per process however many tickets it renders', async () => {
    await renderTicketPdf(ticket);
    await Promise.all([1, 2, 3].map(() => renderTicketPdf({ ...ticket, holder: { ...ticket.holder, first_name: 'Ёжик' } })));
    expect(fontFileReads()).toBe(1);
  });
});

const seller = { name: 'Żółta Łódź sp. z o.o.', nip: '5260250274', street: 'ul. Świętokrzyska', building_number: '12', city: 'Warszawa', postal_code: '00-916', country: 'PL', bank_account: 'PL61 1090 1014 0000 0712 1981 2874' };
const buyer = { invoice_type: 'company' as const, company_name: 'Kraków Konsulting S.A.', first_name: null, last_name: null, vat_number: '7740001454', street: 'Rynek Główny', building_number: '1', flat_number: '3', city: 'Kraków', postal_code: '31-042', country: 'PL' };

function invoiceData(over: Partial<InvoicePdfData> = {}): InvoicePdfData {
  const c = computeInvoice([
    { name: 'Bilet normalny — Konferencja', quantity: 3, unit_gross: 9900, rate: 23 },
    { name: 'Warsztaty', quantity: 1, unit_gross: 5400, rate: 8 },
  ]);
  return {
    proforma: false, full_number: 'FV/2027/000123', issued_at: new Date('2027-05-03T10:00:00Z'), sale_date: '2027-05-03', due_date: null, timezone: 'Europe/Warsaw',
    seller, buyer, lines: c.lines, totals: c.totals, net_amount: c.net, vat_amount: c.vat, gross_amount: c.gross, currency: 'PLN',
    payment_method: 'PayU', paid: true, vies_status: null, replaces_number: null, ...over,
  };
}

describe('renderInvoicePdf', () => {
  it('a VAT invoice shows number, dates, seller and buyer NIP, per-rate totals and the amount', async () => {
    const [text] = await extractPdfText(await renderInvoicePdf(invoiceData({ replaces_number: 'PRO/1A2B3C4D' })));
    for (const s of ['Faktura VAT', 'FV/2027/000123', 'Data wystawienia', '2027-05-03', 'Data sprzedaży', 'Żółta Łódź sp. z o.o.', 'NIP: 5260250274', 'NIP: 7740001454', 'Kraków Konsulting S.A.', 'Rynek Główny 1/3', '31-042 Kraków', 'Bilet normalny — Konferencja', '80,49', '241,46', '55,54', '297,00', '23%', '8%', 'Razem / Total', 'Zapłacono / Paid: 351,00 PLN', 'PRO/1A2B3C4D']) {
      expect(text, s).toContain(s);
    }
    expect(text).not.toContain('nie jest fakturą VAT');
  });

  it('a proforma says it is not a VAT invoice and gives the bank account, pay-by date and transfer title', async () => {
    const [text] = await extractPdfText(await renderInvoicePdf(invoiceData({ proforma: true, full_number: 'PRO/1A2B3C4D', paid: false, due_date: '2027-05-10', payment_method: 'przelew / bank transfer', transfer_title: 'PRO/1A2B3C4D' })));
    expect(text).toContain('Faktura proforma');
    expect(text).toContain('Faktura proforma nie jest fakturą VAT');
    expect(text).toContain('PL61 1090 1014 0000 0712 1981 2874');
    expect(text).toContain('2027-05-10');
    expect(text).toContain('Do zapłaty / Amount due: 351,00 PLN');
  });

  it('a test-mode document is headed TEST and says it is not a VAT invoice', async () => {
    const [text] = await extractPdfText(await renderInvoicePdf(invoiceData({ test_mode: true, full_number: 'TEST/2027/000001' })));
    expect(text).toContain('TEST/2027/000001');
    expect(text).toContain('DOKUMENT TESTOWY');
    expect(text).toContain('not a VAT invoice');
    expect(text).not.toContain('Faktura VAT');
  });

  it('notes a VIES check that could not be made, and flows onto a second page with many lines', async () => {
    const many = computeInvoice(Array.from({ length: 60 }, (_, i) => ({ name: `Pozycja ${i + 1} ąę`, quantity: 1, unit_gross: 100 + i, rate: 23 })));
    const bytes = await renderInvoicePdf(invoiceData({ vies_status: 'unavailable', buyer: { ...buyer, vat_number: 'DE811569869', country: 'DE' }, lines: many.lines, totals: many.totals, net_amount: many.net, vat_amount: many.vat, gross_amount: many.gross }));
    const pages = await extractPdfText(bytes);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain('nie udało się sprawdzić w VIES');
    expect(pages.join('\n')).toContain('Pozycja 60 ąę');
  });
});
