/**
 * Two people of one company (issue 29), live, on the memory backend (two tabs over the same demo
 * data): the titular invites a vendedor from 'Equipe'; the vendedor opens the e-mail's link,
 * creates the account there, joins and submits a proposal; the titular's board shows it live
 * under 'Todas' (not under 'Minhas'), the vendedor's board shows only its own, without the
 * titular's pages; the titular deactivates the vendedor, whose open tab loses access at once.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposals as proposalsText } from '../../domain/src/messages';
import { invitationText } from '../../domain/src/team/invitation-text';
import { teamText } from '../../domain/src/team/team-text';
import { createTestFiles, type TestFiles } from './fixtures/files';
import { client, fillBanking, finishButton, reachBanking, wizardPath } from './fixtures/proposal-wizard';
import { confirmEmail, invitationPath } from './fixtures/invitation';
import { tickTerms } from './fixtures/consent';
import { expectPath, expectToast, memoryReady, signInAsDemo } from './support/app';
import { screenshot, usePages } from './support/browser';
import { twoPeople } from './support/two-people';

const pages = usePages();
let files: TestFiles;
beforeAll(() => {
  files = createTestFiles();
});
afterAll(() => files.remove());

const sellerEmail = 'vendas.equipe@parceiro.com.br';
const cards = (page: Page) => page.getByTestId('board-card');
const cardOf = (page: Page, name: string) => cards(page).filter({ hasText: name });
const sidebarLink = (page: Page, name: string) => page.getByTestId('sidebar').getByRole('link', { name });

/** The token the invitation's e-mail carries (the demo outbox holds the e-mail, mail/convite_equipe_{hash}). */
async function mailedToken(page: Page): Promise<string> {
  const mails = await page.evaluate(() => JSON.stringify(Object.entries(window.__solarcredMemory?.snapshot.docs['mail'] ?? {}).filter(([id]) => id.startsWith('convite_equipe_'))));
  const token = /\/convite\/([A-Za-z0-9_-]{20,})/.exec(mails)?.[1];
  if (!token) throw new Error('no invitation e-mail in the demo outbox');
  return token;
}

describe('a company of two people (issue 29)', () => {
  it('the titular invites, the vendedor joins and submits; the titular sees it live under Todas, the vendedor only its own; deactivation ends the open tab', async () => {
    const { titular, seller } = await twoPeople(pages, ['titular', 'seller'], { mode: 'tabs' });

    // The titular invites from 'Equipe'.
    await signInAsDemo(titular, 'Integrador aprovado', '/integrator/team');
    await titular.getByRole('heading', { name: 'Equipe', level: 1 }).waitFor();
    const form = titular.getByRole('form', { name: teamText.inviteTitle });
    await form.getByLabel(teamText.nameLabel).fill('Bruno Lima');
    await form.getByLabel(teamText.emailLabel).fill(sellerEmail);
    await form.getByRole('radio', { name: /^Vendedor/ }).check();
    await form.getByRole('button', { name: teamText.sendInvite }).click();
    await expectToast(titular, teamText.inviteSent(sellerEmail));
    await memoryReady(titular);
    const token = await mailedToken(titular);

    // The vendedor opens the link: it names the company, the person and the role (issue 45); it creates the account on the page and joins.
    await seller.goto(invitationPath(token));
    await seller.getByText(invitationText.invitedBy('Sol Nascente Energia Ltda', 'Vendedor')).waitFor();
    await seller.getByText(invitationText.greeting('Bruno Lima')).waitFor();
    const signUp = seller.getByRole('form', { name: 'Criar conta' });
    await signUp.getByLabel('E-mail').fill(sellerEmail);
    await signUp.getByLabel(/^Senha/).fill('segredo1');
    await signUp.getByLabel(/^Confirmar senha/).fill('segredo1');
    await tickTerms(signUp);
    await signUp.getByRole('button', { name: 'Criar conta' }).click();
    await seller.getByText(sellerEmail, { exact: true }).waitFor();
    // The address confirmed, as its e-mail's link does (issue 45).
    await confirmEmail(seller);
    await tickTerms(seller);
    await seller.getByRole('button', { name: invitationText.accept }).click();
    await expectToast(seller, invitationText.joined);
    await expectPath(seller, '/integrator/dashboard');
    // A vendedor's sidebar has no titular pages (its own customer links it has: issue 45); its dashboard has no 'Todas / Minhas'.
    await sidebarLink(seller, 'Subir Proposta').waitFor();
    for (const name of ['Equipe', 'Cashback']) expect(await sidebarLink(seller, name).count()).toBe(0);
    expect(await sidebarLink(seller, 'Gerar Link de Proposta').count()).toBe(1);
    // Its own 'Meu Perfil' (issue 45).
    expect(await sidebarLink(seller, 'Meu Perfil').count()).toBe(1);
    expect(await seller.getByTestId('scope-switch').count()).toBe(0);

    // The titular's board, open while the vendedor submits: every proposal of the company.
    await titular.goto('/integrator/kanban');
    await cards(titular).first().waitFor();
    const before = await cards(titular).count();
    expect(await cardOf(titular, client.nome).count()).toBe(0);

    await seller.goto(wizardPath);
    await seller.getByRole('heading', { level: 1, name: 'Subir Proposta' }).waitFor();
    await reachBanking(seller, files);
    await fillBanking(seller, files);
    await finishButton(seller).click();
    await expectToast(seller, proposalsText.sent);

    // Live on the titular's board under 'Todas', signed by the vendedor; gone under 'Minhas'.
    await cardOf(titular, client.nome).waitFor();
    expect(await cardOf(titular, client.nome).innerText()).toContain(teamText.createdByLabel);
    await expect.poll(() => cards(titular).count()).toBe(before + 1);
    await screenshot(titular, 'team-titular-board-todas');
    await titular.getByTestId('scope-switch').getByRole('button', { name: 'Minhas' }).click();
    await expect.poll(() => cardOf(titular, client.nome).count()).toBe(0);
    expect(new URL(titular.url()).search).toBe('?propostas=minhas');

    // The vendedor's board: its one proposal, nothing else of the company.
    await seller.goto('/integrator/kanban');
    await cardOf(seller, client.nome).waitFor();
    await expect.poll(() => cards(seller).count()).toBe(1);
    expect(await seller.getByTestId('scope-switch').count()).toBe(0);
    // A titular's page typed by a vendedor leads home.
    await seller.goto('/integrator/cashback');
    await expectPath(seller, '/integrator/dashboard');

    // The titular deactivates the vendedor: the vendedor's open tab is signed out with the reason.
    await titular.goto('/integrator/team');
    const row = titular.getByTestId('member-row').filter({ hasText: sellerEmail });
    await row.getByRole('button', { name: /^Desativar / }).click();
    await titular.getByRole('alertdialog', { name: /^Desativar / }).getByRole('button', { name: teamText.deactivateConfirm }).click();
    await expectToast(titular, teamText.deactivateDone);
    await expectToast(seller, teamText.deactivated);
    await expectPath(seller, '/auth');
  });
});
