import { describe, expect, it } from 'vitest';
import { resources } from '@foyer/i18n';
import { escapeHtml, renderMail } from './render-mail.ts';

describe('renderMail', () => {
  const input = {
    locale: 'pl',
    title: 'Potwierdź adres <e-mail>',
    paragraphs: ['Cześć Anna & Jan,', 'Kliknij "poniżej".\nDziękujemy!'],
    button: { label: 'Potwierdź', url: 'https://foyer.test/confirm?token=a&b="x"' },
  };

  it('renders the same content as text and as escaped HTML', () => {
    const m = renderMail(input);
    expect(m.subject).toBe('Potwierdź adres <e-mail>');
    expect(m.text).toContain('Potwierdź adres <e-mail>\n\nCześć Anna & Jan,\n\nKliknij "poniżej".\nDziękujemy!');
    expect(m.text).toContain('Potwierdź: https://foyer.test/confirm?token=a&b="x"');
    expect(m.html).toContain('<h1 style="margin:0 0 24px;font-size:22px">Potwierdź adres &#60;e-mail&#62;</h1>');
    expect(m.html).toContain('Cześć Anna &#38; Jan,');
    expect(m.html).toContain('Kliknij &#34;poniżej&#34;.<br>Dziękujemy!');
    expect(m.html).toContain('href="https://foyer.test/confirm?token=a&#38;b=&#34;x&#34;"');
    expect(m.html).not.toMatch(/<e-mail>|"x"/);
    expect(m.html).toContain('<html lang="pl">');
  });

  it('adds the footer in the mail’s language, with English as the fallback', () => {
    const pl = resources.pl.mail.layout;
    const m = renderMail(input);
    expect(m.text).toContain(pl.footer_automated);
    expect(m.html).toContain(escapeHtml(pl.footer_ignore));
    expect(m.html).toContain(escapeHtml(pl.button_fallback));
    const unknown = renderMail({ ...input, locale: 'xx' });
    expect(unknown.text).toContain(resources.en.mail.layout.footer_automated);
    expect(pl.footer_automated).not.toBe(resources.en.mail.layout.footer_automated);
  });

  it('leaves the button out when there is none', () => {
    const m = renderMail({ locale: 'en', title: 'Hi', paragraphs: ['Just news.'] });
    expect(m.html).not.toContain('<a ');
    expect(m.html).not.toContain(escapeHtml(resources.en.mail.layout.button_fallback));
    expect(m.text).toBe(`Hi\n\nJust news.\n\n--\n\n${resources.en.mail.layout.footer_automated}\n${resources.en.mail.layout.footer_ignore}\n`);
  });
});

describe('mail locale files', () => {
  const keys = (o: unknown, p = ''): string[] =>
    typeof o === 'object' && o !== null ? Object.entries(o).flatMap(([k, v]) => keys(v, `${p}${k}.`)) : [p.slice(0, -1)];

  it('every locale has exactly the keys of en, all non-empty', () => {
    const en = keys(resources.en.mail).sort();
    for (const [lng, bundle] of Object.entries(resources)) {
      expect(keys(bundle.mail).sort(), lng).toEqual(en);
      for (const k of en) expect(k.split('.').reduce<any>((o, s) => o[s], bundle.mail), `${lng} ${k}`).not.toBe(''); // eslint-disable-line @typescript-eslint/no-explicit-any
    }
  });
});
