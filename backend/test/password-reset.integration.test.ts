import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';

import { loadConfig } from '../src/config/app-config';
import { PasswordResetService } from '../src/password-reset/password-reset.service';
import { createTestUser, signIn } from './support/auth-emulator';
import { startSmtpCatcher, type SmtpCatcher } from './support/password-reset-smtp-catcher';
import { bootApp, SITE_ORIGIN } from './support/test-app';

/** The real app on in-memory PGlite, the real Auth emulator and a real SMTP server of the test's own. */
interface ResetLimits {
  perEmail: number;
  perClient: number;
  mailsPerEmail?: number;
  /** TRUSTED_PROXIES; unset = the loopback default of development. */
  trustedProxies?: string;
}

async function startApp(smtpUrl: string, limits: ResetLimits) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'memory://',
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    STRIPE_EMULATOR_URL: 'http://127.0.0.1:9', // not used here
    PUBLIC_SITE_URL: SITE_ORIGIN,
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Busqy Testes <testes@busqy.example>',
    PASSWORD_RESET_MAX_PER_EMAIL: String(limits.perEmail),
    PASSWORD_RESET_MAX_PER_CLIENT: String(limits.perClient),
    PASSWORD_RESET_MAX_MAILS_PER_EMAIL: String(limits.mailsPerEmail ?? 100),
    TRUSTED_PROXIES: limits.trustedProxies,
  });
  return bootApp(config);
}

/** The suite's SMTP catcher and app on it (started in beforeAll, stopped in afterAll). */
function useResetApp(limits: ResetLimits) {
  let smtp: SmtpCatcher | undefined;
  let app: NestFastifyApplication | undefined;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    app = await startApp(smtp.url, limits);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useResetApp: started inside tests and hooks only');
    return value;
  };
  return { smtp: () => started(smtp), app: () => started(app) };
}

/** Waits for the background work of every accepted request (link + e-mail). */
const settled = (app: NestFastifyApplication) => app.get(PasswordResetService).settled();

const resetRequest = (app: NestFastifyApplication, body: unknown) =>
  request(app.getHttpServer())
    .post('/api/password-reset')
    .set('Origin', SITE_ORIGIN)
    .send(body as object);

describe('POST /api/password-reset (Auth emulator + SMTP)', () => {
  const { smtp, app } = useResetApp({ perEmail: 100, perClient: 1000 });

  it('mails a Portuguese reset link to a known address; the link really sets a new password', async () => {
    const user = await createTestUser('Rita Reset');
    const response = await resetRequest(app(), { email: user.email.toUpperCase() }).expect(200);
    expect(response.body).toEqual({ ok: true, message: expect.stringContaining('Se houver uma conta') });

    const mail = await smtp().waitFor(user.email);
    expect(mail.from).toBe('testes@busqy.example');
    expect(mail.subject).toBe('Redefinição de senha da sua conta Busqy');
    expect(mail.text).toContain('Recebemos um pedido para redefinir a senha');
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    const link = /https?:\/\/\S+mode=resetPassword\S+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link as string);
    expect(url.searchParams.get('continueUrl')).toBe(`${SITE_ORIGIN}/login`);

    // The emulator's action page sets the password when given newPassword (Firebase's hosted page
    // asks for it in production), then sends the browser on to the continue url.
    url.searchParams.set('newPassword', 'nova-senha-456');
    const reset = await fetch(url, { redirect: 'manual' });
    expect(reset.status).toBe(303);
    expect(reset.headers.get('location')).toBe(`${SITE_ORIGIN}/login`);
    await expect(signIn(user.email, 'nova-senha-456')).resolves.toMatchObject({ uid: user.uid });
    await expect(signIn(user.email, user.password)).rejects.toThrow(/INVALID_LOGIN_CREDENTIALS/);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const known = await createTestUser();
    const unknown = `ninguem-${Date.now()}@example.com`;
    const [forKnown, forUnknown] = await Promise.all([
      resetRequest(app(), { email: known.email }),
      resetRequest(app(), { email: unknown }),
    ]);
    expect(forUnknown.status).toBe(200);
    expect(forUnknown.body).toEqual(forKnown.body);
    await settled(app());
    await smtp().waitFor(known.email);
    expect(smtp().messages.filter((message) => message.to.includes(unknown))).toEqual([]);
  });

  it.each([
    ['a malformed address', { email: 'nao-e-email' }],
    ['an address with spaces inside', { email: 'ana maria@example.com' }],
    ['a number', { email: 42 }],
    ['no e-mail', {}],
    ['an extra field', { email: 'ana@example.com', admin: true }],
    ['a list', [1, 2]],
  ])('refuses %s with 400 and a message, never 500', async (_case, body) => {
    const before = smtp().messages.length;
    const response = await resetRequest(app(), body).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(response.body.message).toEqual(expect.arrayContaining([expect.any(String)]));
    await settled(app());
    expect(smtp().messages).toHaveLength(before);
  });

  it("says 'Email inválido' for a malformed address", async () => {
    const response = await resetRequest(app(), { email: 'nao-e-email' }).expect(400);
    expect(response.body.message).toEqual(['Email inválido']);
  });

  it('is open (no session needed) but refuses a cross-site Origin', async () => {
    await request(app().getHttpServer())
      .post('/api/password-reset')
      .set('Origin', 'https://evil.example')
      .send({ email: 'ana@example.com' })
      .expect(403);
  });
});

