/**
 * Nothing personal stays in the browser after signing out: the profile-wizard draft (company,
 * CNPJ, owner's CPF and phones) and the local error log are forgotten.
 */
import { describe, expect, it } from 'vitest';
import { storageKeys } from '@solarcred/domain/constants';
import { expectPath, signInAsDemo } from './support/app';
import { usePages } from './support/browser';
import { field } from './fixtures/wizard';

const pages = usePages();

describe('signing out forgets personal data', () => {
  it('the wizard draft and the error log are gone after Sair', async () => {
    const page = await pages.open();
    await signInAsDemo(page, 'Cadastro a completar');
    await expectPath(page, '/complete-profile');
    await field(page, 'Razão Social').fill('Rascunho Pessoal');
    const draftKeys = () =>
      page.evaluate((prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)), storageKeys.profileDraftPrefix);
    await expect.poll(draftKeys).toHaveLength(1);
    await page.evaluate((key) => localStorage.setItem(key, '[{"message":"erro"}]'), storageKeys.errorLog);

    await page.getByRole('button', { name: 'Minha Conta' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expectPath(page, '/auth');

    expect(await draftKeys()).toEqual([]);
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.errorLog)).toBeNull();
  });
});
