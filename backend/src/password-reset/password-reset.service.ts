import { HttpException, HttpStatus, Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MAILER, type Mailer } from '../mail/mailer';
import { passwordResetEmail } from './password-reset-email';
import { PASSWORD_RESET_LINKS, type PasswordResetLinks } from './reset-links';
import { SlidingWindowLimiter } from './sliding-window-limiter';

export const TOO_MANY_RESET_REQUESTS =
  'Muitas solicitações de recuperação de senha. Tente novamente em alguns minutos.';

export class TooManyResetRequestsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(TOO_MANY_RESET_REQUESTS, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * POST /api/password-reset. The caller gets the same answer whether or not the address has an
 * account, and gets it before any lookup or mail happens: the link and the e-mail are produced in
 * the background, so neither the answer nor its timing tells who has an account. A failure there
 * (Firebase or SMTP down) is logged, never reported to the caller, for the same reason.
 */
@Injectable()
export class PasswordResetService implements OnApplicationShutdown {
  private readonly logger = new Logger(PasswordResetService.name);
  private readonly perEmail: SlidingWindowLimiter;
  private readonly perClient: SlidingWindowLimiter;
  private readonly continueUrl: string;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(PASSWORD_RESET_LINKS) private readonly links: PasswordResetLinks,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {
    const { maxPerEmail, maxPerClient, windowMinutes } = config.passwordReset;
    const windowMs = windowMinutes * 60_000;
    this.perEmail = new SlidingWindowLimiter(maxPerEmail, windowMs);
    this.perClient = new SlidingWindowLimiter(maxPerClient, windowMs);
    this.continueUrl = `${config.publicSiteUrl}/login`;
  }

  /** Accepts the request (or throws TooManyResetRequestsException) and starts the work. */
  request(email: string, client: string): void {
    const address = email.trim().toLowerCase();
    const emailKey = `email:${address}`;
    const clientKey = `client:${client}`;
    const waitMs = Math.max(this.perEmail.waitFor(emailKey), this.perClient.waitFor(clientKey));
    if (waitMs > 0) throw new TooManyResetRequestsException(Math.ceil(waitMs / 1000));
    this.perEmail.record(emailKey);
    this.perClient.record(clientKey);

    const work = this.sendLink(address).finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
  }

  /** Resolves when every accepted request has finished its background work. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.settled();
  }

  private async sendLink(address: string): Promise<void> {
    try {
      const link = await this.links.create(address, this.continueUrl);
      if (link === null) {
        this.logger.log('Password reset asked for an address with no account; no e-mail sent');
        return;
      }
      await this.mailer.send(passwordResetEmail(address, link));
      this.logger.log('Password reset e-mail sent');
    } catch (error) {
      this.logger.error(
        `Password reset e-mail could not be sent: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
