import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { locales, resources } from '@foyer/i18n';
import { insertEvent } from '../testing/fixtures.ts';
import { createTestCtx, type TestCtx } from '../testing/test-ctx.ts';
import { sendAccountMail } from './account-mail.ts';

const keys = (o: unknown, p = ''): string[] =>
  typeof o === 'object' && o !== null ? Object.entries(o).flatMap(([k, v]) => keys(v, `${p}${k}.`)) : [p.slice(0, -1)];
const at = (o: unknown, path: string) => path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], o);

describe('accounts locale files', () => {
  it('every locale has exactly the keys of en, all non-empty, and translated', () => {
    const en = keys(resources.en.accounts).sort();
    for (const lng of locales) {
      const bundle = resources[lng].accounts;
      expect(keys(bundle).sort(), lng).toEqual(en);
      for (const k of en) expect(at(bundle, k), `${lng} ${k}`).not.toBe('');
      if (lng !== 'en') expect(bundle.mail.magic_link.subject, lng).not.toBe(resources.en.accounts.mail.magic_link.subject);
    }
    expect(resources.pl.accounts.validation.invalid_email).toBe('Niepoprawny adres e-mail!');
  });
});

describe('sendAccountMail', () => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await createTestCtx();
  });
  afterAll(() => ctx.close());

  it('queues text and HTML in the recipient language, with the event and the link, through the mail job', async () => {
    const event = await insertEvent(ctx, { lp_url: 'praha', title: 'Praha <Summit>' });
    const url = 'https://foyer.test/praha/reset-password?token=abc';
    await sendAccountMail(ctx, { kind: 'password_reset', to: 'ewa@example.test', locale: 'cs', name: 'Ewa', url, event });
    const [row] = await ctx.db.select().from(schema.mail_outbox).where(eq(schema.mail_outbox.to_address, 'ewa@example.test'));
    const cs = resources.cs.accounts.mail;
    expect(row).toMatchObject({ locale: 'cs', template: 'accounts.password_reset', event_id: event.id, subject: cs.password_reset.subject, status: 'queued' });
    expect(row!.text_body).toContain('Dobrý den, Ewa,');
    expect(row!.text_body).toContain('Praha <Summit>');
    expect(row!.text_body).toContain(`${cs.password_reset.button}: ${url}`);
    expect(row!.html_body).toContain('Praha &#60;Summit&#62;');
    expect(ctx.jobs.jobs).toContainEqual({ name: 'mail.send', payload: { outboxId: row!.id }, opts: { jobId: `mail:${row!.id}` } });
  });

  it('greets without a name and falls back to English for an unknown locale', async () => {
    await sendAccountMail(ctx, { kind: 'magic_link', to: 'anon@example.test', locale: 'xx', name: ' ', url: 'https://foyer.test/magic-link?token=t', event: null });
    const [row] = await ctx.db.select().from(schema.mail_outbox).where(eq(schema.mail_outbox.to_address, 'anon@example.test'));
    expect(row!.subject).toBe(resources.en.accounts.mail.magic_link.subject);
    expect(row!.text_body).toContain(`${resources.en.accounts.mail.greeting_anonymous}\n\n${resources.en.accounts.mail.magic_link.intro}`);
  });
});
