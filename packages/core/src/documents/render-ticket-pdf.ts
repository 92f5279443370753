import { PDFDocument, rgb } from 'pdf-lib';
import { formatPrice, formatWhenRange } from '@foyer/i18n';
import { mailStrings } from '../mail/mail-strings.ts';
import { embedFonts, renderWithFontFallback, type FontMode } from './fonts.ts';
import { A4, clean, drawQr, drawWrapped, ink, muted, rule } from './pdf-layout.ts';

/** Everything printed on one ticket; the caller reads it from the database (or a benchmark makes it up). */
export interface TicketPdfData {
  /** Language of the labels and dates (the holder's order locale). */
  locale: string;
  event: { title: string; start_date: Date; end_date: Date; place_address: string | null; timezone: string };
  ticket_name: string;
  holder: { first_name: string; last_name: string; email: string };
  /** Printed order reference. */
  order_number: string;
  reservation_uuid: string;
  /** The signed QR payload (tickets/ticket-qr.ts) that check-in verifies. */
  qrcode: string;
  amount: number;
  currency: string;
  addons: string[];
  /** Set for agenda-session tickets. */
  session: { name: string; starts_at: Date; ends_at: Date; place: string | null } | null;
  /** The order was paid in the payment sandbox: the ticket says so in red and admits nobody. */
  test_mode?: boolean;
}

const testRed = rgb(0.69, 0, 0.13);

/** A price as the checkout and My tickets write it, in a no-break space the ticket's font subset has. */
function ticketPrice(locale: string, amount: number, currency: string): string {
  // A narrow no-break space (French groups) is a plain no-break space here.
  return formatPrice(amount, currency, locale).replace(/\u202f/g, '\u00a0');
}

/** "18–20 May 2027, 09:00 – 18:00 (Europe/Warsaw)" in the event's timezone and the reader's language. */
export function formatEventRange(locale: string, start: Date, end: Date, timeZone: string): string {
  return `${formatWhenRange(start, end, locale, timeZone, 'datetime-spelled')} (${timeZone})`;
}

/**
 * One A4 page per ticket: event, holder, ticket, order, session, and the QR code check-in scans.
 * Pure (no I/O but the once-per-process font read), so the benchmark can time it directly.
 */
export function renderTicketPdf(data: TicketPdfData): Promise<Uint8Array> {
  return renderWithFontFallback((mode) => drawTicket(data, mode));
}

async function drawTicket(data: TicketPdfData, mode: FontMode) {
  const t = mailStrings(data.locale).ticket_pdf;
  const doc = await PDFDocument.create();
  doc.setTitle(`${t.ticket} — ${clean(data.event.title)}`);
  doc.setSubject(clean(data.ticket_name));
  doc.setProducer('Foyer');
  doc.setCreator('Foyer');
  doc.setLanguage(data.locale);
  const fonts = await embedFonts(doc, mode);
  const page = doc.addPage(A4);
  const [W, H] = A4;
  const M = 48;
  const width = W - 2 * M;

  page.drawRectangle({ x: 0, y: H - 10, width: W, height: 10, color: data.test_mode ? testRed : ink });
  let y = H - M;
  if (data.test_mode) {
    y = drawWrapped(page, t.test_ticket, { x: M, y: y + 18, width, font: fonts.bold, size: 12, color: testRed, maxLines: 3 });
    y -= 8;
  }
  page.drawText(t.ticket.toUpperCase(), { x: M, y: y - 10, size: 10, font: fonts.bold, color: muted });
  y -= 22;
  y = drawWrapped(page, data.event.title, { x: M, y, width, font: fonts.bold, size: 22, maxLines: 3 });
  y -= 6;
  y = drawWrapped(page, formatEventRange(data.locale, data.event.start_date, data.event.end_date, data.event.timezone), {
    x: M, y, width, font: fonts.regular, size: 11, color: muted,
  });
  if (data.event.place_address) y = drawWrapped(page, data.event.place_address, { x: M, y, width, font: fonts.regular, size: 11, color: muted, maxLines: 3 });
  y -= 14;
  page.drawLine({ start: { x: M, y }, end: { x: W - M, y }, thickness: 1, color: rule });
  y -= 18;

  const qrSize = 200;
  const qrTop = y;
  drawQr(page, data.qrcode, { x: W - M - qrSize, y: qrTop - qrSize, size: qrSize });
  const colWidth = width - qrSize - 24;
  const field = (label: string, value: string, size = 13) => {
    page.drawText(label, { x: M, y: y - 9, size: 9, font: fonts.regular, color: muted });
    y -= 13;
    y = drawWrapped(page, value, { x: M, y, width: colWidth, font: fonts.bold, size, maxLines: 4 });
    y -= 10;
  };
  field(t.holder, `${data.holder.first_name} ${data.holder.last_name}`, 16);
  field(t.email, data.holder.email, 11);
  field(t.ticket_type, data.ticket_name);
  if (data.session) {
    field(t.session, data.session.name);
    field(t.date, formatEventRange(data.locale, data.session.starts_at, data.session.ends_at, data.event.timezone), 11);
    if (data.session.place) field(t.place, data.session.place, 11);
  }
  if (data.addons.length) field(t.addons, data.addons.join(', '), 11);
  field(t.price, data.amount === 0 ? t.free : ticketPrice(data.locale, data.amount, data.currency), 11);
  field(t.order, data.order_number, 11);

  // The code under the QR, as the door's screen asks for it ("the code printed under it"): whole,
  // in the ink colour, at the largest size up to 10 pt that fits the QR's width.
  const centred = (text: string, size: number, top: number, color: typeof ink) =>
    page.drawText(text, { x: W - M - qrSize + (qrSize - fonts.regular.widthOfTextAtSize(text, size)) / 2, y: top - size, size, font: fonts.regular, color });
  const codeSize = Math.min(10, (qrSize * 10) / fonts.regular.widthOfTextAtSize(data.reservation_uuid, 10));
  centred(t.code, 8, qrTop - qrSize - 2, muted);
  centred(data.reservation_uuid, codeSize, qrTop - qrSize - 13, ink);
  y = Math.min(y, qrTop - qrSize - 13 - codeSize) - 16;
  page.drawLine({ start: { x: M, y }, end: { x: W - M, y }, thickness: 1, color: rule });
  y -= 16;
  y = drawWrapped(page, t.show_qr, { x: M, y, width, font: fonts.regular, size: 10, color: muted });
  return { doc, fonts };
}
