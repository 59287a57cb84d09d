/**
 * The invitation's page, /convite/{token} (issue 29), on the memory backend: the approved demo
 * company's titular invites a new e-mail; the invitee opens the e-mail's link signed out, creates
 * the account on the page, accepts (once through a lost answer, retried) and lands on the
 * dashboard as a member. Then the refusals: another e-mail signed in, a used invitation.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { errorsText } from '../../domain/src/messages';
import { invitationText as text } from '../../domain/src/team/invitation-text';
import { teamText } from '../../domain/src/team/team-text';
import { expectPath, expectToast, signInAsDemo } from './support/app';
import { blocking, report, scanPage } from './support/axe';
import { screenshot, usePages } from './support/browser';
import { confirmEmail, invitationPath, seedInvitation, storedTeam } from './fixtures/invitation';
import { tickTerms } from './fixtures/consent';
import { consentText } from '@solarcred/domain/privacy/consent-text';

const pages = usePages();

const title = (page: Page) => page.getByRole('heading', { level: 1, name: text.title });
const acceptButton = (page: Page) => page.getByRole('button', { name: text.accept });
const alert = (page: Page) => page.getByRole('alert').filter({ hasText: text.failedTitle });
/** The serious and critical WCAG A/AA findings of the page as it is (the a11y scan reaches only '/convite/x'). */
const axeFindings = async (page: Page) => report(blocking(await scanPage(page)));

/** Creates an account with `email` on the invitation's page (its 'Criar conta' form). */
async function signUpHere(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Criar conta' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/^Senha/).fill('segredo1');
  await form.getByLabel(/^Confirmar senha/).fill('segredo1');
  await tickTerms(form);
  await form.getByRole('button', { name: 'Criar conta' }).click();
}

