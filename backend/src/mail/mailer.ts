/** What the API needs to send an e-mail; the nodemailer one is the real one, tests may use a fake. */
export const MAILER = Symbol('MAILER');

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message; rejects otherwise. */
  send(message: MailMessage): Promise<void>;
}
