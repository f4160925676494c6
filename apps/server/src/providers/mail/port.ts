export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The mail port: the dev mailbox by default, SMTP when SMTP_URL is set. */
export interface Mailer {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}
