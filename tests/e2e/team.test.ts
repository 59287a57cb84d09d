/**
 * The titular's 'Equipe' (issue 29) on the memory backend: the approved integrator opens it from
 * the sidebar, a malformed e-mail is refused in Portuguese before anything is sent, a vendedor is
 * invited by name next to the seeded team (toast, form cleared, the pending invitation listed with its expiry), a second
 * invitation to the same e-mail is refused under the field; it is sent again and given a new link
 * that opens its page (issue 45); a gestor who joined (written into the
 * demo data, as the acceptance would) shows up live, is made a vendedor, then deactivated, each
 * after its dialog, and the demo data follows; reactivated (issue 45), it is back with its role. Then the same screen on a 390 px phone in dark mode.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { validation } from '../../domain/src/messages';
import { invitationText } from '../../domain/src/team/invitation-text';
import { teamText } from '../../domain/src/team/team-text';
import { expectToast, memoryReady, signInAsDemo } from './support/app';
import { animationsSettled, screenshot, usePages } from './support/browser';

const pages = usePages();

const members = (page: Page) => page.getByRole('list', { name: teamText.membersList }).getByRole('listitem');
const invitations = (page: Page) => page.getByRole('list', { name: teamText.invitationsList }).getByRole('listitem');
const inviteForm = (page: Page) => page.getByRole('form', { name: teamText.inviteTitle });
const memberDoc = (page: Page, uid: string) =>
  page.evaluate((id) => window.__solarcredMemory?.snapshot.docs['membros']?.[id] as { papel?: string; ativo?: boolean } | undefined, uid);

/** A gestor of the demo's approved company, as accepting an invitation writes it. */
async function gestorJoins(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__solarcredMemory?.update((state) => {
      (state.docs['membros'] ??= {})['u-gestor'] = {
        id: 'u-gestor', empresa: 'int-aprovado', papel: 'gestor', ativo: true, nome: 'Carla Dias', email: 'carla@sol.test',
        entrou_em: Date.now(), desativado_em: null, empresa_nome: 'Sol Nascente Energia Ltda', empresa_status: 'aprovado',
      };
    });
  });
}

