/**
 * Sign-up and password reset on the Firebase adapter against the Auth (+ Functions) emulator.
 * The reset link is read from the emulator's out-of-band codes endpoint, as an e-mail would carry it.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { authEmulator, hasAuth, projectId } from '../emulator-env';
import { adminAuth, signUp, testPassword, uniqueEmail, waitFor, waitForRole } from '../functions/auth-emulator';
import { expectPath, expectToast, signIn } from '../e2e/support/app';
import { usePages } from '../e2e/support/browser';
import { tickTerms } from '../e2e/fixtures/consent';

interface OobCode {
  email: string;
  oobCode: string;
  requestType: string;
}

async function resetCodeFor(email: string): Promise<string> {
  return waitFor(`a reset code for ${email}`, async () => {
    const response = await fetch(`http://${authEmulator}/emulator/v1/projects/${projectId}/oobCodes`);
    const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
    return oobCodes.filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET').at(-1)?.oobCode;
  });
}

describe.skipIf(!hasAuth)('account flows on the Firebase adapter (Auth emulator)', () => {
  const pages = usePages();
  let page: Page;
  beforeEach(async () => {
    page = await pages.open();
  });


  it('sign-up creates the account, the trigger makes it an integrador, the user goes to /complete-profile', async () => {
    const email = uniqueEmail('cadastro');
    await page.goto('/auth?modo=cadastro');
    const form = page.getByRole('form', { name: 'Criar conta' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel(/^Senha/).fill(testPassword);
    await form.getByLabel(/^Confirmar senha/).fill(testPassword);
    await tickTerms(form);
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expectToast(page, 'Conta criada com sucesso! Redirecionando para você completar seu perfil...');
    await expectPath(page, '/complete-profile');
    const user = await adminAuth().getUserByEmail(email);
    expect(await waitForRole(user.uid)).toBe('integrador');
  });

  it('sign-up with an e-mail already in use says so', async () => {
    const email = uniqueEmail('duplicado');
    await signUp(email);
    await page.goto('/auth?modo=cadastro');
    const form = page.getByRole('form', { name: 'Criar conta' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel(/^Senha/).fill(testPassword);
    await form.getByLabel(/^Confirmar senha/).fill(testPassword);
    await tickTerms(form);
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expectToast(page, 'Este e-mail já está cadastrado.');
  });

  it('password reset end to end: request, code from the outbox, new password, sign in with it', async () => {
    const email = uniqueEmail('recupera');
    const uid = await signUp(email);
    await waitForRole(uid);
    await adminAuth().setCustomUserClaims(uid, { role: 'admin' });

    await page.goto('/forgot-password');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await page.getByRole('heading', { name: 'E-mail enviado!' }).waitFor();

    const code = await resetCodeFor(email);
    await page.goto(`/reset-password?mode=resetPassword&oobCode=${code}`);
    await page.getByText(email).waitFor();
    await page.getByLabel(/^Nova senha/).fill('senha-nova-456');
    await page.getByLabel(/^Confirmar nova senha/).fill('senha-nova-456');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await page.getByRole('heading', { name: 'Senha redefinida!' }).waitFor();
    await expectPath(page, '/auth');

    await signIn(page, email, 'senha-nova-456');
    await expectPath(page, '/admin/dashboard');
  });

  it('a used reset code is refused with a request for a new link', async () => {
    await page.goto('/reset-password?mode=resetPassword&oobCode=nao-existe');
    await page.getByText('Este link é inválido ou já foi usado.').waitFor();
  });
});
