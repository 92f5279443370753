import { bundledStrings } from '../platform/bundled-strings.ts';

/** The `mail` namespace (packages/i18n/locales/<lng>/mail.json) as plain strings. */
export interface MailStrings {
  layout: { footer_automated: string; footer_ignore: string; button_fallback: string };
  tickets: {
    subject_buyer: string;
    subject_buyer_one: string;
    title_buyer: string;
    title_buyer_one: string;
    intro_buyer: string;
    intro_buyer_free: string;
    attached_tickets: string;
    attached_ticket: string;
    attached_invoice: string;
    subject_guest: string;
    title_guest: string;
    intro_guest: string;
    show_qr: string;
    button: string;
  };
  proforma: { subject: string; title: string; intro: string; pay: string; not_vat: string };
  invoice: { subject: string; title: string; intro: string; pay: string };
  ticket_pdf: {
    ticket: string;
    holder: string;
    email: string;
    ticket_type: string;
    session: string;
    date: string;
    place: string;
    addons: string;
    price: string;
    free: string;
    order: string;
    code: string;
    show_qr: string;
    test_ticket: string;
  };
}

/** Fills `{{name}}` placeholders; an unknown placeholder is left as it is so a gap is visible. */
export function fillTemplate(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

/** The `mail` namespace in `locale` (English where it has none). */
export const mailStrings = (locale: string): MailStrings => bundledStrings<MailStrings>('mail', '', locale);
