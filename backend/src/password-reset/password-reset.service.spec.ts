import { Logger } from '@nestjs/common';

import { loadConfig } from '../config/app-config';
import type { MailMessage, Mailer } from '../mail/mailer';
import {
  PasswordResetService,
  TOO_MANY_RESET_REQUESTS,
  TooManyResetRequestsException,
} from './password-reset.service';
import type { PasswordResetLinks } from './reset-links';

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

describe('PasswordResetService', () => {
  let links: FakeLinks;
  let mailer: FakeMailer;
  let service: PasswordResetService;
  const config = loadConfig({
    PUBLIC_SITE_URL: 'https://www.busqy.example',
    PASSWORD_RESET_MAX_PER_EMAIL: '2',
    PASSWORD_RESET_MAX_PER_CLIENT: '3',
    PASSWORD_RESET_WINDOW_MINUTES: '10',
  });

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2025-05-01T12:00:00Z') });
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    links = new FakeLinks();
    mailer = new FakeMailer();
    service = new PasswordResetService(config, links, mailer);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('mails the reset link of a known address, lowercased, with the site login as continue url', async () => {
    service.request('  Ana@Example.com ', '10.0.0.1');
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
  });

  it('sends nothing for an unknown address, and answers exactly the same way (no throw)', async () => {
    expect(() => service.request('ninguem@example.com', '10.0.0.1')).not.toThrow();
    await service.settled();
    expect(links.calls).toHaveLength(1);
    expect(mailer.sent).toEqual([]);
  });

  it.each([
    ['the sign-in service', 'links'],
    ['the SMTP server', 'mailer'],
  ] as const)('logs a failure of %s instead of reporting it', async (_what, part) => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    (part === 'links' ? links : mailer).failure = new Error('connection refused');
    expect(() => service.request('ana@example.com', '10.0.0.1')).not.toThrow();
    await service.settled();
    expect(mailer.sent).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('connection refused'));
  });

  it('limits each address (whatever its case) within the sliding window', async () => {
    service.request('ana@example.com', '10.0.0.1');
    jest.advanceTimersByTime(4 * 60_000);
    service.request('ANA@example.com', '10.0.0.2');
    let refused: unknown;
    try {
      service.request('ana@example.com', '10.0.0.3');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(TooManyResetRequestsException);
    expect((refused as TooManyResetRequestsException).getStatus()).toBe(429);
    expect((refused as TooManyResetRequestsException).message).toBe(TOO_MANY_RESET_REQUESTS);
    expect((refused as TooManyResetRequestsException).retryAfterSeconds).toBe(6 * 60);
    // Another address is not affected; the refused request did not count.
    expect(() => service.request('bia@example.com', '10.0.0.3')).not.toThrow();
    jest.advanceTimersByTime(6 * 60_000);
    expect(() => service.request('ana@example.com', '10.0.0.4')).not.toThrow();
    await service.settled();
    expect(mailer.sent.map((mail) => mail.to)).toEqual([
      'ana@example.com',
      'ana@example.com',
      'ana@example.com',
    ]);
  });

  it('limits each client across addresses, for known and unknown addresses alike', async () => {
    service.request('a@example.com', '10.0.0.9');
    service.request('b@example.com', '10.0.0.9');
    service.request('ana@example.com', '10.0.0.9');
    expect(() => service.request('c@example.com', '10.0.0.9')).toThrow(TooManyResetRequestsException);
    expect(() => service.request('c@example.com', '10.0.0.8')).not.toThrow();
    await service.settled();
    expect(links.calls.map((call) => call.email)).toEqual([
      'a@example.com',
      'b@example.com',
      'ana@example.com',
      'c@example.com',
    ]);
  });
});
