import { Module } from '@nestjs/common';

import { MailModule } from '../mail/mail.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { FirebaseResetLinks } from './firebase-reset-links';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';
import { PASSWORD_RESET_LINKS } from './reset-links';
import { ResetOutboxRepository } from './reset-outbox.repository';

@Module({
  imports: [MailModule, RateLimitModule],
  controllers: [PasswordResetController],
  providers: [
    PasswordResetService,
    ResetOutboxRepository,
    { provide: PASSWORD_RESET_LINKS, useClass: FirebaseResetLinks },
  ],
})
export class PasswordResetModule {}
