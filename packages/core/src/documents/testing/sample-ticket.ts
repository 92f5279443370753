import type { TicketPdfData } from '../render-ticket-pdf.ts';

/** A Polish ticket with Polish and Cyrillic text, for the PDF tests. */
export const sampleTicket: TicketPdfData = {
  locale: 'pl',
  event: { title: 'Zażółć gęślą jaźń — Конференция 2027', start_date: new Date('2027-05-18T07:00:00Z'), end_date: new Date('2027-05-20T16:00:00Z'), place_address: 'ul. Świętokrzyska 12, Warszawa', timezone: 'Europe/Warsaw' },
  ticket_name: 'Bilet ulgowy',
  holder: { first_name: 'Łukasz', last_name: 'Żółkiewski', email: 'lukasz@example.com' },
  order_number: '1A2B3C4D',
  reservation_uuid: '0b6f3f0e-8d2a-4a51-9a3a-6f0f2d1c9e77',
  qrcode: 'FT1.0b6f3f0e-8d2a-4a51-9a3a-6f0f2d1c9e77.c2lnbmF0dXJlMTIzNDU2',
  amount: 9900,
  currency: 'PLN',
  addons: ['Parking'],
  session: null,
};
