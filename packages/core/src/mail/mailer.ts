/**
 * The one thing mail delivery needs from a transport. packages/jobs builds it from SMTP_URL with
 * nodemailer; core never imports nodemailer, and tests can pass a recording fake.
 */
export interface MailAttachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Ticket PDFs and invoices (mail_outbox.document_ids, read from private storage). */
  attachments?: MailAttachment[];
  /**
   * Stable for one outbox row: the transport builds the Message-ID from it, so a send repeated
   * after a crash between the server's "250 OK" and our "sent" mark is the same message, which
   * mail clients show once.
   */
  idempotencyKey?: string;
}

export interface Mailer {
  /** Resolves once the server accepted the message; rejects with the transport's error otherwise. */
  send(mail: OutgoingMail): Promise<{ messageId?: string }>;
  close(): Promise<void>;
}
