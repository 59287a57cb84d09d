/**
 * 'Meu Perfil', admin settings and admin profile on the memory backend: the photo cropper end to
 * end (pick, zoom, rotate, apply, the sidebar shows it, after a reload too), the photo checks,
 * dark mode remembered, the admin's switches saved, and 'Trocar Senha'.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountSettings, profilePage } from '@solarcred/domain/messages';
import { expectPath, expectToast, signIn, signInAsDemo, type DemoLabel } from './support/app';
import { animationsSettled, screenshot, usePages, type ViewportChoice } from './support/browser';

const pages = usePages();

async function openAs(label: DemoLabel, landing: string, path: string, viewport: ViewportChoice = 'desktop'): Promise<Page> {
  const page = await pages.open(viewport);
  await signInAsDemo(page, label, path);
  return page;
}

const openProfile = async (viewport: ViewportChoice = 'desktop') => {
  const page = await openAs('Integrador aprovado', '/integrator/dashboard', '/integrator/profile', viewport);
  await page.getByRole('heading', { name: 'Meu Perfil', level: 1 }).waitFor();
  return page;
};

/** A 600×600 PNG (larger than the crop circle, as photos are), left half red and right half blue. */
async function halvesPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 600;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.fillStyle = '#ff0000';
    ctx.fillRect(0, 0, 300, 600);
    ctx.fillStyle = '#0000ff';
    ctx.fillRect(300, 0, 300, 600);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** RGB of pixels of the image an <img> shows, read through a canvas at its natural size. */
async function pixels(page: Page, selector: string, points: readonly [number, number][]) {
  return page.locator(selector).evaluate(async (img: HTMLImageElement, at) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.drawImage(img, 0, 0);
    return {
      size: [img.naturalWidth, img.naturalHeight],
      rgb: at.map(([x, y]) => Array.from(ctx.getImageData(x, y, 1, 1).data.slice(0, 3))),
    };
  }, points);
}

const sidebarPhoto = (page: Page) => page.getByTestId('sidebar').getByTestId('sidebar-photo');

