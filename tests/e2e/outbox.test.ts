/**
 * The demo's e-mail outbox (issue 15): after an admin moves a card, 'Caixa de saída' shows the
 * e-mail the move sent its integrator, with the deep link to the proposal, after the day's
 * late-installation e-mails the demo's daily job queued when it loaded (issue 30).
 */
import { describe, expect, it } from 'vitest';
import { expectPath, expectToast } from './support/app';
import { screenshot, usePages } from './support/browser';
import { cardIn, column, dragWithMouse, openBoard } from './support/kanban';
import { seedProposalId } from '../../web/src/backend/memory/seed-proposals';

const pages = usePages();
const joao = seedProposalId('int-aprovado', 1); // enviada, the approved integrator's

describe('Caixa de saída', () => {
  it("lists the e-mail an admin's move sent to the proposal's integrator", async () => {
    const page = await pages.open();
    await openBoard(page, 'Administrador');
    await dragWithMouse(page, cardIn(page, 'enviada', joao), column(page, 'em_analise'));
    await expectToast(page, 'Status da proposta atualizado!');

    await page.getByTestId('sidebar').getByRole('link', { name: 'Caixa de saída' }).click();
    await expectPath(page, '/admin/outbox');
    const mails = page.getByTestId('outbox-mail');
    // Newest first: the move's e-mail, then the daily job's.
    const mail = mails.first();
    await mail.waitFor();
    const withSubject = (subject: RegExp) => mails.filter({ has: page.getByTestId('outbox-subject').getByText(subject) });
    expect(await withSubject(/— Em Análise$/).count()).toBe(1);
    const digest = withSubject(/^SolarCred: resumo diário — \d+ instalaç/);
    expect(await digest.count()).toBe(1);
    expect(await digest.getByTestId('outbox-to').innerText()).toBe('admin@solarcred.demo');
    expect(await digest.getByTestId('outbox-subject').innerText()).toMatch(/^SolarCred: resumo diário — \d+ instalaç(ão atrasada|ões atrasadas)$/);
    // The late funding tranches' digest (issue 48), to the admin too.
    const fundingDigest = withSubject(/^SolarCred: resumo diário — \d+ repasses? atrasados?$/);
    expect(await fundingDigest.count()).toBe(1);
    expect(await fundingDigest.getByTestId('outbox-to').innerText()).toBe('admin@solarcred.demo');
    const ownLate = withSubject(/^SolarCred: \d+ instalaç(ão atrasada|ões atrasadas)$/).filter({ has: page.getByTestId('outbox-to').getByText('integrador@solarcred.demo', { exact: true }) });
    expect(await ownLate.count()).toBe(1);
    expect(await mail.getByTestId('outbox-to').innerText()).toBe('integrador@solarcred.demo');
    expect(await mail.getByTestId('outbox-subject').innerText()).toMatch(/^SolarCred: proposta #[A-Z0-9-]{8} de .+ — Em Análise$/);
    await mail.getByText('Ver e-mail completo').click();
    expect(await mail.getByTestId('outbox-body').innerText()).toContain(`/integrator/kanban?proposta=${joao}`);
    await screenshot(page, 'outbox-desktop');
  });
});
