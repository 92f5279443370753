import nodemailer from 'nodemailer';
import type { Mailer } from '@foyer/core/mail/mailer';

export const defaultMailFrom = 'Foyer <no-reply@foyer.local>';

/** Accepts smtp:// and smtps:// URLs, e.g. `smtp://user:pass@127.0.0.1:2525`. */
export function isSmtpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'smtp:' || u.protocol === 'smtps:') && u.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The nodemailer transport behind core's Mailer. Without SMTP_URL there is no mailer at all and
 * delivery keeps the message in the outbox for /dev/mailbox.
 */
export function createSmtpMailer(opts: { smtpUrl: string; from?: string | undefined }): Mailer {
  const from = opts.from || defaultMailFrom;
  const domain = mailDomain(from);
  const transport = nodemailer.createTransport(opts.smtpUrl, { from });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        ...(mail.idempotencyKey ? { messageId: `<${mail.idempotencyKey}@${domain}>` } : {}),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.attachments?.length
          ? { attachments: mail.attachments.map((a) => ({ filename: a.filename, content: Buffer.from(a.content), contentType: a.contentType })) }
          : {}),
      });
      return { messageId: info.messageId };
    },
    async close() {
      transport.close();
    },
  };
}

/** The domain of the From address (`Foyer <no-reply@example.com>` → example.com), for Message-IDs. */
export function mailDomain(from: string): string {
  const m = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim());
  return m?.[1] ?? 'foyer.local';
}

export function createMailer(opts: { smtpUrl?: string | undefined; from?: string | undefined }): Mailer | null {
  return opts.smtpUrl ? createSmtpMailer({ smtpUrl: opts.smtpUrl, from: opts.from }) : null;
}
