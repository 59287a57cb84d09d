/**
 * Status clocks, SLAs and the WhatsApp link on the memory backend (issue 15): late cards carry
 * their 'Atrasada' label and each column's late count matches the seeded data; an admin's details
 * dialog links to wa.me with the integrator's number and a message naming the proposal; an
 * integrator sees the clock on its own proposal but no WhatsApp link.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Proposal } from '@solarcred/domain/model';
import { isLate, lateCutoffs, slaStep, type SlaSettings } from '@solarcred/domain/sla';
import { integratorWhatsappText, proposalWhatsappText, whatsappLink } from '@solarcred/domain/whatsapp';
import { expectPath, memoryReady, signInAsDemo } from './support/app';
import { usePages } from './support/browser';
import { column, openBoard } from './support/kanban';
import { seedProposalId } from '../../web/src/backend/memory/seed-proposals';

const pages = usePages();

async function stored(page: Page): Promise<{ proposals: Proposal[]; sla: SlaSettings }> {
  await memoryReady(page);
  return page.evaluate(() => {
    const docs = window.__solarcredMemory?.snapshot.docs ?? {};
    return { proposals: Object.values(docs['propostas'] ?? {}), sla: docs['config']?.['sla'] } as unknown as { proposals: Proposal[]; sla: SlaSettings };
  });
}

const lateLabel = (count: number) => `${count} ${count === 1 ? 'atrasada' : 'atrasadas'}`;

describe('status clocks and SLAs', () => {
  it('highlights late cards and counts the late proposals of each column', async () => {
    const page = await pages.open('desktop');
    await openBoard(page, 'Administrador');
    const { proposals, sla } = await stored(page);
    const cutoffs = lateCutoffs(sla.horas, slaStep(Date.now()));
    const withSla = Object.keys(cutoffs) as (keyof typeof cutoffs)[];
    expect(withSla).toContain('enviada');

    for (const status of withSla) {
      const late = proposals.filter((p) => p.status === status && isLate(p, cutoffs)).length;
      const badge = column(page, status).getByTestId('column-late-count');
      if (late === 0) await expect.poll(() => badge.count()).toBe(0);
      else await expect.poll(() => badge.textContent()).toBe(lateLabel(late));
    }

    // Cards on screen: the late ones carry the label, the others only their clock.
    const sent = column(page, 'enviada');
    const shownIds = await sent.getByTestId('board-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-id') ?? ''));
    const byId = new Map(proposals.map((p) => [p.id, p]));
    const lateId = shownIds.find((id) => { const p = byId.get(id); return p && isLate(p, cutoffs); });
    const onTimeId = shownIds.find((id) => { const p = byId.get(id); return p && !isLate(p, cutoffs); });
    if (!lateId || !onTimeId) throw new Error('the seed should show late and on-time cards in "Proposta Enviada"');
    const clockOf = (id: string) => sent.locator(`[data-testid="board-card"][data-id="${id}"]`).getByTestId('status-clock');
    expect(await clockOf(lateId).getAttribute('data-late')).toBe('true');
    expect(await clockOf(lateId).innerText()).toMatch(/^Atrasada\s*·\s*há \d+ dias$/);
    expect(await clockOf(onTimeId).getAttribute('data-late')).toBeNull();
    expect(await clockOf(onTimeId).innerText()).toMatch(/^há \d+ horas?$/);
  });

  it('loads the admin board with one count per SLA column on top of the windows, the counters and config/sla', async () => {
    const page = await pages.open('desktop');
    await openBoard(page, 'Administrador');
    const { proposals, sla } = await stored(page);
    const cutoffs = lateCutoffs(sla.horas, slaStep(Date.now()));
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // The dashboard's own reads end with its late-installations count (a query answered after a pause): wait for it, or it lands after the reset.
    await page.getByTestId('late-installations-count').getByText(/instalaç(ão|ões) atrasadas?/).waitFor();
    await page.evaluate(() => window.__solarcredMemory?.resetReads());
    await page.getByRole('link', { name: 'Kanban de Propostas' }).first().click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="column-count"]').length === 7 && !document.querySelector('[aria-label="Carregando"]'));
    const columns = [...new Set(proposals.map((p) => p.status))];
    const windows = columns.reduce((sum, status) => sum + Math.min(50, proposals.filter((p) => p.status === status).length), 0);
    const counted = Object.keys(cutoffs).filter((status) => proposals.some((p) => p.status === status)).length;
    const expected = windows + 1 + 1 + counted;
    const lateColumns = Object.keys(cutoffs).filter((status) => proposals.some((p) => p.status === status && isLate(p, cutoffs))).length;
    await expect.poll(() => page.getByTestId('column-late-count').count()).toBe(lateColumns);
    await expect.poll(() => page.evaluate(() => window.__solarcredMemory?.reads)).toBe(expected);
    // Nothing more arrives once every badge is shown (a count that read the cards would overshoot).
    await page.getByTestId('last-updated').filter({ hasText: 'Última atualização' }).waitFor();
    expect(await page.evaluate(() => window.__solarcredMemory?.reads)).toBe(expected);
    console.log(`reads per admin board load: ${expected} (windows ${windows} + counters 1 + config/sla 1 + late counts ${counted})`);
  });

  it('gives admins a WhatsApp link with the integrator\'s number and the proposal in the text; integrators only the clock', async () => {
    const admin = await pages.open('desktop');
    await signInAsDemo(admin, 'Administrador');
    await expectPath(admin, '/admin/dashboard');
    const id = seedProposalId('int-aprovado', 1);
    const proposal = (await stored(admin)).proposals.find((p) => p.id === id);
    if (!proposal) throw new Error(`no seeded proposal ${id}`);
    await admin.goto(`/admin/proposals?proposta=${id}`);
    const link = admin.getByRole('dialog').getByRole('link', { name: 'Falar no WhatsApp' });
    await link.waitFor();
    // The seeded integrator's phone is (11) 98765-4321.
    expect(await link.getAttribute('href')).toBe(`https://wa.me/5511987654321?text=${encodeURIComponent(proposalWhatsappText(id, proposal.cliente_nome))}`);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect((await link.getAttribute('rel'))?.split(' ')).toContain('noopener');
    await admin.getByRole('dialog').getByTestId('status-clock').waitFor();

    // The integrator details ('Gerenciar Integradores') hold the phone already.
    await admin.goto('/admin/integrators');
    await admin.getByRole('row', { name: /Raio de Sol Instalações/ }).getByRole('button', { name: 'Detalhes' }).click();
    const record = await admin.evaluate(() =>
      Object.values(window.__solarcredMemory?.snapshot.docs['integradores'] ?? {}).find((i) => i['nome_empresa'] === 'Raio de Sol Instalações'),
    ) as { telefone?: string; nome_empresa: string } | undefined;
    const expected = whatsappLink(record?.telefone, integratorWhatsappText('Raio de Sol Instalações'));
    expect(expected).toMatch(/^https:\/\/wa\.me\/55\d{10,11}\?text=/);
    expect(await admin.getByRole('dialog').getByRole('link', { name: 'Falar no WhatsApp' }).getAttribute('href')).toBe(expected);

    const integrator = await pages.open('mobile');
    await signInAsDemo(integrator, 'Integrador aprovado', `/integrator/kanban?proposta=${id}`);
    await integrator.getByRole('dialog').getByTestId('status-clock').waitFor();
    await integrator.getByRole('dialog').getByRole('tab', { name: 'Proposta' }).waitFor();
    expect(await integrator.getByRole('dialog').getByRole('link', { name: 'Falar no WhatsApp' }).count()).toBe(0);
  });
});
