import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectPath, expectToast, memoryReady, signIn, signInAsDemo, signInWithDemoButton, type DemoLabel } from './support/app';
import { animationsSettled, usePages, screenshot } from './support/browser';
import { tickTerms } from './fixtures/consent';
import { consentText } from '@solarcred/domain/privacy/consent-text';

const pages = usePages();
let page: Page;
beforeEach(async () => {
  page = await pages.open();
});

const signUpForm = (p: Page) => p.getByRole('form', { name: 'Criar conta' });

describe('/auth sliding panel', () => {
  it('switches between sign-in and sign-up; the panel slides', async () => {
    await page.goto('/auth');
    const slider = page.getByTestId('auth-slider');
    const before = await slider.boundingBox();
    if (!before) throw new Error('the slider is not on screen');
    const x = async () => (await slider.boundingBox())?.x ?? before.x;
    await page.getByRole('button', { name: 'Criar conta' }).first().click();
    await page.waitForURL(/modo=cadastro/);
    await expect.poll(x).toBeLessThan(before.x);
    await animationsSettled(page);
    await screenshot(page, 'auth-sign-up-desktop');
    await page.getByRole('button', { name: 'Fazer login' }).click();
    await page.waitForURL((url) => !url.search.includes('modo'));
  });

  it('sign-up rejects a different confirmation with "As senhas não coincidem."', async () => {
    await page.goto('/auth?modo=cadastro');
    const form = signUpForm(page);
    await form.getByLabel('E-mail').fill('nova@empresa.com.br');
    await form.getByLabel(/^Senha/).fill('segredo1');
    await form.getByLabel(/^Confirmar senha/).fill('segredo2');
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await form.getByText('As senhas não coincidem.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
  });

  it('sign-up creates the account and goes to /complete-profile', async () => {
    await page.goto('/auth?modo=cadastro');
    const form = signUpForm(page);
    await form.getByLabel('E-mail').fill('nova@empresa.com.br');
    await form.getByLabel(/^Senha/).fill('segredo1');
    await form.getByLabel(/^Confirmar senha/).fill('segredo1');
    // Issue 51: refused without the box, with the form's message; ticked, the account is made and its acceptance recorded.
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await form.getByText(consentText.boxRequired).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    await tickTerms(form);
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expectToast(page, 'Conta criada com sucesso! Redirecionando para você completar seu perfil...');
    await expectPath(page, '/complete-profile');
    await expect.poll(() => page.evaluate(() => {
      const uid = window.__solarcredMemory?.snapshot.currentUid ?? '';
      return window.__solarcredMemory?.snapshot.docs['aceites']?.[uid]?.['origem'] ?? null;
    })).toBe('cadastro');
  });

  it('sign-up with an e-mail already registered says so', async () => {
    await page.goto('/auth?modo=cadastro');
    const form = signUpForm(page);
    await form.getByLabel('E-mail').fill('integrador@solarcred.demo');
    await form.getByLabel(/^Senha/).fill('segredo1');
    await form.getByLabel(/^Confirmar senha/).fill('segredo1');
    await tickTerms(form);
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expectToast(page, 'Este e-mail já está cadastrado.');
  });

  it('on a phone only one form shows, with a switch below', async () => {
    page = await pages.open('mobile');
    await page.goto('/auth');
    await page.getByRole('form', { name: 'Entrar' }).waitFor({ state: 'visible' });
    expect(await signUpForm(page).isVisible()).toBe(false);
    await screenshot(page, 'auth-sign-in-mobile');
    await page.getByRole('button', { name: 'Criar conta' }).last().click();
    await signUpForm(page).waitFor({ state: 'visible' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(390);
  });
});

describe('sign-in redirects by role and status', () => {
  it.each([
    ['Integrador aprovado', '/integrator/dashboard'],
    ['Aguardando aprovação', '/awaiting-approval'],
    ['Documentação pendente', '/awaiting-approval'],
    ['Cadastro a completar', '/complete-profile'],
  ] as const satisfies [DemoLabel, string][])('%s lands on %s', async (label, path) => {
    await signInWithDemoButton(page, label);
    await expectPath(page, path);
  });

  it('a rejected integrator is told so, signed out and left on /auth', async () => {
    await signInWithDemoButton(page, 'Cadastro rejeitado');
    await expectToast(page, 'Seu cadastro foi rejeitado. Entre em contato com o suporte.');
    await expectPath(page, '/auth');
    await page.getByRole('form', { name: 'Entrar' }).waitFor();
    const uid = await page.evaluate(() => window.__solarcredMemory?.snapshot.currentUid ?? null);
    expect(uid).toBeNull();
  });

  it('an unknown status is refused with the support message', async () => {
    await page.goto('/auth');
    await memoryReady(page);
    await page.evaluate(() =>
      window.__solarcredMemory?.update((state) => {
        const record = state.docs['integradores']?.['int-aprovado'];
        if (record) record['status'] = 'suspenso';
      }),
    );
    await signIn(page, 'integrador@solarcred.demo', 'demo123');
    await expectToast(page, 'Ocorreu um erro com seu cadastro. Entre em contato com o suporte.');
    await expectPath(page, '/auth');
  });

  it('an integrator cannot open the admin area', async () => {
    await signInAsDemo(page, 'Integrador aprovado');
    await expectPath(page, '/integrator/dashboard');
    await page.goto('/admin/integrators');
    await expectPath(page, '/integrator/dashboard');
  });
});

describe('password recovery on the memory backend', () => {
  it('invalid e-mail, then success, then the demo link resets the password', async () => {
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
    await expectPath(page, '/forgot-password');
    await page.getByRole('heading', { name: 'Recuperar senha' }).waitFor();
    await page.getByLabel('E-mail').fill('sem-arroba');
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await page.getByText('Por favor, insira um endereço de e-mail válido.').waitFor();

    await page.getByLabel('E-mail').fill('integrador@solarcred.demo');
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await page.getByRole('heading', { name: 'E-mail enviado!' }).waitFor();
    await expectToast(page, 'E-mail de recuperação enviado com sucesso!');
    await screenshot(page, 'forgot-password-sent-desktop');

    await page.getByRole('link', { name: 'Abrir o link de redefinição' }).click();
    await expectPath(page, '/reset-password');
    await page.getByText('integrador@solarcred.demo').waitFor();
    await page.getByLabel(/^Nova senha/).fill('12345');
    await page.getByLabel(/^Confirmar nova senha/).fill('12345');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await page.getByText('A senha deve ter pelo menos 6 caracteres').waitFor();
    await page.getByLabel(/^Nova senha/).fill('nova-senha');
    await page.getByLabel(/^Confirmar nova senha/).fill('outra-senha');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await page.getByText('As senhas não coincidem').waitFor();
    await page.getByRole('button', { name: 'Mostrar confirmar nova senha' }).click();
    expect(await page.getByLabel(/^Confirmar nova senha/).getAttribute('type')).toBe('text');

    await page.getByLabel(/^Confirmar nova senha/).fill('nova-senha');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await page.getByRole('heading', { name: 'Senha redefinida!' }).waitFor();
    await expectToast(page, 'Senha redefinida com sucesso!');
    await expectPath(page, '/auth'); // /login after 3 s, which redirects to /auth
    await signIn(page, 'integrador@solarcred.demo', 'nova-senha');
    await expectPath(page, '/integrator/dashboard');
  });

  it('a recovery failure shows the "Erro ao Enviar" alert', async () => {
    await page.goto('/forgot-password');
    await memoryReady(page);
    await page.evaluate(() => window.__solarcredMemory?.failNext('sendPasswordReset'));
    await page.getByLabel('E-mail').fill('integrador@solarcred.demo');
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await page.getByText('Erro ao Enviar').waitFor();
    await page.getByText('Erro de conexão. Verifique sua internet.').waitFor();
  });

  it('an invalid or used link asks for a new one', async () => {
    await page.goto('/reset-password?mode=resetPassword&oobCode=codigo-que-nao-existe');
    await page.getByText('Este link é inválido ou já foi usado.').waitFor();
    await page.getByRole('link', { name: 'Solicitar novo link' }).waitFor();
  });
});
