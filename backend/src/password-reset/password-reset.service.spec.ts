import { Logger } from '@nestjs/common';
import { type Kysely, sql } from 'kysely';

import { loadConfig } from '../config/app-config';
import { createDatabase } from '../database/create-database';
import type { Database } from '../database/schema';
import type { MailMessage, Mailer } from '../mail/mailer';
import { RateLimiterService } from '../rate-limit/rate-limiter.service';
import {
  PasswordResetService,
  RESET_MAIL_POLICY,
  TOO_MANY_RESET_REQUESTS,
  TooManyResetRequestsException,
} from './password-reset.service';
import type { PasswordResetLinks } from './reset-links';
import { ResetOutboxRepository } from './reset-outbox.repository';

class FakeLinks implements PasswordResetLinks {
  readonly accounts = new Set(['ana@example.com']);
  readonly calls: { email: string; continueUrl: string }[] = [];
  failure: Error | null = null;

  async create(email: string, continueUrl: string): Promise<string | null> {
    this.calls.push({ email, continueUrl });
    if (this.failure) throw this.failure;
    return this.accounts.has(email) ? `https://auth.example.com/reset?oobCode=${email}` : null;
  }
}

class FakeMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  failure: Error | null = null;

  async send(message: MailMessage): Promise<void> {
    if (this.failure) throw this.failure;
    this.sent.push(message);
  }
}

/** The service on a real (in-memory PGlite) database: limits and the mail outbox are tables. */
describe('PasswordResetService', () => {
  let db: Kysely<Database>;
  let links: FakeLinks;
  let mailer: FakeMailer;
  let service: PasswordResetService;
  const config = loadConfig({
    DATABASE_URL: 'memory://',
    PUBLIC_SITE_URL: 'https://www.busqy.example',
    PASSWORD_RESET_MAX_PER_EMAIL: '2',
    PASSWORD_RESET_MAX_PER_CLIENT: '3',
    PASSWORD_RESET_MAX_MAILS_PER_EMAIL: '2',
    PASSWORD_RESET_WINDOW_MINUTES: '10',
  });

  beforeEach(async () => {
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    db = await createDatabase({ kind: 'pglite-memory' });
    links = new FakeLinks();
    mailer = new FakeMailer();
    service = new PasswordResetService(
      config,
      links,
      mailer,
      new RateLimiterService(db),
      new ResetOutboxRepository(db),
    );
  });

  afterEach(async () => {
    await service.onModuleDestroy();
    await db.destroy();
    jest.restoreAllMocks();
  });

  const waiting = async () => db.selectFrom('password_reset_outbox').selectAll().orderBy('id').execute();

  it('mails the reset link of a known address, lowercased, with the site login as continue url', async () => {
    await service.request('  Ana@Example.com ', '10.0.0.1');
    await service.settled();
    expect(links.calls).toEqual([
      { email: 'ana@example.com', continueUrl: 'https://www.busqy.example/login' },
    ]);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({
      to: 'ana@example.com',
      subject: 'Redefinição de senha da sua conta Busqy',
    });
    expect(mailer.sent[0]?.text).toContain('https://auth.example.com/reset?oobCode=ana@example.com');
    expect(await waiting()).toEqual([]); // the address is not kept once done
  });

  it('sends nothing for an unknown address, and answers exactly the same way (no throw)', async () => {
    await expect(service.request('ninguem@example.com', '10.0.0.1')).resolves.toBeUndefined();
    await service.settled();
    expect(links.calls).toHaveLength(1);
    expect(mailer.sent).toEqual([]);
    expect(await waiting()).toEqual([]);
  });

  it.each([
    ['the sign-in service', 'links'],
    ['the SMTP server', 'mailer'],
  ] as const)(
    'keeps the request through an outage of %s and sends it on a later attempt',
    async (_what, part) => {
      const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      const failing = part === 'links' ? links : mailer;
      failing.failure = new Error('connection refused');
      await service.request('ana@example.com', '10.0.0.1');
      await service.settled();
      expect(mailer.sent).toEqual([]);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('connection refused'));
      const [kept] = await waiting();
      expect(kept).toMatchObject({ email: 'ana@example.com', attempts: 1, failed_at: null });
      expect(kept?.next_attempt_at.getTime()).toBeGreaterThan(Date.now());

      // The outage ends; the retry comes due.
      failing.failure = null;
      await sql`update password_reset_outbox set next_attempt_at = now()`.execute(db);
      await service.settled();
      expect(mailer.sent.map((mail) => mail.to)).toEqual(['ana@example.com']);
      expect(await waiting()).toEqual([]);
    },
  );

  it('gives a request up after the last attempt', async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    mailer.failure = new Error('mailbox unavailable');
    await service.request('ana@example.com', '10.0.0.1');
    for (let attempt = 1; attempt <= RESET_MAIL_POLICY.maxAttempts; attempt += 1) {
      await sql`update password_reset_outbox set next_attempt_at = now()`.execute(db);
      await service.settled();
    }
    const [given] = await waiting();
    expect(given).toMatchObject({
      attempts: RESET_MAIL_POLICY.maxAttempts,
      last_error: 'mailbox unavailable',
    });
    expect(given?.failed_at).not.toBeNull();
    await sql`update password_reset_outbox set next_attempt_at = now()`.execute(db);
    expect(await service.runOnce()).toBe(0);
  });

  it('limits each client per address (whatever its case); a refused request does not count', async () => {
    await service.request('ana@example.com', '10.0.0.1');
    await service.request('ANA@example.com', '10.0.0.1');
    const refused = await service.request('ana@example.com', '10.0.0.1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyResetRequestsException);
    expect((refused as TooManyResetRequestsException).getStatus()).toBe(429);
    expect((refused as TooManyResetRequestsException).message).toBe(TOO_MANY_RESET_REQUESTS);
    const retryAfter = (refused as TooManyResetRequestsException).retryAfterSeconds;
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    // The refused request used none of 10.0.0.1's allowance (3): one more address passes.
    await expect(service.request('b@example.com', '10.0.0.1')).resolves.toBeUndefined();
    await service.settled();
    expect(links.calls.map((call) => call.email)).toEqual([
      'ana@example.com',
      'ana@example.com',
      'b@example.com',
    ]);
  });

  it('others never make an address answer 429; its mail stops at PASSWORD_RESET_MAX_MAILS_PER_EMAIL', async () => {
    for (const client of ['10.0.1.1', '10.0.1.2', '10.0.1.3', '10.0.1.4']) {
      await expect(service.request('ana@example.com', client)).resolves.toBeUndefined();
    }
    await service.settled();
    expect(mailer.sent.map((mail) => mail.to)).toEqual(['ana@example.com', 'ana@example.com']);
  });

  it('limits each client across addresses, for known and unknown addresses alike', async () => {
    await service.request('a@example.com', '10.0.0.9');
    await service.request('b@example.com', '10.0.0.9');
    await service.request('ana@example.com', '10.0.0.9');
    await expect(service.request('c@example.com', '10.0.0.9')).rejects.toBeInstanceOf(
      TooManyResetRequestsException,
    );
    await expect(service.request('c@example.com', '10.0.0.8')).resolves.toBeUndefined();
    await service.settled();
    expect(links.calls.map((call) => call.email)).toEqual([
      'a@example.com',
      'b@example.com',
      'ana@example.com',
      'c@example.com',
    ]);
  });
});
