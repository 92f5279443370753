/**
 * The one thing mail delivery needs from a transport. packages/jobs builds it from SMTP_URL with
 * nodemailer; core never imports nodemailer, and tests can pass a recording fake.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves once the server accepted the message; rejects with the transport's error otherwise. */
  send(mail: OutgoingMail): Promise<{ messageId?: string }>;
  close(): Promise<void>;
}
