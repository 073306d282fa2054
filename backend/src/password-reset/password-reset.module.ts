import { Module } from '@nestjs/common';

import { MailModule } from '../mail/mail.module';
import { FirebaseResetLinks } from './firebase-reset-links';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';
import { PASSWORD_RESET_LINKS } from './reset-links';

@Module({
  imports: [MailModule],
  controllers: [PasswordResetController],
  providers: [PasswordResetService, { provide: PASSWORD_RESET_LINKS, useClass: FirebaseResetLinks }],
})
export class PasswordResetModule {}
