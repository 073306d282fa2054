import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { MailMessage, Mailer } from './mailer';

/** Sends over SMTP (SMTP_URL): the local catcher (maildev) in development, a real relay in production. */
@Injectable()
export class NodemailerMailer implements Mailer, OnApplicationShutdown {
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.transport = createTransport(config.mail.smtpUrl);
    this.from = config.mail.from;
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