describe("'Meu Perfil': the profile photo", () => {
  it('a PNG is cropped with zoom and rotation, uploaded as a 300×300 JPEG, shown in the sidebar, also after a reload', async () => {
    const page = await openProfile();
    await expect.poll(() => sidebarPhoto(page).getAttribute('data-photo')).toBe('initials');
    expect((await sidebarPhoto(page).innerText()).trim()).toBe('SE');

    await page.getByTestId('photo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await halvesPng(page) });
    const dialog = page.getByRole('dialog', { name: 'Ajustar Foto de Perfil' });
    await dialog.waitFor();
    await dialog.getByRole('img', { name: 'Pré-visualização da foto' }).waitFor();

    // Zoom 100 % → 50 % (five steps of 0.1), rotation 0° → 90° (six steps of 15°).
    const zoom = dialog.getByRole('slider', { name: 'Zoom' });
    await zoom.focus();
    for (let step = 0; step < 5; step++) await zoom.press('ArrowLeft');
    await expect.poll(() => dialog.getByText('50%').count()).toBe(1);
    const rotation = dialog.getByRole('slider', { name: 'Rotação' });
    await rotation.focus();
    for (let step = 0; step < 6; step++) await rotation.press('ArrowRight');
    await dialog.getByText('90°').waitFor();
    await animationsSettled(page);
    await screenshot(page, 'profile-crop-dialog-desktop');

    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await expectToast(page, profilePage.photoUpdatedTitle);
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => sidebarPhoto(page).getAttribute('data-photo')).toBe('loaded');

    // At 50 % the image covers the middle of the circle only: the corner is white. Turned 90°
    // clockwise, the red left half is on top and the blue right half below.
    const seen = await pixels(page, '[data-testid="sidebar"] [data-testid="sidebar-photo"] img', [[5, 5], [150, 110], [150, 190]]);
    expect(seen.size).toEqual([300, 300]);
    const [corner, top, bottom] = seen.rgb as [number[], number[], number[]];
    expect(Math.min(...corner)).toBeGreaterThan(235);
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);

    const stored = await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('solarcred-demo-photos') ?? '{}') as object));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^profile-images\/int-aprovado\/profile-image_\d{13}\.jpg$/);
    await screenshot(page, 'profile-photo-desktop');

    await page.reload();
    await page.getByRole('heading', { name: 'Meu Perfil', level: 1 }).waitFor();
    await expect.poll(() => sidebarPhoto(page).getAttribute('data-photo')).toBe('loaded');
    await expect.poll(() => page.getByTestId('profile-photo').getAttribute('data-photo')).toBe('loaded');

    // A second photo replaces the first: the old image is removed from the folder.
    await page.getByTestId('photo-input').setInputFiles({ name: 'outra.png', mimeType: 'image/png', buffer: await halvesPng(page) });
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await expect.poll(async () => {
      const now = await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('solarcred-demo-photos') ?? '{}') as object));
      return now.length === 1 && now[0] !== stored[0];
    }).toBe(true);
  });

  it('Cancelar closes the dialog and keeps the initials', async () => {
    const page = await openProfile();
    await page.getByTestId('photo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await halvesPng(page) });
    const dialog = page.getByRole('dialog', { name: 'Ajustar Foto de Perfil' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await sidebarPhoto(page).getAttribute('data-photo')).toBe('initials');
  });

  it('an 8 MB image and a GIF are refused with the spec texts, and no dialog opens', async () => {
    const page = await openProfile();
    await page.getByTestId('photo-input').setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.alloc(8 * 1024 * 1024, 1) });
    await expectToast(page, profilePage.photoTooLargeTitle);
    await expectToast(page, profilePage.photoTooLarge);
    await page.getByTestId('photo-input').setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expectToast(page, profilePage.photoType);
    await page.getByTestId('photo-input').setInputFiles({ name: 'doc.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expectToast(page, profilePage.photoInvalid);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('a failed upload says so and keeps the old picture', async () => {
    const page = await openProfile();
    await page.evaluate(() => window.__solarcredMemory?.failNext('uploadPhoto'));
    await page.getByTestId('photo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await halvesPng(page) });
    await page.getByRole('dialog').getByRole('button', { name: 'Aplicar' }).click();
    await expectToast(page, profilePage.uploadErrorTitle);
    await expectToast(page, profilePage.imageUploadFailure);
    expect(await sidebarPhoto(page).getAttribute('data-photo')).toBe('initials');
  });
});

describe("'Meu Perfil': status, company data, settings", () => {
  it('shows the account status, member since, the read-only data and the support contacts', async () => {
    const page = await openProfile();
    expect(await page.getByTestId('account-status').innerText()).toBe('Aprovado');
    expect(await page.getByTestId('member-since').innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    for (const text of ['10.287.978/0001-30', 'Avenida Paulista, 1000, Sala 12', 'suporte@solarcred.com.br']) {
      await page.getByText(text).first().waitFor();
    }
    expect(await page.getByText(accountSettings.supportToChange).count()).toBe(3);
  });

  it('dark mode switches the whole app and is remembered after a reload', async () => {
    const page = await openProfile();
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);
    const topBarColour = () => page.locator('header').first().evaluate((el) => getComputedStyle(el).backgroundColor);
    const light = await topBarColour();
    await page.getByText('Modo escuro').click();
    await expect.poll(isDark).toBe(true);
    await expect.poll(topBarColour).not.toBe(light);
    for (const viewport of ['desktop', 'mobile'] as const) {
      await page.setViewportSize(viewport === 'desktop' ? { width: 1280, height: 800 } : { width: 390, height: 844 });
      await animationsSettled(page);
      await screenshot(page, `profile-dark-${viewport}`);
    }
    await page.reload();
    await page.getByRole('heading', { name: 'Meu Perfil', level: 1 }).waitFor();
    expect(await isDark()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Modo escuro' }).or(page.getByRole('checkbox', { name: 'Modo escuro' })).isChecked()).toBe(true);
    await page.goto('/integrator/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
    expect(await isDark()).toBe(true);
  });

  it('Trocar Senha: a wrong current password is refused, the right one changes it', async () => {
    const page = await openProfile();
    const change = async (current: string, next: string) => {
      await page.getByRole('button', { name: 'Trocar Senha' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Trocar Senha' });
      await dialog.getByLabel(/^Senha atual/).fill(current);
      await dialog.getByLabel(/^Nova senha/).fill(next);
      await dialog.getByLabel(/^Confirmar nova senha/).fill(next);
      await dialog.getByRole('button', { name: 'Trocar Senha' }).click();
      return dialog;
    };
    const dialog = await change('senha-errada', 'nova-senha-1');
    await dialog.getByText(accountSettings.wrongCurrentPassword).first().waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await change('demo123', 'nova-senha-1');
    await expectToast(page, accountSettings.passwordChanged);
    await page.getByRole('button', { name: 'Minha Conta' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expectPath(page, '/auth');
    await signIn(page, 'integrador@solarcred.demo', 'nova-senha-1');
    await expectPath(page, '/integrator/dashboard');
  });

  it('at 390 px the cards stack and the page is screenshotted in light mode', async () => {
    const page = await openProfile('mobile');
    await page.getByTestId('account-status').waitFor();
    await animationsSettled(page);
    await screenshot(page, 'profile-light-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });
    await animationsSettled(page);
    await screenshot(page, 'profile-light-desktop');
  });
});

describe('admin settings and profile', () => {
  it('the notification switches start on/off, are saved on the profile and survive a reload', async () => {
    const page = await openAs('Administrador', '/admin/dashboard', '/admin/settings');
    /** profiles/admin-demo.notificacoes as the memory backend stored it. */
    const savedPrefs = () =>
      page.evaluate(() => {
        const state = JSON.parse(localStorage.getItem('solarcred-demo-state') ?? '{}') as { docs: Record<string, Record<string, { notificacoes?: unknown }>> };
        return state.docs['profiles']?.['admin-demo']?.notificacoes;
      });
    await page.getByRole('heading', { name: 'Configurações', level: 1 }).waitFor();
    const toggle = (name: string) => page.getByRole('checkbox', { name }).or(page.getByRole('switch', { name }));
    await expect.poll(() => toggle('Novos integradores').isChecked()).toBe(true);
    expect(await toggle('Atualizações de propostas').isChecked()).toBe(false);
    expect(await page.getByTestId('account-email').innerText()).toBe('admin@solarcred.demo');
    await page.getByText('Atualizações de propostas', { exact: true }).click();
    await expectToast(page, accountSettings.notificationsSaved);
    await page.getByText('Novos integradores', { exact: true }).click();
    await expect.poll(() => toggle('Novos integradores').isChecked()).toBe(false);
    await expect.poll(savedPrefs).toEqual({ novos_integradores: false, status_propostas: true, instalacoes_atrasadas: true, repasses_atrasados: true });
    await screenshot(page, 'admin-settings-desktop');

    await page.reload();
    await page.getByRole('heading', { name: 'Configurações', level: 1 }).waitFor();
    await expect.poll(() => toggle('Atualizações de propostas').isChecked()).toBe(true);
    expect(await toggle('Novos integradores').isChecked()).toBe(false);
  });

  it('the admin renames itself on /admin/profile; e-mail, role and member since are shown', async () => {
    const page = await openAs('Administrador', '/admin/dashboard', '/admin/profile');
    await page.getByRole('heading', { name: 'Perfil', level: 1 }).waitFor();
    await page.getByText('Administrador').first().waitFor();
    await page.getByText('admin@solarcred.demo').first().waitFor();
    const name = page.getByRole('textbox', { name: 'Nome' });
    await expect.poll(() => name.inputValue()).toBe('Equipe SolarCred');
    await name.fill('');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Este campo é obrigatório').waitFor();
    await name.fill('Ana Operações');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, accountSettings.nameSaved);
    await page.reload();
    await expect.poll(() => name.inputValue()).toBe('Ana Operações');
    await screenshot(page, 'admin-profile-desktop');
  });
});