describe("'Equipe' (issue 29)", () => {
  it('the titular invites a vendedor (a bad e-mail refused first), sees the invitation pending, changes a gestor\'s role, deactivates and reactivates it', async () => {
    const page = await pages.open('desktop');
    await signInAsDemo(page, 'Integrador aprovado', '/integrator/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Equipe' }).first().click();
    await page.getByRole('heading', { name: 'Equipe', level: 1 }).waitFor();
    await memoryReady(page);
    // The seeded team: the titular (no action on its row), a gestor and two vendedores.
    await expect.poll(() => members(page).allInnerTexts()).toEqual([
      expect.stringMatching(/^Mariana Souza Lima\s+Titular\s+Ativo\s+integrador@solarcred\.demo\s+Desde \d{2}\/\d{2}\/\d{4}$/),
      expect.stringMatching(/^Paulo Henrique Duarte\s+Gestor\s+Ativo\s+gestor@solarcred\.demo/),
      expect.stringMatching(/^Rafael Nunes\s+Vendedor\s+Ativo\s+vendedor@solarcred\.demo/),
      expect.stringMatching(/^Tatiane Moreira\s+Vendedor\s+Ativo\s+vendedora@solarcred\.demo/),
    ]);
    await page.getByText(teamText.noInvitations).waitFor();
    expect(await page.getByTestId('team-size').innerText()).toBe(teamText.teamCount(4, 50));

    // A malformed e-mail: the schema's Portuguese message under the field, nothing sent.
    const email = inviteForm(page).getByLabel(teamText.emailLabel);
    await email.fill('vendas.sol.test');
    await inviteForm(page).getByRole('button', { name: teamText.sendInvite }).click();
    await inviteForm(page).getByText(validation.emailInvalid).waitFor();
    await inviteForm(page).getByText(teamText.inviteNameRequired).waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => Object.keys(window.__solarcredMemory?.snapshot.docs['convites'] ?? {}).length)).toBe(0);

    // The vendedor's invitation, with the person's name (issue 45): toast, the form cleared, listed as pending with its expiry.
    const name = inviteForm(page).getByLabel(teamText.nameLabel);
    await name.fill('Bruno Lima');
    await email.fill('Vendas@Sol.Test');
    await inviteForm(page).getByRole('radio', { name: /^Vendedor/ }).check();
    await inviteForm(page).getByRole('button', { name: teamText.sendInvite }).click();
    await expectToast(page, teamText.inviteSent('vendas@sol.test'));
    await expect.poll(() => email.inputValue()).toBe('');
    expect(await name.inputValue()).toBe('');
    await expect.poll(() => invitations(page).allInnerTexts()).toEqual([expect.stringMatching(/^Bruno Lima\s+vendas@sol\.test\s+Vendedor\s+Pendente\s+Enviado em \d{2}\/\d{2}\/\d{4} · Expira em \d{2}\/\d{2}\/\d{4}\s+Copiar link\s+Reenviar$/)]);
    expect(await page.getByTestId('team-size').innerText()).toBe(teamText.teamCount(5, 50));

    // The same e-mail again: the domain's refusal under the field, focused.
    await name.fill('Bruno Lima');
    await email.fill('vendas@sol.test');
    await inviteForm(page).getByRole('button', { name: teamText.sendInvite }).click();
    await inviteForm(page).getByText(teamText.duplicateInvite).waitFor();
    await expect.poll(() => email.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await invitations(page).count()).toBe(1);

    // Issue 45: sent again (a new e-mail, the old link dead), then a new link to copy, which opens
    // the invitation's page naming the company and the person. Still one pending invitation.
    const openInvitations = () => page.evaluate(() => Object.values(window.__solarcredMemory?.snapshot.docs['convites'] ?? {}).filter((doc) => (doc as unknown as { revogado_em: unknown }).revogado_em === null).length);
    await page.getByRole('button', { name: teamText.resendInviteLabel('vendas@sol.test') }).click();
    await expectToast(page, teamText.inviteResent('vendas@sol.test'));
    expect(await openInvitations()).toBe(1);
    expect(await page.evaluate(() => Object.keys(window.__solarcredMemory?.snapshot.docs['convites'] ?? {}).length)).toBe(2);
    await page.getByRole('button', { name: teamText.newInviteLinkLabel('vendas@sol.test') }).click();
    const issued = page.getByRole('textbox', { name: teamText.inviteLinkTitle('vendas@sol.test') });
    await issued.waitFor();
    const link = await issued.inputValue();
    expect(link).toMatch(/\/convite\/[A-Za-z0-9_-]{43}$/);
    expect(await openInvitations()).toBe(1);
    expect(await invitations(page).count()).toBe(1);
    await screenshot(page, 'team-desktop');
    // Another tab of the same browser (the demo data is the browser's), signed out.
    const invitee = await page.context().newPage();
    await invitee.goto(new URL(link).pathname);
    await invitee.getByText(invitationText.invitedBy('Sol Nascente Energia Ltda', 'Vendedor')).waitFor();
    await invitee.getByText(invitationText.greeting('Bruno Lima')).waitFor();

    // A gestor joined: listed live, with its actions; the titular has none.
    await gestorJoins(page);
    await expect.poll(() => members(page).count()).toBe(5);
    expect(await members(page).nth(4).innerText()).toMatch(/^Carla Dias\s+Gestor\s+Ativo\s+carla@sol\.test/);
    expect(await page.getByRole('button', { name: /^Alterar papel de / }).count()).toBe(4);
    expect(await members(page).nth(0).getByRole('button').count()).toBe(0);

    // Made a vendedor: the dialog offers the other role, and the list and the demo data follow.
    await page.getByRole('button', { name: teamText.changeRoleLabel('Carla Dias') }).click();
    const roleDialog = page.getByRole('alertdialog', { name: teamText.changeRoleTitle('Carla Dias') });
    expect(await roleDialog.getByRole('radio', { name: /^Vendedor/ }).isChecked()).toBe(true);
    if (process.env.SCREENSHOTS === '1') {
      await animationsSettled(page);
      await screenshot(page, 'team-role-dialog-desktop', { fullPage: false });
    }
    await roleDialog.getByRole('button', { name: teamText.changeRoleConfirm }).click();
    await expectToast(page, teamText.roleChanged);
    await expect.poll(() => members(page).nth(4).innerText()).toMatch(/^Carla Dias\s+Vendedor\s+Ativo/);
    expect(await memberDoc(page, 'u-gestor')).toMatchObject({ papel: 'vendedor', ativo: true });

    // Deactivated after its confirmation: no action left on the row.
    await page.getByRole('button', { name: teamText.deactivateLabel('Carla Dias') }).click();
    const confirm = page.getByRole('alertdialog', { name: teamText.deactivateTitle('Carla Dias') });
    await confirm.getByRole('button', { name: teamText.deactivateConfirm }).click();
    await expectToast(page, teamText.deactivateDone);
    await expect.poll(() => members(page).nth(4).innerText()).toMatch(/^Carla Dias\s+Vendedor\s+Desativado/);
    expect(await memberDoc(page, 'u-gestor')).toMatchObject({ papel: 'vendedor', ativo: false });
    // Issue 45: a deactivated member has one action left, 'Reativar', which brings it back with its role.
    expect(await members(page).nth(4).getByRole('button').allInnerTexts()).toEqual([teamText.reactivate]);
    await page.getByRole('button', { name: teamText.reactivateLabel('Carla Dias') }).click();
    const reactivate = page.getByRole('alertdialog', { name: teamText.reactivateTitle('Carla Dias') });
    await reactivate.getByText(teamText.reactivateBody('vendedor')).waitFor();
    await reactivate.getByRole('button', { name: teamText.reactivateConfirm }).click();
    await expectToast(page, teamText.reactivateDone);
    await expect.poll(() => members(page).nth(4).innerText()).toMatch(/^Carla Dias\s+Vendedor\s+Ativo/);
    expect(await memberDoc(page, 'u-gestor')).toMatchObject({ papel: 'vendedor', ativo: true, desativado_em: null });

    // On a phone, in dark mode.
    const phone = await (await pages.newContext('mobile', { colorScheme: 'dark' })).newPage();
    await signInAsDemo(phone, 'Integrador aprovado', '/integrator/team');
    await phone.getByRole('heading', { name: 'Equipe', level: 1 }).waitFor();
    await memoryReady(phone);
    await gestorJoins(phone);
    await expect.poll(() => members(phone).count()).toBe(5);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(phone, 'team-mobile-dark');
  });
});
