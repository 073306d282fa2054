import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MAILER, type Mailer } from '../mail/mailer';
import { clientKey } from '../rate-limit/client-key';
import { RateLimiterService } from '../rate-limit/rate-limiter.service';
import { TooManyRequestsException } from '../rate-limit/too-many-requests.exception';
import { retryDelayMs } from '../tracking/retry-delay';
import { passwordResetEmail } from './password-reset-email';
import { PASSWORD_RESET_LINKS, type PasswordResetLinks } from './reset-links';
import { ResetOutboxRepository } from './reset-outbox.repository';

export const TOO_MANY_RESET_REQUESTS =
  'Muitas solicitações de recuperação de senha. Tente novamente em alguns minutos.';

export class TooManyResetRequestsException extends TooManyRequestsException {
  constructor(retryAfterSeconds: number) {
    super(TOO_MANY_RESET_REQUESTS, retryAfterSeconds);
  }
}

/** How the mail outbox is worked: every instance polls; a new request wakes its own instance at once. */
export const RESET_MAIL_POLICY = {
  pollMs: 5_000,
  batchSize: 10,
  leaseMs: 2 * 60_000,
  maxAttempts: 10,
  retry: { baseMs: 30_000, maxMs: 60 * 60_000 },
  /** Given-up requests (which hold an address) are deleted after this many days. */
  keepFailedDays: 7,
} as const;

/**
 * POST /api/password-reset. The caller gets the same answer whether or not the address has an
 * account, once the request is counted (rate limits in PostgreSQL, shared by every instance) and
 * stored in the durable outbox (password_reset_outbox). A worker then creates the link and sends the
 * e-mail; a failure (Firebase or SMTP down) is logged and retried with backoff, never reported to the
 * caller, and never lost with the process. Neither the answer nor its timing tells who has an account.
 */
@Injectable()
export class PasswordResetService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PasswordResetService.name);
  private readonly continueUrl: string;
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<number> | null = null;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PASSWORD_RESET_LINKS) private readonly links: PasswordResetLinks,
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly limiter: RateLimiterService,
    private readonly outbox: ResetOutboxRepository,
  ) {
    this.continueUrl = `${config.publicSiteUrl}/login`;
  }

  /**
   * Counts the request (or throws TooManyResetRequestsException) and stores it for the worker.
   *
   * The 429 limits count per requesting client (an IPv6 client by its /64), alone and together with
   * the address, so nobody else can make an address answer 429 to its owner. The address's own ceiling
   * (maxMailsPerEmail) bounds the mail it gets from everyone together; over it the request is answered
   * like any other and no mail is queued: the mails already sent in this window hold valid links, so
   * the owner is never without one (a link lives longer than the window).
   */
  async request(email: string, client: string): Promise<void> {
    const address = email.trim().toLowerCase();
    const { maxPerEmail, maxPerClient, maxMailsPerEmail, windowMinutes } = this.config.passwordReset;
    const windowMs = windowMinutes * 60_000;
    const key = clientKey(client);
    const verdict = await this.limiter.take([
      { key: `password-reset:client-email:${key}:${address}`, limit: maxPerEmail, windowMs },
      { key: `password-reset:client:${key}`, limit: maxPerClient, windowMs },
    ]);
    if (!verdict.allowed) throw new TooManyResetRequestsException(verdict.retryAfterSeconds);
    const mail = await this.limiter.take([
      { key: `password-reset:email:${address}`, limit: maxMailsPerEmail, windowMs },
    ]);
    if (!mail.allowed) {
      this.logger.warn('Password reset over the per-address mail ceiling; answered, no e-mail queued');
      return;
    }
    await this.outbox.add(address);
    this.wake();
  }

  /** Works the outbox until nothing is due (tests; every request also wakes the worker). */
  async settled(): Promise<void> {
    while (this.round !== null) await this.round;
    while ((await this.runOnce()) > 0);
  }

  /** One round: lease due requests and send their mail; returns how many were leased. */
  async runOnce(): Promise<number> {
    const batch = await this.outbox.claim(RESET_MAIL_POLICY.batchSize, RESET_MAIL_POLICY.leaseMs);
    for (const job of batch) await this.send(job.id, job.email, job.attempts);
    return batch.length;
  }

  onApplicationBootstrap(): void {
    this.schedule(0);
    void this.outbox
      .deleteFailedOlderThan(RESET_MAIL_POLICY.keepFailedDays)
      .catch((error: unknown) => this.logger.error(`Reset outbox cleanup failed: ${String(error)}`));
  }

  /** Before the database module closes the connection (onApplicationShutdown). */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    await this.round;
  }

  private wake(): void {
    if (this.round === null) this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.round !== null) return;
      this.round = this.runOnce()
        .catch((error: unknown) => {
          this.logger.error(`Password reset outbox round failed: ${String(error)}`);
          return 0;
        })
        .finally(() => {
          this.round = null;
        });
      void this.round.then((leased) =>
        this.schedule(leased === RESET_MAIL_POLICY.batchSize ? 0 : RESET_MAIL_POLICY.pollMs),
      );
    }, delayMs);
    this.timer.unref(); // never the reason the process stays up
  }

  private async send(id: number, address: string, attempts: number): Promise<void> {
    try {
      const link = await this.links.create(address, this.continueUrl);
      if (link === null) {
        this.logger.log('Password reset asked for an address with no account; no e-mail sent');
      } else {
        await this.mailer.send(passwordResetEmail(address, link));
        this.logger.log('Password reset e-mail sent');
      }
      await this.outbox.remove(id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = attempts >= RESET_MAIL_POLICY.maxAttempts;
      this.logger.error(
        `Password reset e-mail could not be sent: ${message} ` +
          (giveUp ? `(given up after ${attempts} attempts)` : `(attempt ${attempts}, will retry)`),
      );
      const next = new Date(Date.now() + retryDelayMs(attempts, RESET_MAIL_POLICY.retry));
      await this.outbox.retryLater(id, next, message, giveUp);
    }
  }
}
