/**
 * 'Trocar Senha' on the Firebase adapter against the Auth emulator: the current password
 * re-authenticates (a wrong one says so, in Portuguese), then the new one is set and signs in.
 * An admin account is used because the admin area needs nothing but the claim (no Firestore).
 */
import { describe, it } from 'vitest';
import { accountSettings } from '@solarcred/domain/messages';
import { hasAuth } from '../emulator-env';
import { adminAuth, signUp, testPassword, uniqueEmail, waitForRole } from '../functions/auth-emulator';
import { expectPath, expectToast, signIn } from '../e2e/support/app';
import { usePages } from '../e2e/support/browser';

describe.skipIf(!hasAuth)('change password on the Firebase adapter (Auth emulator)', () => {
  const pages = usePages();

  it('refuses a wrong current password, then changes it with the right one', async () => {
    const email = uniqueEmail('troca-senha');
    const uid = await signUp(email);
    await waitForRole(uid);
    await adminAuth().setCustomUserClaims(uid, { role: 'admin' });

    const page = await pages.open();
    await signIn(page, email, testPassword);
    await expectPath(page, '/admin/dashboard');
    await page.goto('/admin/settings');

    const change = async (current: string, next: string) => {
      await page.getByRole('button', { name: 'Trocar Senha' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Trocar Senha' });
      await dialog.getByLabel(/^Senha atual/).fill(current);
      await dialog.getByLabel(/^Nova senha/).fill(next);
      await dialog.getByLabel(/^Confirmar nova senha/).fill(next);
      await dialog.getByRole('button', { name: 'Trocar Senha' }).click();
      return dialog;
    };

    const dialog = await change('senha-errada-1', 'senha-trocada-789');
    await dialog.getByText(accountSettings.wrongCurrentPassword).first().waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await change(testPassword, 'senha-trocada-789');
    await expectToast(page, accountSettings.passwordChanged);

    await page.getByRole('button', { name: 'Minha Conta' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expectPath(page, '/auth');
    await signIn(page, email, testPassword);
    await page.getByText('Credenciais inválidas.').first().waitFor();
    await signIn(page, email, 'senha-trocada-789');
    await expectPath(page, '/admin/dashboard');
  });
});
