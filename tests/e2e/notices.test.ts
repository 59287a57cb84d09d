/**
 * Notices on the memory backend, several people on screen at once (tabs of one context share the
 * demo data live): the admin publishes a general and a specific notice; the addressed
 * integrator's bell shows both, another approved integrator's only the general one; marking read,
 * opening a notice with its image, deleting; the image checks with the spec's texts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { notices as text, validation } from '@solarcred/domain/messages';
import { budgets } from '../budgets';
import { expectPath, expectToast, signIn, signInAsDemo } from './support/app';
import { animationsSettled, openWindow, screenshot, usePages, type ViewportChoice } from './support/browser';
import { twoPeople } from './support/two-people';

const pages = usePages();
const MB = 1024 * 1024;
const TARGET = 'Sol Nascente Energia Ltda';

const dialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog'));
const bellItems = (page: Page) => page.getByTestId('bell-notice');
const bellItem = (page: Page, title: string) => bellItems(page).filter({ hasText: title });

async function openBell(page: Page): Promise<void> {
  await page.getByTestId('notices-bell').click();
  await page.getByTestId('notices-popover').waitFor();
}

async function openNotices(admin: Page): Promise<void> {
  await signInAsDemo(admin, 'Administrador', '/admin/notices');
  await admin.getByTestId('notice-row').first().or(admin.getByTestId('notices-empty')).waitFor();
}

async function fillNotice(admin: Page, titulo: string, conteudo: string): Promise<void> {
  await admin.getByRole('button', { name: 'Novo Aviso' }).click();
  const form = dialog(admin);
  await form.getByLabel('Título').fill(titulo);
  await form.getByLabel('Conteúdo').fill(conteudo);
}

async function chooseRecipient(admin: Page, search: string, company: string): Promise<void> {
  const form = dialog(admin);
  await form.getByText('Integrador específico').click();
  await form.getByLabel('Buscar integrador aprovado').fill(search);
  await form.getByTestId('recipient-list').getByText(company, { exact: true }).click();
}

async function send(admin: Page): Promise<void> {
  await dialog(admin).getByRole('button', { name: 'Enviar Aviso' }).click();
  await expectToast(admin, text.sent);
  await dialog(admin).waitFor({ state: 'detached' });
}

/** A real PNG drawn by the page (a sunny gradient), as the bytes a file chooser would give. */
async function samplePng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 200;
    const context = canvas.getContext('2d');
    if (!context) return '';
    const gradient = context.createLinearGradient(0, 0, 480, 200);
    gradient.addColorStop(0, '#f6ad55');
    gradient.addColorStop(1, '#c05621');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 480, 200);
    context.fillStyle = '#fff';
    context.font = 'bold 32px sans-serif';
    context.fillText('Feirão Solar', 40, 110);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