describe('/convite/{token}', () => {
  it('a new person creates the account on the page, accepts and lands on the dashboard as a vendedor', async () => {
    const page = await pages.open();
    const email = 'nova.vendedora@parceiro.com.br';
    const { token, invitation } = await seedInvitation(page, email);

    await page.goto(invitationPath(token));
    await title(page).waitFor();
    await page.getByText(text.guestIntro).waitFor();
    await screenshot(page, 'invitation-signed-out-desktop');
    await signUpHere(page, email);

    // The account exists and stays here (not /complete-profile), signed in, ready to accept.
    await expectToast(page, text.signedUp);
    await page.getByText(email, { exact: true }).waitFor();
    await confirmEmail(page);
    expect(new URL(page.url()).pathname).toBe(invitationPath(token));
    await expect.poll(() => acceptButton(page).isEnabled()).toBe(true);
    await title(page).waitFor();
    await screenshot(page, 'invitation-signed-in-desktop');

    // The first answer is lost on the way back: the page offers the same click again. The
    // keyboard goes on from the form that was replaced: the button has the focus.
    await page.evaluate(() => window.__solarcredMemory?.loseNextAnswer('acceptInvitation'));
    await expect.poll(() => acceptButton(page).evaluate((button) => button === document.activeElement)).toBe(true);
    // Issue 51: refused without the box 'Li e aceito…', with its message; ticked, the keyboard accepts.
    await page.keyboard.press('Enter');
    await page.getByText(consentText.boxRequired).waitFor();
    await tickTerms(page);
    await acceptButton(page).press('Enter');
    await alert(page).filter({ hasText: errorsText.connectionRetry }).waitFor();
    await acceptButton(page).click();

    await expectToast(page, text.joined);
    await expectPath(page, '/integrator/dashboard');
    const uid = await page.evaluate(() => window.__solarcredMemory?.snapshot.currentUid ?? null);
    if (!uid) throw new Error('the new account is not signed in');
    expect(await page.evaluate((id) => window.__solarcredMemory?.snapshot.docs['aceites']?.[id]?.['origem'], uid)).toBe('convite');
    const stored = await storedTeam(page, invitation.id, uid);
    expect(stored.member).toMatchObject({ empresa: 'int-aprovado', papel: 'vendedor', ativo: true, email });
    expect(stored.invitation).toMatchObject({ aceito_por: uid });
    // The member's session routes by its company (issue 29): the company's dashboard, not the own sign-up's onboarding.
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/integrator/dashboard');
  });

  it('signed in with another e-mail: names the invited address; signing out keeps the invitation', async () => {
    const page = await pages.open('mobile');
    const { token } = await seedInvitation(page, 'convidado@parceiro.com.br', 'gestor');

    await page.goto(invitationPath(token));
    await page.getByRole('button', { name: text.toSignIn }).click();
    const form = page.getByRole('form', { name: 'Entrar' });
    await form.getByLabel('E-mail').fill('novo@solarcred.demo');
    await form.getByLabel(/^Senha/).fill('demo123');
    await form.getByRole('button', { name: 'Entrar' }).click();
    await expectToast(page, text.signedIn);
    await tickTerms(page);
    await acceptButton(page).click();
    await alert(page).filter({ hasText: teamText.invitationOtherEmail('convidado@parceiro.com.br') }).waitFor();
    expect(await acceptButton(page).count()).toBe(0);
    await title(page).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'invitation-other-email-mobile');

    await page.getByRole('button', { name: text.switchAccount }).click();
    await page.getByRole('form', { name: 'Entrar' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(invitationPath(token));
    expect(await page.evaluate(() => window.__solarcredMemory?.snapshot.currentUid ?? null)).toBeNull();
  });

  it('an e-mail not confirmed yet: says what to do, and joins nobody (issue 45)', async () => {
    const page = await pages.open();
    const email = 'sem.confirmar@parceiro.com.br';
    const { token, invitation } = await seedInvitation(page, email);
    await page.goto(invitationPath(token));
    await signUpHere(page, email);
    await expectToast(page, text.signedUp);
    await expect.poll(() => acceptButton(page).isEnabled()).toBe(true);
    await tickTerms(page);
    await acceptButton(page).click();
    await alert(page).filter({ hasText: teamText.invitationEmailUnverified(email) }).waitFor();
    const uid = await page.evaluate(() => window.__solarcredMemory?.snapshot.currentUid ?? null);
    expect((await storedTeam(page, invitation.id, uid ?? '')).invitation).toMatchObject({ aceito_em: null, aceito_por: null });
    await screenshot(page, 'invitation-email-unverified');

    // The page asks for the confirmation link; once the address is confirmed the same button joins.
    await page.getByRole('button', { name: text.sendVerification }).click();
    await page.getByRole('status').filter({ hasText: text.verificationSent(email) }).waitFor();
    await acceptButton(page).click();
    await expectToast(page, text.joined);
    expect((await storedTeam(page, invitation.id, uid ?? '')).invitation).toMatchObject({ aceito_por: uid });
  });

  it('a used invitation says so and offers no retry', async () => {
    const page = await pages.open();
    const { token } = await seedInvitation(page, 'ja.usado@parceiro.com.br', 'vendedor', { aceito_em: Date.now(), aceito_por: 'outra-conta' });

    await signInAsDemo(page, 'Cadastro a completar', invitationPath(token));
    // Said at once, from the preview (issue 45), with nothing to press.
    await alert(page).filter({ hasText: teamText.invitationUsed }).waitFor();
    expect(await acceptButton(page).count()).toBe(0);
    await title(page).waitFor();
    expect(await axeFindings(page)).toBe('');
  });

  it.each(['light', 'dark'] as const)('fits a phone in %s mode and passes axe, signed out and signed in', async (colorScheme) => {
    const context = await pages.newContext('mobile', { colorScheme });
    const page = await context.newPage();
    const { token } = await seedInvitation(page, `tela.${colorScheme}@parceiro.com.br`);
    await page.goto(invitationPath(token));
    await page.getByRole('form', { name: 'Criar conta' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeFindings(page)).toBe('');
    await screenshot(page, `invitation-signed-out-mobile-${colorScheme}`);
    await signInAsDemo(page, 'Cadastro a completar', invitationPath(token));
    await acceptButton(page).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeFindings(page)).toBe('');
    await screenshot(page, `invitation-signed-in-mobile-${colorScheme}`);
  });
});
