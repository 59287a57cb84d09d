/**
 * The demo's e-mail outbox (issue 15): after an admin moves a card, 'Caixa de saída' shows the
 * e-mail the move sent its integrator, with the deep link to the proposal.
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
    const mail = page.getByTestId('outbox-mail').first();
    await mail.waitFor();
    expect(await page.getByTestId('outbox-mail').count()).toBe(1);
    expect(await mail.getByTestId('outbox-to').innerText()).toBe('integrador@solarcred.demo');
    expect(await mail.getByTestId('outbox-subject').innerText()).toMatch(/^SolarCred: proposta #[A-Z0-9-]{8} de .+ — Em Análise$/);
    await mail.getByText('Ver e-mail completo').click();
    expect(await mail.getByTestId('outbox-body').innerText()).toContain(`/integrator/kanban?proposta=${joao}`);
    await screenshot(page, 'outbox-desktop');
  });
});
