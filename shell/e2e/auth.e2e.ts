import { createAccount } from './support/auth-emulator';
import { browserForFile, newPage } from './support/browser';
import { env } from './support/env';
import { fetchInPage, signIn } from './support/site';

const browser = browserForFile();

test('signing in with an emulator account shows the success toast and sets the session cookie', async () => {
  const account = await createAccount('Maria Teste');
  const { context, page } = await newPage(browser());
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await signIn(page, account.email, account.password);
  await page.getByText('Login realizado com sucesso!').waitFor();
  // The user area's code was asked for at the submit, not once the sign-in had ended.
  const userAreaCode = requests.findIndex((url) => /\/page-user-area\.[0-9a-f]+\.js$/.test(url));
  expect(userAreaCode).toBeGreaterThanOrEqual(0);
  expect(userAreaCode).toBeLessThan(requests.indexOf('/api/auth/set-cookie'));

  const check = await fetchInPage(page, '/api/auth/check-cookie');
  expect(check).toEqual({
    status: 200,
    body: { authenticated: true, user: expect.objectContaining({ uid: account.uid, email: account.email }) },
  });
  // No plan chosen: the planless login goes to the user area (the reading chosen in README.md).
  await page.waitForURL(`${env.baseUrl}/area-usuario`);
  // Signed in, the header offers Minha Conta instead of Login.
  await page.locator('header').getByRole('link', { name: 'Minha Conta' }).first().waitFor();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === '__session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  await context.close();
});

test('a signed-in visitor coming back keeps the cookie session without asking for a new one', async () => {
  const account = await createAccount('Rita Volta');
  const { context, page } = await newPage(browser());
  await signIn(page, account.email, account.password);
  await page.waitForURL(`${env.baseUrl}/area-usuario`);
  // A new cookie needs a recent sign-in (the API refuses older ID tokens), so a page load with a
  // valid cookie must not post set-cookie: it would fail five minutes after the sign-in.
  const cookieCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/'))
      cookieCalls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await page.goto(`${env.baseUrl}/planos`);
  await page.locator('header').getByRole('link', { name: 'Minha Conta' }).first().waitFor();
  await page.goto(`${env.baseUrl}/area-usuario`);
  await page.getByText(account.email).first().waitFor();
  expect(cookieCalls.filter((call) => call.startsWith('POST'))).toEqual([]);
  expect(cookieCalls).toContain('GET /api/auth/check-cookie');
  await context.close();
});

test('a wrong password shows the mapped toast and sets no session', async () => {
  const account = await createAccount();
  const { context, page } = await newPage(browser());
  await signIn(page, account.email, 'senha-errada-999');
  await page.getByText('Email ou senha inválidos').waitFor();
  const check = await fetchInPage(page, '/api/auth/check-cookie');
  expect(check.body).toEqual({ authenticated: false, user: null });
  await context.close();
});

test('a forged set-cookie body without a valid ID token does not authenticate', async () => {
  const victim = await createAccount();
  const { context, page } = await newPage(browser());
  await page.goto(`${env.baseUrl}/sobre`);
  const forged = await fetchInPage(page, '/api/auth/set-cookie', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-real-token' },
    body: JSON.stringify({ uid: victim.uid, email: victim.email, displayName: 'Intrusa' }),
  });
  expect(forged.status).toBe(401);
  const bodyOnly = await fetchInPage(page, '/api/auth/set-cookie', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uid: victim.uid, email: victim.email, displayName: 'Intrusa' }),
  });
  expect(bodyOnly.status).toBe(401);
  const check = await fetchInPage(page, '/api/auth/check-cookie');
  expect(check.body).toEqual({ authenticated: false, user: null });
  const profile = await fetchInPage(page, `/api/users/${victim.uid}`);
  expect(profile.status).toBe(401);
  await context.close();
});

test("a signed-in user cannot read another user's record", async () => {
  const [me, other] = await Promise.all([createAccount('Eu Mesma'), createAccount('Outra Pessoa')]);
  const { context, page } = await newPage(browser());
  await signIn(page, me.email, me.password);
  await page.getByText('Login realizado com sucesso!').waitFor();

  const mine = await fetchInPage(page, `/api/users/${me.uid}`);
  expect(mine).toMatchObject({ status: 200, body: { uid: me.uid, email: me.email } });
  const theirs = await fetchInPage(page, `/api/users/${other.uid}`);
  expect(theirs.status).toBe(403);
  expect(JSON.stringify(theirs.body)).not.toContain(other.email);
  await context.close();
});