describe('notices: the admin publishes, the integrators read', () => {
  it('a general and a specific notice reach the right bells live; mark read; delete removes it', async () => {
    const { admin, integrator } = await twoPeople(pages, ['admin', 'integrator'], { mode: 'tabs' });
    const other = await openWindow(integrator.context());
    await openNotices(admin);
    await signInAsDemo(integrator, 'Integrador aprovado');
    await expectPath(integrator, '/integrator/dashboard');
    await signIn(other, 'luz@solarcred.demo', 'demo123');
    await expectPath(other, '/integrator/dashboard');

    // The seed's notices: one for everyone, one for the targeted integrator; both unread.
    await expect.poll(() => integrator.getByTestId('notices-badge').innerText()).toBe('2');
    await expect.poll(() => other.getByTestId('notices-badge').innerText()).toBe('1');
    await openBell(integrator);
    await openBell(other);

    await fillNotice(admin, 'Manutenção programada', 'O portal ficará fora do ar no domingo, das 2h às 4h.');
    await send(admin);
    // Live: the integrators' open bells show it at once (the tabs share the demo data).
    const shownAt = Date.now();
    await bellItem(integrator, 'Manutenção programada').waitFor();
    await bellItem(other, 'Manutenção programada').waitFor();
    expect(Date.now() - shownAt).toBeLessThan(budgets.atOnceMs);

    await fillNotice(admin, 'Sua proposta precisa de ajuste', 'Revise a fatura de energia da proposta mais recente.');
    await chooseRecipient(admin, 'sol nas', TARGET);
    await send(admin);
    await bellItem(integrator, 'Sua proposta precisa de ajuste').waitFor();
    const row = admin.getByTestId('notice-row').filter({ hasText: 'Sua proposta precisa de ajuste' });
    expect(await row.getByTestId('notice-recipients').innerText()).toBe(`Para: ${TARGET}`);
    expect(await row.innerText()).toContain('Específico');
    expect(await admin.getByTestId('notice-row').filter({ hasText: 'Manutenção programada' }).innerText()).toContain('Geral');

    // The other approved integrator never sees the specific notice (nor the seed's specific one).
    await expect.poll(() => bellItems(other).allInnerTexts()).toHaveLength(2);
    expect((await bellItems(other).allInnerTexts()).join('\n')).not.toContain('Sua proposta precisa de ajuste');
    await expect.poll(() => integrator.getByTestId('notices-badge').innerText()).toBe('4');
    await screenshot(integrator, 'notices-bell-1280', { fullPage: false });

    // Opening an item shows the whole notice.
    await bellItem(integrator, 'Manutenção programada').click();
    await expect.poll(() => integrator.getByTestId('notice-content').innerText()).toBe('O portal ficará fora do ar no domingo, das 2h às 4h.');
    // The bell's popover closes as the notice opens; Escape is the dialog's once it has gone.
    await integrator.getByTestId('notices-popover').waitFor({ state: 'detached' });
    await integrator.keyboard.press('Escape');
    await integrator.getByRole('dialog', { name: 'Manutenção programada' }).waitFor({ state: 'detached' });

    // Mark read: one record per pair, the badge goes; marking is for this integrator only.
    await openBell(integrator);
    await integrator.getByRole('button', { name: 'Marcar como lidos' }).click();
    await expectToast(integrator, text.markedRead);
    await integrator.getByTestId('notices-badge').waitFor({ state: 'detached' });
    expect(await integrator.getByRole('button', { name: 'Marcar como lidos' }).isDisabled()).toBe(true);
    await integrator.keyboard.press('Escape');
    await integrator.getByTestId('notices-popover').waitFor({ state: 'detached' });
    const readers = await admin.evaluate(() =>
      Object.entries(window.__solarcredMemory?.snapshot.docs ?? {})
        .filter(([path]) => path.endsWith('/leituras'))
        .flatMap(([, docs]) => Object.keys(docs)),
    );
    expect(readers.sort()).toEqual(Array(4).fill('int-aprovado'));
    expect(await other.getByTestId('notices-badge').innerText()).toBe('2');

    // Delete the specific notice: it leaves the admin's list and the integrator's bell.
    await row.getByRole('button', { name: 'Excluir aviso Sua proposta precisa de ajuste' }).click();
    await dialog(admin).getByRole('button', { name: 'Excluir' }).click();
    await expectToast(admin, text.deleted);
    await row.waitFor({ state: 'detached' });
    await openBell(integrator);
    await bellItem(integrator, 'Sua proposta precisa de ajuste').waitFor({ state: 'detached' });
    await bellItem(integrator, 'Manutenção programada').waitFor();
  });

  it('the image: an 8 MB image and a PDF are refused with the spec texts; a PNG is previewed, sent and shown to the integrator', async () => {
    const { admin, integrator } = await twoPeople(pages, ['admin', 'integrator'], { mode: 'tabs' });
    await openNotices(admin);
    await fillNotice(admin, 'Feirão de kits solares', 'Condições especiais até sexta-feira.');
    const picker = dialog(admin).getByLabel('Imagem do aviso');

    await picker.setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.alloc(8 * MB) });
    await dialog(admin).getByText(validation.noticeImageSize).waitFor();
    await picker.setInputFiles({ name: 'tabela.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await dialog(admin).getByText(validation.noticeImageType).waitFor();
    expect(await dialog(admin).getByAltText('Pré-visualização da imagem do aviso').count()).toBe(0);

    await picker.setInputFiles({ name: 'feirao.png', mimeType: 'image/png', buffer: await samplePng(admin) });
    await dialog(admin).getByAltText('Pré-visualização da imagem do aviso').waitFor();
    expect(await dialog(admin).getByText(validation.noticeImageType).count()).toBe(0);
    await animationsSettled(admin);
    await screenshot(admin, 'notices-new-dialog-1280', { fullPage: false });
    await send(admin);
    await admin.getByTestId('notice-row').filter({ hasText: 'Feirão de kits solares' }).getByTestId('notice-has-image').waitFor();
    await screenshot(admin, 'notices-list-1280');

    await signInAsDemo(integrator, 'Integrador aprovado');
    await expectPath(integrator, '/integrator/dashboard');
    await openBell(integrator);
    await bellItem(integrator, 'Feirão de kits solares').click();
    const image = dialog(integrator).getByTestId('notice-image');
    await image.waitFor();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(480);
    await animationsSettled(integrator);
    await screenshot(integrator, 'notices-view-1280', { fullPage: false });
  });

  it.each<ViewportChoice>(['desktop', 'mobile'])('validation, the recipients picker and the empty state (%s)', async (viewport) => {
    const admin = await pages.open(viewport);
    await openNotices(admin);
    const suffix = viewport === 'desktop' ? '1280' : '390';

    await admin.getByRole('button', { name: 'Novo Aviso' }).click();
    await dialog(admin).getByText('Integrador específico').click();
    // Approved integrators only, ordered by name.
    const list = dialog(admin).getByTestId('recipient-list');
    await list.getByText('Luz do Cerrado Solar').waitFor();
    expect(await list.getByRole('radio').count()).toBe(2);
    expect((await list.innerText()).indexOf('Luz do Cerrado Solar')).toBeLessThan((await list.innerText()).indexOf(TARGET));
    await dialog(admin).getByRole('button', { name: 'Enviar Aviso' }).click();
    await dialog(admin).getByText(validation.noticeIntegratorRequired).waitFor();
    expect(await dialog(admin).getByText(validation.required).count()).toBe(2);
    await animationsSettled(admin);
    await screenshot(admin, `notices-validation-${suffix}`, { fullPage: false });
    await admin.keyboard.press('Escape');
    await dialog(admin).waitFor({ state: 'detached' });

    // Delete every notice: the empty state offers to create the first one.
    for (let left = await admin.getByTestId('notice-row').count(); left > 0; left--) {
      await admin.getByRole('button', { name: /^Excluir aviso / }).first().click();
      await dialog(admin).getByRole('button', { name: 'Excluir' }).click();
      await dialog(admin).waitFor({ state: 'detached' });
      await expect.poll(() => admin.getByTestId('notice-row').count()).toBe(left - 1);
    }
    await admin.getByTestId('notices-empty').waitFor();
    await screenshot(admin, `notices-empty-${suffix}`);
    await admin.getByRole('button', { name: 'Criar primeiro aviso' }).click();
    await dialog(admin).getByRole('heading', { name: 'Novo Aviso' }).waitFor();
  });
});