describe('POST /api/password-reset rate limits', () => {
  const { smtp, app } = useResetApp({ perEmail: 2, perClient: 4 });

  it('answers 429 with a Portuguese message and Retry-After: per client and address, then per client', async () => {
    const user = await createTestUser();
    await resetRequest(app(), { email: user.email }).expect(200);
    await resetRequest(app(), { email: user.email.toUpperCase() }).expect(200);
    const perAddress = await resetRequest(app(), { email: user.email }).expect(429);
    expect(perAddress.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Muitas solicitações de recuperação de senha. Tente novamente em alguns minutos.',
    });
    expect(Number(perAddress.headers['retry-after'])).toBeGreaterThan(0);

    // The same client (every supertest request comes from 127.0.0.1) has two more.
    await resetRequest(app(), { email: 'outra-1@example.com' }).expect(200);
    await resetRequest(app(), { email: 'outra-2@example.com' }).expect(200);
    const perClient = await resetRequest(app(), { email: 'outra-3@example.com' }).expect(429);
    expect(perClient.body.message).toBe(perAddress.body.message);

    await settled(app());
    expect(smtp().messages.filter((message) => message.to.includes(user.email))).toHaveLength(2);
  });

  it("counts each client behind the site's proxy apart (X-Forwarded-For from a trusted proxy)", async () => {
    const behindProxy = (client: string, email: string) =>
      resetRequest(app(), { email }).set('X-Forwarded-For', client);
    for (const index of [1, 2, 3, 4]) await behindProxy('203.0.113.7', `a-${index}@example.com`).expect(200);
    await behindProxy('203.0.113.7', 'a-5@example.com').expect(429);
    await behindProxy('198.51.100.20', 'b-1@example.com').expect(200);
    // An IPv6 client is one /64: another address of that /64 has no fresh limit.
    for (const index of [1, 2, 3, 4])
      await behindProxy(`2001:db8:7:7::${index}`, `c-${index}@example.com`).expect(200);
    await behindProxy('2001:db8:7:7:ffff::9', 'c-5@example.com').expect(429);
  });
});

describe('POST /api/password-reset cannot be blocked for the owner', () => {
  // Four attackers (real, distinct clients behind the trusted proxy) ask for one victim's address.
  const { smtp, app } = useResetApp({ perEmail: 2, perClient: 10, mailsPerEmail: 3 });

  it('others never make the address answer 429 to its owner; its mail stays bounded by the ceiling', async () => {
    const victim = await createTestUser('Vera Vitima');
    const from = (client: string) =>
      resetRequest(app(), { email: victim.email }).set('X-Forwarded-For', client);
    for (const attacker of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']) {
      await from(attacker).expect(200);
      await from(attacker).expect(200);
      await from(attacker).expect(429); // each attacker's own limit, not the victim's
    }
    // The owner, from their own address, is still answered.
    await from('203.0.113.50').expect(200);
    await settled(app());
    const mails = smtp().messages.filter((message) => message.to.includes(victim.email));
    // Bounded by PASSWORD_RESET_MAX_MAILS_PER_EMAIL, and never zero: the owner has a valid link.
    expect(mails).toHaveLength(3);
  });
});

describe('POST /api/password-reset believes X-Forwarded-For only from TRUSTED_PROXIES', () => {
  // The API is behind a load balancer at 10.0.0.0/8: a request from loopback is a client like any other.
  const { app } = useResetApp({ perEmail: 100, perClient: 4, trustedProxies: '10.0.0.0/8' });

  it('12 resets with a rotated X-Forwarded-For from 127.0.0.1 count as one client: 4 × 200, then 429', async () => {
    const statuses: number[] = [];
    for (let index = 1; index <= 12; index += 1) {
      const response = await resetRequest(app(), { email: `rodado-${index}@example.com` }).set(
        'X-Forwarded-For',
        `198.51.100.${index}`,
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, ...Array<number>(8).fill(429)]);
  });
});

describe('POST /api/password-reset with the SMTP server down', () => {
  it('still answers 200 (no account enumeration) and logs the failure', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const app = await startApp('smtp://127.0.0.1:9', { perEmail: 10, perClient: 10 });
    try {
      const user = await createTestUser();
      const response = await resetRequest(app, { email: user.email }).expect(200);
      expect(response.body.ok).toBe(true);
      await settled(app);
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/could not be sent: .*ECONNREFUSED/));
    } finally {
      await app.close();
      logged.mockRestore();
    }
  });
});
