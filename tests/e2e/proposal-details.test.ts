/**
 * The proposal details dialog and the document viewer on the memory backend, opened by deep link
 * (`?proposta={id}`, served by both area layouts): tabs and fields, history with 'Carregar mais',
 * the viewer's zoom limits, pan, image and PDF, the admin's edit with its toasts, and an
 * integrator who sees its own proposal read-only and cannot open another integrator's.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatBRL } from '@solarcred/domain/format';
import { proposalDetailsText, proposals as proposalsText, transfersText } from '@solarcred/domain/messages';
import type { Proposal } from '@solarcred/domain/model';
import { shortId } from '@solarcred/domain/proposal-status';
import { expectPath, expectToast, signInAsDemo } from './support/app';
import { blocking, report, scanPage } from './support/axe';
import { animationsSettled, screenshot, usePages, type ViewportChoice } from './support/browser';
import { seedProposalId } from '../../web/src/backend/memory/seed-proposals';
import { detailsTabs } from '../../web/src/features/proposals/details/texts';
import { cardIn } from './support/kanban';
import { transfers } from '@solarcred/domain/constants';

const pages = usePages();

/** Seeded: owned by the approved demo integrator, 'Pendente Correção' with a reason, no payslip, 2 comments. */
const ownProposalId = seedProposalId('int-aprovado', 5);
/** Seeded: owned by the other approved integrator. */
const otherProposalId = seedProposalId('int-aprovado-2', 2);

const dialog = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('tablist') }).or(page.getByRole('dialog', { name: 'Proposta' }));
const viewerDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('toolbar', { name: 'Controles do visualizador' }) });
const zoomText = (page: Page) => page.getByTestId('viewer-zoom');

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  await animationsSettled(page);
  await screenshot(page, name, { fullPage: false });
}

async function signedIn(label: 'Administrador' | 'Integrador aprovado', viewport: ViewportChoice = 'desktop'): Promise<Page> {
  const page = await pages.open(viewport);
  await signInAsDemo(page, label);
  await expectPath(page, label === 'Administrador' ? '/admin/dashboard' : '/integrator/dashboard');
  return page;
}

async function storedProposal(page: Page, id: string): Promise<Proposal> {
  const found = await page.evaluate((key) => window.__solarcredMemory?.snapshot.docs['propostas']?.[key] ?? null, id);
  if (!found) throw new Error(`no seeded proposal ${id}`);
  return found as unknown as Proposal;
}

/** The value shown next to a label of the details' field lists. */
function field(page: Page, label: string) {
  return dialog(page).locator(`xpath=//dt[normalize-space(.)="${label}"]/following-sibling::dd[1]`);
}

