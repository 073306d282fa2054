import { Module } from '@nestjs/common';

import { MAILER } from './mailer';
import { NodemailerMailer } from './nodemailer-mailer';

@Module({
  providers: [{ provide: MAILER, useClass: NodemailerMailer }],
  exports: [MAILER],
})
export class MailModule {}
