import { mailStrings } from './mail-strings.ts';

export interface MailLayout {
  locale: string;
  title: string;
  paragraphs: string[];
  /** The one action the mail asks for (confirm, sign in, reset). */
  button?: { label: string; url: string };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * One layout for every e-mail: the same title, paragraphs and button as plain text and as HTML
 * (every value escaped), with the translated footer. Callers pass already-translated text.
 */
export function renderMail(input: MailLayout): RenderedMail {
  const t = mailStrings(input.locale).layout;
  const { title, paragraphs, button } = input;

  const textParts = [title, ...paragraphs];
  if (button) textParts.push(`${button.label}: ${button.url}`);
  textParts.push('--', `${t.footer_automated}\n${t.footer_ignore}`);
  const text = `${textParts.join('\n\n')}\n`;

  const p = (s: string, style = '') => `<p style="margin:0 0 16px;${style}">${escapeHtml(s).replaceAll('\n', '<br>')}</p>`;
  const buttonHtml = button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(button.url)}" style="display:inline-block;padding:12px 24px;background:#1f2937;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(button.label)}</a></p>` +
      p(t.button_fallback, 'font-size:13px;color:#6b7280') +
      `<p style="margin:0 0 16px;font-size:13px;word-break:break-all"><a href="${escapeHtml(button.url)}">${escapeHtml(button.url)}</a></p>`
    : '';
  const html = [
    '<!doctype html>',
    `<html lang="${escapeHtml(input.locale)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    `<h1 style="margin:0 0 24px;font-size:22px">${escapeHtml(title)}</h1>`,
    ...paragraphs.map((s) => p(s)),
    buttonHtml,
    '<hr style="border:none;border-top:1px solid #e5e7eb;margin:32px 0 16px">',
    p(t.footer_automated, 'font-size:12px;color:#6b7280'),
    p(t.footer_ignore, 'font-size:12px;color:#6b7280'),
    '</div></body></html>',
  ].join('\n');

  return { subject: title, text, html };
}