async function openTab(page: Page, name: RegExp): Promise<void> {
  await dialog(page).getByRole('tab', { name }).click();
  await expect.poll(() => dialog(page).getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
}

describe('proposal details: deep link and tabs (admin)', () => {
  it('?proposta={id} opens the dialog on any page of the area; closing removes the parameter', async () => {
    const page = await signedIn('Administrador');
    const proposal = await storedProposal(page, ownProposalId);
    await page.goto(`/admin/dashboard?proposta=${ownProposalId}`);
    await expect.poll(() => dialog(page).getByRole('heading', { name: proposal.cliente_nome }).isVisible()).toBe(true);

    await dialog(page).getByRole('button', { name: 'Fechar' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).searchParams.has('proposta')).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
  });

  it('Proposta shows value, status, time in status, date, integrator, priority, short id, credit line, comments and the reason', async () => {
    const page = await signedIn('Administrador');
    const proposal = await storedProposal(page, ownProposalId);
    await page.goto(`/admin/proposals?proposta=${ownProposalId}`);
    await dialog(page).getByTestId('proposal-tab').waitFor();

    expect(await dialog(page).getByTestId('details-status').innerText()).toBe('Pendente Correção');
    expect(await field(page, 'Valor da proposta').innerText()).toBe(formatBRL(proposal.valor_proposta));
    expect(await field(page, 'Status').innerText()).toBe('Pendente Correção');
    expect(await field(page, 'Neste status há').innerText()).toMatch(/^\d+ (minutos?|horas?|dias?)$/);
    expect(await field(page, 'Empresa').innerText()).toBe(proposal.integrador.nome_empresa);
    expect(await field(page, 'E-mail').innerText()).toBe(proposal.integrador.email);
    expect(await field(page, 'Criada por').innerText()).toBe('Mariana Souza Lima');
    expect(await field(page, 'Prioridade').innerText()).toBe('Média');
    expect(await field(page, 'ID').innerText()).toBe(shortId(proposal.id));
    expect(await field(page, 'Linha de crédito').innerText()).toBe('Financiamento Solar Tradicional');
    expect(await field(page, 'Comentários').innerText()).toBe(String(proposal.comentarios_count));
    expect(await dialog(page).getByTestId('status-reason').innerText()).toContain(proposal.status_motivo ?? '(no reason seeded)');
    await shot(page, 'proposal-details-admin-desktop');

    await openTab(page, /^Documentos/);
    const documents = dialog(page).getByRole('list', { name: 'Documentos do cliente' });
    expect(await documents.getByRole('button', { name: /^Visualizar/ }).count()).toBe(2);
    expect(await documents.getByRole('listitem').filter({ hasText: 'Holerite' }).innerText()).toContain('Não enviado');

    await openTab(page, /^Comentários/);
    // The comments themselves are tests/e2e/comments.test.ts's; here: the tab holds them, one per stored count.
    const comments = dialog(page).getByRole('tabpanel').getByRole('list', { name: 'Comentários' }).getByRole('listitem');
    await expect.poll(() => comments.count()).toBe(proposal.comentarios_count);
  });

  it('Histórico lists every change newest first with reason and who, and loads more when long', async () => {
    const page = await signedIn('Administrador');
    await page.goto(`/admin/proposals?proposta=${ownProposalId}`);
    await openTab(page, /^Histórico/);
    const items = dialog(page).getByRole('list', { name: 'Histórico da proposta' }).getByRole('listitem');
    await expect.poll(() => items.count()).toBe(3);
    const newest = await items.first().innerText();
    expect(newest).toContain('Em Análise → Pendente Correção');
    expect(newest).toContain('por você');
    expect(newest).toContain('Motivo: A fatura de energia está ilegível');
    expect(await items.last().innerText()).toContain('pelo integrador');

    // 25 older entries: the first window shows 20, 'Carregar mais' shows all 28.
    await page.evaluate((id) => {
      window.__solarcredMemory?.update((state) => {
        const path = `propostas/${id}/historico`;
        const history = (state.docs[path] ??= {});
        for (let i = 0; i < 25; i++) history[`old-${i}`] = { id: `old-${i}`, de: 'enviada', para: 'em_analise', por: 'admin-demo', motivo: null, em: Date.UTC(2025, 0, 1 + i) };
      });
    }, ownProposalId);
    await expect.poll(() => items.count()).toBe(20);
    expect(await items.first().innerText()).toContain('Em Análise → Pendente Correção');
    await dialog(page).getByRole('button', { name: 'Carregar mais' }).click();
    await expect.poll(() => items.count()).toBe(28);
    expect(await dialog(page).getByRole('button', { name: 'Carregar mais' }).count()).toBe(0);
  });

  it('a missing proposal says so', async () => {
    const page = await signedIn('Administrador');
    await page.goto('/admin/proposals?proposta=nao-existe');
    await expect.poll(() => dialog(page).getByRole('alert').innerText()).toContain(proposalDetailsText.notFound);
  });
});

describe('document viewer', () => {
  it('shows an image, zooms 25 %–300 % in 25 % steps, resets, pans, and revokes its URL on close', async () => {
    const page = await signedIn('Administrador');
    await page.goto(`/admin/proposals?proposta=${ownProposalId}`);
    await openTab(page, /^Documentos/);
    await dialog(page).getByRole('button', { name: 'Visualizar RG/CPF do cliente' }).click();

    const viewer = viewerDialog(page);
    const image = viewer.getByRole('img', { name: 'RG/CPF do cliente' });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
    const url = await image.getAttribute('src');
    expect(url).toMatch(/^blob:/);
    expect(await zoomText(page).innerText()).toBe('100%');

    const zoomOut = viewer.getByRole('button', { name: 'Diminuir zoom' });
    const zoomIn = viewer.getByRole('button', { name: 'Aumentar zoom' });
    for (const expected of ['75%', '50%', '25%']) {
      await zoomOut.click();
      await expect.poll(() => zoomText(page).innerText()).toBe(expected);
    }
    expect(await zoomOut.isDisabled()).toBe(true);

    await viewer.getByRole('button', { name: 'Restaurar zoom (100%)' }).click();
    await expect.poll(() => zoomText(page).innerText()).toBe('100%');
    for (let step = 0; step < 8; step++) await zoomIn.click();
    await expect.poll(() => zoomText(page).innerText()).toBe('300%');
    expect(await zoomIn.isDisabled()).toBe(true);
    await shot(page, 'proposal-viewer-300-desktop');

    // The content is three frames wide; dragging moves it, and so do the keys.
    const frame = viewer.getByTestId('viewer-frame');
    const ratio = await frame.evaluate((el) => (el.firstElementChild as HTMLElement).offsetWidth / el.clientWidth);
    expect(ratio).toBeCloseTo(3, 1);
    const scroll = () => frame.evaluate((el) => ({ left: el.scrollLeft, top: el.scrollTop }));
    const before = await scroll();
    const box = await frame.boundingBox();
    if (!box) throw new Error('the frame is not on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 - 80, { steps: 5 });
    await page.mouse.up();
    const after = await scroll();
    expect(after.left - before.left).toBeCloseTo(120, -1);
    expect(after.top - before.top).toBeCloseTo(80, -1);

    await frame.focus();
    await page.keyboard.press('-');
    await expect.poll(() => zoomText(page).innerText()).toBe('275%');
    await page.keyboard.press('0');
    await expect.poll(() => zoomText(page).innerText()).toBe('100%');
    await shot(page, 'proposal-viewer-image-desktop');

    expect(await viewer.getByRole('link', { name: 'Baixar' }).getAttribute('download')).toMatch(/^anexo_rg_cpf_\d+\.png$/);
    expect(await viewer.getByRole('link', { name: 'Abrir em nova aba' }).getAttribute('target')).toBe('_blank');

    await viewer.getByRole('button', { name: 'Fechar' }).click();
    await viewer.waitFor({ state: 'detached' });
    const revoked = await page.evaluate((blobUrl) => fetch(blobUrl ?? '').then(() => false, () => true), url);
    expect(revoked).toBe(true);
    // Escape closed only the viewer's layer: the details stay open.
    expect(await dialog(page).isVisible()).toBe(true);
  });

  it('shows a PDF in a frame', async () => {
    const page = await signedIn('Administrador');
    await page.goto(`/admin/proposals?proposta=${ownProposalId}`);
    await openTab(page, /^Documentos/);
    await dialog(page).getByRole('button', { name: 'Visualizar Fatura de energia' }).click();
    const pdf = viewerDialog(page).locator('object[type="application/pdf"]');
    await expect.poll(() => pdf.getAttribute('data')).toMatch(/^blob:/);
    expect(await pdf.getAttribute('aria-label')).toBe('Fatura de energia');
    expect(await viewerDialog(page).getByRole('link', { name: 'Baixar' }).getAttribute('download')).toMatch(/\.pdf$/);
    await shot(page, 'proposal-viewer-pdf-desktop');
  });

  it('a document that does not arrive in time says so, and Tentar novamente loads it', async () => {
    const page = await signedIn('Administrador');
    await page.clock.install();
    await page.goto(`/admin/proposals?proposta=${ownProposalId}`);
    await openTab(page, /^Documentos/);
    await page.evaluate(() => window.__solarcredMemory?.failNext('stall:download'));
    await dialog(page).getByRole('button', { name: 'Visualizar Fatura de energia' }).click();
    const viewer = viewerDialog(page);
    await viewer.getByRole('toolbar', { name: 'Controles do visualizador' }).waitFor();
    await page.clock.runFor(transfers.downloadTimeoutMs + 1_000);
    const alert = viewer.getByRole('alert');
    await alert.getByRole('button', { name: transfersText.retry }).waitFor();
    await shot(page, 'proposal-viewer-timeout-desktop');
    await alert.getByRole('button', { name: transfersText.retry }).click();
    await expect.poll(() => viewer.locator('object[type="application/pdf"]').getAttribute('data')).toMatch(/^blob:/);
    expect(await viewer.getByRole('alert').count()).toBe(0);
  });

  it('fits a phone screen', async () => {
    const page = await signedIn('Administrador', 'mobile');
    await page.goto(`/admin/proposals?proposta=${ownProposalId}`);
    await dialog(page).getByTestId('proposal-tab').waitFor();
    await shot(page, 'proposal-details-admin-mobile');
    // The tabs (six since 'Instalação') stay on one line (the list scrolls sideways) rather than wrapping.
    const tabTops = await dialog(page).getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    expect(tabTops.length).toBe(detailsTabs.length);
    expect(new Set(tabTops).size).toBe(1);
    await openTab(page, /^Pendências/);
    await openTab(page, /^Documentos/);
    await dialog(page).getByRole('button', { name: 'Visualizar RG/CPF do cliente' }).click();
    const frame = viewerDialog(page).getByTestId('viewer-frame');
    await viewerDialog(page).getByRole('img', { name: 'RG/CPF do cliente' }).waitFor();
    const box = await frame.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
    await shot(page, 'proposal-viewer-image-mobile');
  });
});

describe('admin edit of priority and value', () => {
  it('saves through the callable with "Dados atualizados!", live in the fields and the history', async () => {
    const page = await signedIn('Administrador');
    await page.goto(`/admin/proposals?proposta=${ownProposalId}`);
    const form = dialog(page).getByRole('form', { name: 'Editar proposta' });
    await form.getByLabel('Prioridade').selectOption('baixa');
    const seeded = await storedProposal(page, ownProposalId);
    const value = form.getByLabel('Valor da proposta');
    await value.fill('30000');
    expect(await value.inputValue()).toBe('R$ 30.000');
    await value.blur();
    expect(await value.inputValue()).toBe('R$ 30.000,00');
    await form.getByRole('button', { name: 'Salvar alterações' }).click();
    await expectToast(page, proposalsText.dataUpdated);
    await expect.poll(() => field(page, 'Valor da proposta').innerText()).toBe('R$ 30.000,00');
    expect(await field(page, 'Prioridade').innerText()).toBe('Baixa');
    const stored = await storedProposal(page, ownProposalId);
    expect([stored.prioridade, stored.valor_proposta]).toEqual(['baixa', 3_000_000]);

    await openTab(page, /^Histórico/);
    const newest = dialog(page).getByRole('list', { name: 'Histórico da proposta' }).getByRole('listitem').first();
    await expect.poll(() => newest.innerText()).toContain('Dados atualizados');
    const text = await newest.innerText();
    expect(text).toContain('Prioridade: Média → Baixa');
    expect(text).toContain(`Valor da proposta: ${formatBRL(seeded.valor_proposta)} → R$ 30.000,00`);
    expect(text).toContain('por você');
  });

  it('a failed save says "Erro ao atualizar proposta" and keeps the stored values', async () => {
    const page = await signedIn('Administrador');
    await page.goto(`/admin/proposals?proposta=${ownProposalId}`);
    const form = dialog(page).getByRole('form', { name: 'Editar proposta' });
    await form.getByLabel('Prioridade').selectOption('alta');
    await page.evaluate(() => window.__solarcredMemory?.failNext('editProposal'));
    await form.getByRole('button', { name: 'Salvar alterações' }).click();
    await expectToast(page, proposalsText.updateFailure);
    expect((await storedProposal(page, ownProposalId)).prioridade).toBe('media');
  });
});

describe('integrator', () => {
  it('sees its own proposal, reason and documents, without edit controls', async () => {
    const page = await signedIn('Integrador aprovado');
    const proposal = await storedProposal(page, ownProposalId);
    await page.goto(`/integrator/kanban?proposta=${ownProposalId}`);
    await dialog(page).getByTestId('proposal-tab').waitFor();
    expect(await dialog(page).getByRole('heading', { name: proposal.cliente_nome }).isVisible()).toBe(true);
    expect(await dialog(page).getByTestId('status-reason').innerText()).toContain(proposal.status_motivo ?? '(no reason seeded)');
    expect(await dialog(page).getByRole('form', { name: 'Editar proposta' }).count()).toBe(0);
    expect(await dialog(page).getByRole('button', { name: 'Salvar alterações' }).count()).toBe(0);
    await shot(page, 'proposal-details-integrator-desktop');

    await openTab(page, /^Histórico/);
    const items = dialog(page).getByRole('list', { name: 'Histórico da proposta' }).getByRole('listitem');
    await expect.poll(() => items.count()).toBe(3);
    expect(await items.first().innerText()).toContain('por um administrador');
    expect(await items.last().innerText()).toContain('por você');

    await openTab(page, /^Documentos/);
    await dialog(page).getByRole('button', { name: 'Visualizar RG/CPF do cliente' }).click();
    await expect.poll(() => viewerDialog(page).getByRole('img', { name: 'RG/CPF do cliente' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  });

  it("the first 'Ver Detalhes' on a 'Pendente Correção' card opens the details, and focus moved by a script does not close them", async () => {
    const page = await signedIn('Integrador aprovado');
    await page.goto('/integrator/kanban');
    await cardIn(page, 'pendente_correcao', ownProposalId).waitFor();
    const proposal = await storedProposal(page, ownProposalId);
    const details = cardIn(page, 'pendente_correcao', ownProposalId).getByRole('button', { name: `Ver Detalhes: ${proposal.cliente_nome}` });
    // Held before opening: the open modal hides the page behind it from role queries.
    const trigger = await details.elementHandle();
    await details.click();
    await dialog(page).getByTestId('proposal-tab').waitFor();
    // What StrictMode's restarted focus trap did in `npm run demo`: focus handed back to the trigger.
    await trigger?.evaluate((button) => (button as HTMLElement).focus());
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
    expect(await dialog(page).isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('proposta')).toBe(ownProposalId);
    // The person still closes it.
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.get('proposta')).toBeNull();
  });

  it("cannot open another integrator's proposal", async () => {
    const page = await signedIn('Integrador aprovado');
    await page.goto(`/integrator/kanban?proposta=${otherProposalId}`);
    await expect.poll(() => dialog(page).getByRole('alert').innerText()).toContain(proposalDetailsText.forbidden);
    expect(await dialog(page).getByRole('tablist').count()).toBe(0);
    await shot(page, 'proposal-details-forbidden-desktop');
  });
});

describe('accessibility (axe, WCAG 2.1 AA)', () => {
  it.each(['desktop', 'mobile'] as const)('the dialog, its history and the viewer pass on %s', async (viewport) => {
    const page = await signedIn('Administrador', viewport);
    await page.goto(`/admin/proposals?proposta=${ownProposalId}`);
    await dialog(page).getByTestId('proposal-tab').waitFor();
    const failing = async () => blocking(await scanPage(page));
    expect(report(await failing())).toBe('');
    await openTab(page, /^Histórico/);
    await dialog(page).getByRole('list', { name: 'Histórico da proposta' }).waitFor();
    expect(report(await failing())).toBe('');
    await openTab(page, /^Documentos/);
    await dialog(page).getByRole('button', { name: 'Visualizar RG/CPF do cliente' }).click();
    await viewerDialog(page).getByRole('img', { name: 'RG/CPF do cliente' }).waitFor();
    expect(report(await failing())).toBe('');
  });
});
