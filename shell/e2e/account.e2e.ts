import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { countEmailsTo, waitForEmailTo } from './support/account-mail';
import { createAccount } from './support/auth-emulator';
import { browserForFile, newPage, PHONE } from './support/browser';
import { env } from './support/env';
import { readPort } from './support/shell-server';
import { fetchInPage, signIn, waitForHydratedForm } from './support/site';

const browser = browserForFile();

const signUpButton = (page: Page) => page.locator('form').getByRole('button', { name: 'Criar conta' });

test('sign up with a mixed-case e-mail → confirmation with the countdown → logout → login → user area with the trial', async () => {
  const tag = randomUUID().slice(0, 8);
  const typedEmail = `Joana.Teste-${tag}@Example.COM`;
  const email = typedEmail.toLowerCase();
  const password = 'senha-forte-123';
  const { context, page } = await newPage(browser(), PHONE);

  await page.goto(`${env.baseUrl}/cadastro`);
  await waitForHydratedForm(page); // the phone is formatted as it is typed
  await page.getByLabel('Nome').fill('Joana Teste Lima');
  await page.getByLabel('E-mail').fill(typedEmail);
  await page.getByLabel('WhatsApp (opcional)').pressSequentially('11987654321');
  expect(await page.getByLabel('WhatsApp (opcional)').inputValue()).toBe('(11) 98765-4321');
  await page.getByLabel('Senha').fill(password);
  await signUpButton(page).click();

  await page.getByText('Conta criada com sucesso! Você será redirecionado para a confirmação.').waitFor();
  await page.waitForURL(`${env.baseUrl}/account-confirmation`);
  await page.getByRole('heading', { level: 1, name: 'Conta criada com sucesso' }).waitFor();
  // The shared trial countdown, full version: days, hours, minutes, seconds and the bar near 100.
  const units = page.getByRole('list', { name: 'Tempo restante do período de teste' });
  await units.waitFor();
  expect(await units.textContent()).toMatch(/06dias23horas59minutos\d\dsegundos/);
  const bar = page.getByRole('progressbar', { name: 'Período de teste restante' });
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(99);
  const link = page.getByRole('link', { name: 'Começar Agora' });
  expect(await link.getAttribute('href')).toMatch(/^https?:\/\//);

  // The account and its server record carry the lowercased address and the profile fields.
  const session = await fetchInPage(page, '/api/auth/check-cookie');
  const uid = (session.body?.user as { uid: string }).uid;
  expect(session.body).toMatchObject({ authenticated: true, user: { email } });
  const record = await fetchInPage(page, `/api/users/${uid}`);
  expect(record.body).toMatchObject({
    email,
    displayName: 'Joana Teste Lima',
    phoneNumber: '11987654321',
    firstName: 'Joana',
    lastName: 'Teste Lima',
  });
  expect(await page.evaluate(() => localStorage.getItem('registrationDate'))).not.toBeNull();

  // Logout from the user area.
  await page.goto(`${env.baseUrl}/area-usuario`);
  await page.getByRole('heading', { level: 1, name: 'Minha Conta' }).waitFor();
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.getByText('Logout realizado com sucesso').waitFor();
  await page.waitForURL(`${env.baseUrl}/`);
  expect((await fetchInPage(page, '/api/auth/check-cookie')).body).toEqual({
    authenticated: false,
    user: null,
  });

  // Login (the typed case does not matter) → user area with name, e-mail and the trial message.
  await signIn(page, typedEmail, password);
  await page.getByText('Login realizado com sucesso!').waitFor();
  await page.waitForURL(`${env.baseUrl}/area-usuario`);
  const profile = page.getByRole('region', { name: 'Perfil' });
  await profile.getByText('Joana Teste Lima').first().waitFor();
  await profile.getByText(email).waitFor();
  await profile.getByText('(11) 98765-4321').waitFor();
  const subscription = page.getByRole('region', { name: 'Assinatura' });
  await subscription.getByText('Você está no período de teste gratuito do plano').waitFor();
  expect(
    await subscription.getByRole('list', { name: 'Tempo restante do período de teste' }).textContent(),
  ).toMatch(/^06dias23horas5\dminutos$/);
  await subscription.getByRole('link', { name: 'Acessar a plataforma' }).waitFor();
  await context.close();
});

test('a wrong password shows the mapped toast', async () => {
  const account = await createAccount('Senha Errada');
  const { context, page } = await newPage(browser());
  await signIn(page, account.email, 'nao-e-a-senha');
  await page.getByText('Email ou senha inválidos').waitFor();
  expect(page.url()).toBe(`${env.baseUrl}/login`);
  await context.close();
});

test('sign-up shows a validation message for each field and creates nothing', async () => {
  const { context, page } = await newPage(browser());
  await page.goto(`${env.baseUrl}/signup`);
  const alert = page.getByRole('alert');

  await signUpButton(page).click();
  await alert.getByText('Por favor, preencha todos os campos obrigatórios.').waitFor();

  await page.getByLabel('Nome').fill('Validação Teste');
  await page.getByLabel('E-mail').fill('validacao@exemplo');
  await page.getByLabel('Senha').fill('senha-forte-123');
  await signUpButton(page).click();
  await alert.getByText('Digite um email válido.').waitFor();

  await page.getByLabel('E-mail').fill(`validacao-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('WhatsApp (opcional)').pressSequentially('119876');
  await signUpButton(page).click();
  await alert.getByText('Digite um número de WhatsApp válido com DDD.').waitFor();

  await page.getByLabel('WhatsApp (opcional)').fill('');
  await page.getByLabel('Senha').fill('12345');
  await page.getByText('A senha deve ter pelo menos 6 caracteres.').waitFor();
  await signUpButton(page).click();
  await alert.getByText('A senha deve ter pelo menos 6 caracteres.').waitFor();

  expect(page.url()).toBe(`${env.baseUrl}/signup`);
  expect((await fetchInPage(page, '/api/auth/check-cookie')).body).toEqual({
    authenticated: false,
    user: null,
  });
  await context.close();
});

test('the pre-rendered login form keeps what is typed before its code arrives, is not sent by the browser meanwhile, and signs in with it once the code is there', async () => {
  const account = await createAccount('Digita Cedo');
  const { context, page } = await newPage(browser(), PHONE);
  // The account remote's scripts are held until the visitor has typed: the form is the server's HTML.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const accountOrigin = `:${readPort('account')}/`;
  await page.route(
    (url) => url.href.includes(accountOrigin) && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto(`${env.baseUrl}/login`, { waitUntil: 'domcontentloaded' });
  await page.getByLabel('E-mail').pressSequentially(account.email);
  await page.getByLabel('Senha').pressSequentially(account.password);
  // Enter before the page's code (the shell has hydrated): the browser must not submit the form
  // itself (a GET with the password); the early-input capture keeps the submit for the page.
  await page.getByLabel('Senha').press('Enter');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(page.url()).toBe(`${env.baseUrl}/login`);

  release();
  // No second press: the submit made before is sent once the form has hydrated, with what was typed.
  await page.getByText('Login realizado com sucesso!').waitFor();
  await page.waitForURL(`${env.baseUrl}/area-usuario`);
  await context.close();
});

test('password recovery mails a link that sets a new password, which then signs in', async () => {
  const account = await createAccount('Recupera Senha');
  const { context, page } = await newPage(browser());
  await page.goto(`${env.baseUrl}/esqueci-senha`);
  await page.getByRole('heading', { name: 'Recuperação de Senha' }).waitFor();

  await page.getByLabel('Email').fill('nao-e-email');
  await page.getByRole('button', { name: 'Enviar Email de Recuperação' }).click();
  await page.getByRole('alert').getByText('Email inválido').waitFor();

  await page.getByLabel('Email').fill(account.email.toUpperCase());
  await page.getByRole('button', { name: 'Enviar Email de Recuperação' }).click();
  await page.getByText('Email de recuperação enviado').waitFor();
  await page.getByRole('button', { name: 'Tentar novamente' }).waitFor();

  const mail = await waitForEmailTo(account.email);
  expect(mail.subject).toBe('Redefinição de senha da sua conta Busqy');
  expect(mail.text).toContain('Recebemos um pedido para redefinir a senha');
  const link = /https?:\/\/\S+mode=resetPassword\S+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();

  // The Auth emulator's action page sets the password given as newPassword (Firebase's hosted page
  // asks for it in production) and then sends the browser back to the site's login.
  const resetUrl = new URL(link as string);
  resetUrl.searchParams.set('newPassword', 'senha-nova-456');
  await page.goto(resetUrl.toString());
  await page.waitForURL(`${env.baseUrl}/login`);

  await signIn(page, account.email, account.password);
  await page.getByText('Email ou senha inválidos').waitFor();
  await signIn(page, account.email, 'senha-nova-456');
  await page.getByText('Login realizado com sucesso!').waitFor();
  await page.waitForURL(`${env.baseUrl}/area-usuario`);
  await context.close();
});

test('password recovery answers an unknown address the same way and mails nothing', async () => {
  const unknown = `ninguem-${randomUUID().slice(0, 8)}@example.com`;
  const { context, page } = await newPage(browser());
  await page.goto(`${env.baseUrl}/esqueci-senha`);
  await page.getByLabel('Email').fill(unknown);
  await page.getByRole('button', { name: 'Enviar Email de Recuperação' }).click();
  await page.getByText('Email de recuperação enviado').waitFor();
  await page.getByText(unknown).waitFor();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await countEmailsTo(unknown)).toBe(0);
  await context.close();
});
