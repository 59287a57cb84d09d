/**
 * Keyboard use: every control is reached with Tab and shows where focus is; the skip link of the
 * signed-in layouts; focus goes back to the trigger when a dialog closes.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectPath, signInAsDemo } from './support/app';
import { landingOf, type Persona } from './support/a11y-routes';
import { usePages, viewports } from './support/browser';
import { tabThrough, unreachedControls, type TabStop } from './support/keyboard';

const pages = usePages();
let page: Page;
beforeEach(async () => {
  page = await pages.open();
});

async function signedIn(persona: Exclude<Persona, 'anonymous'>, viewport: { width: number; height: number } = viewports.desktop): Promise<void> {
  await page.setViewportSize(viewport);
  await signInAsDemo(page, persona);
  await expectPath(page, landingOf[persona]);
}

const hiddenFocus = (stops: TabStop[]) => stops.filter((stop) => !stop.indicated || !stop.inView).map((stop) => stop.label);

/** Walks the whole page (or the open dialog) with Tab: every control reached, each focus visible. */
async function expectKeyboardComplete(): Promise<void> {
  const stops = await tabThrough(page);
  expect(stops.length).toBeGreaterThan(0);
  expect(hiddenFocus(stops), 'stops without a visible focus indicator').toEqual([]);
  expect(await unreachedControls(page), 'controls Tab never reached').toEqual([]);
}

const withinDialog = () => page.getByRole('dialog').or(page.getByRole('alertdialog'));
const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);

describe('every control is reachable with Tab and shows its focus', () => {
  it('the walker flags a focus without outline and a control Tab skips', async () => {
    await page.setContent(
      '<button>Com anel</button><button style="outline:none">Sem anel</button><button tabindex="-1">Fora da ordem</button>',
    );
    const stops = await tabThrough(page);
    expect(stops.map((stop) => stop.label)).toEqual(['<button> Com anel', '<button> Sem anel']);
    expect(hiddenFocus(stops)).toEqual(['<button> Sem anel']);
    expect(await unreachedControls(page)).toEqual(['<button> Fora da ordem']);
  });

  it('/auth: both forms, the password toggles and the demo accounts', async () => {
    await page.goto('/auth');
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    // The demo accounts come with the backend, after the forms: on a busy machine the walk once
    // started before them and found their 10 buttons unreached (issue 31's retry).
    await page.getByRole('button', { name: 'Restaurar dados de demonstração' }).waitFor();
    await expectKeyboardComplete();
  });

  it('/admin/integrators: tabs, search, row actions and the row menu', async () => {
    await signedIn('Administrador');
    await page.goto('/admin/integrators');
    await page.getByTestId('integrator-row').first().waitFor();
    await expectKeyboardComplete();
  });

  // On a page of its own: after the Tab walk above, focus sometimes did not come back to the
  // trigger (a state the walk leaves, not reproduced on a fresh page; see the closing note).
  it('the row menu opens, moves and closes by keyboard, and focus returns to its button', async () => {
    await signedIn('Administrador');
    await page.goto('/admin/integrators');
    await page.getByTestId('integrator-row').first().waitFor();
    const actions = page.getByRole('button', { name: /^Ações de / }).first();
    await actions.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Editar' }).and(page.locator('[data-highlighted]')).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('menuitem', { name: 'Aprovar' }).and(page.locator('[data-highlighted]')).waitFor();
    // The menu moves focus to its list a frame after a highlight; an Escape within that frame left
    // focus on the page (this test's occasional failure: the list already held focus, so the wait
    // below did not cover it). escapeReturnsFocusTo takes it back; the busy-page test below presses
    // Escape inside that frame every time.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menu');
    await page.keyboard.press('Escape');
    await expect.poll(() => actions.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  /** Resolves once the animation frames queued so far, and those they queue, have run. */
  const framesQueuedNowHaveRun = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

  // A busy phone: frames 200 ms apart, so an Escape right after an arrow key comes before the
  // menu's late focus of its list (a frame after the highlight). Before escapeReturnsFocusTo that
  // late focus left the page holding focus, every time.
  it('on a busy page, an Escape right after an arrow key still gives focus back to the menu’s button', async () => {
    await page.addInitScript(() => {
      window.requestAnimationFrame = (callback) => window.setTimeout(() => callback(performance.now()), 200);
    });
    await signedIn('Administrador');
    await page.goto('/admin/integrators');
    await page.getByTestId('integrator-row').first().waitFor();
    const menus = [page.getByRole('button', { name: /^Ações de / }).first(), page.getByRole('button', { name: 'Minha Conta' })];
    for (const trigger of menus) {
      await trigger.focus();
      await page.keyboard.press('Enter');
      // Open and listening: the list holds focus, and the frames the opening queued have run.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menu');
      await framesQueuedNowHaveRun();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'hidden' });
      // The menu's late focus of its list has run too: focus is still on the button.
      await framesQueuedNowHaveRun();
      expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    }
  });

  it('the details dialog: its tabs and close button, focus kept inside', async () => {
    await signedIn('Administrador');
    await page.goto('/admin/integrators');
    await page.getByRole('button', { name: /^Detalhes de / }).first().click();
    await withinDialog().getByText('Informações comerciais').waitFor();
    await expectKeyboardComplete();
  });

  it('/awaiting-approval with documents missing: the file pickers', async () => {
    await signedIn('Documentação pendente');
    await page.getByRole('heading', { name: 'Status do cadastro' }).waitFor();
    await expectKeyboardComplete();
  });

  it('/complete-profile: the wizard (step indicator, fields, Próximo), desktop and phone', async () => {
    await signedIn('Cadastro a completar');
    await page.getByRole('heading', { name: 'Cadastro de Parceiro' }).waitFor();
    await page.getByRole('list', { name: /Etapas/ }).waitFor();
    await expectKeyboardComplete();
    await page.setViewportSize(viewports.mobile);
    await page.reload();
    await page.getByRole('list', { name: /Etapas/ }).waitFor();
    await expectKeyboardComplete();
  });
});

describe('skip link to the main content', () => {
  it.each([
    ['admin', 'Administrador', viewports.desktop],
    ['integrator', 'Integrador aprovado', viewports.mobile],
    ['minimal', 'Cadastro a completar', viewports.desktop],
  ] as const)('%s layout: the first Tab shows it over the top bar; Enter moves focus to the content', async (_layout, persona, viewport) => {
    await signedIn(persona, viewport);
    await page.reload();
    await page.locator('main').waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    // Shown on focus, and on top: the element under its centre is the link itself.
    const onTop = await skip.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 20 && box.height > 10 && element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(onTop).toBe(true);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.nextElementSibling?.tagName))
      .toBe('MAIN');
    // From there Tab enters the content, not the menus again (placeholder screens hold no control:
    // Tab would wrap to the top of the page, so the Enter step above is the whole check there).
    const main = page.locator('main');
    if ((await main.locator('a[href], button, input, select, textarea').count()) > 0) {
      await page.keyboard.press('Tab');
      expect(await main.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });
});

describe('focus goes back to the trigger when a dialog closes', () => {
  it('details dialog opened from its row button, closed with Escape and with the close button', async () => {
    await signedIn('Administrador');
    await page.goto('/admin/integrators');
    const trigger = page.getByRole('button', { name: /^Detalhes de / }).first();
    const name = await trigger.getAttribute('aria-label');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await withinDialog().waitFor();
    await page.keyboard.press('Escape');
    await withinDialog().waitFor({ state: 'detached' });
    await expect.poll(focusedName).toBe(name);

    await page.keyboard.press('Enter');
    await withinDialog().waitFor();
    await withinDialog().getByRole('button', { name: /Fechar/ }).first().click();
    await withinDialog().waitFor({ state: 'detached' });
    await expect.poll(focusedName).toBe(name);
  });

  it('edit dialog opened from the row menu: focus returns to the menu button', async () => {
    await signedIn('Administrador');
    await page.goto('/admin/integrators');
    const trigger = page.getByRole('button', { name: /^Ações de / }).first();
    const name = await trigger.getAttribute('aria-label');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Editar' }).and(page.locator('[data-highlighted]')).waitFor();
    await page.keyboard.press('Enter');
    await withinDialog().waitFor();
    await page.keyboard.press('Escape');
    await withinDialog().waitFor({ state: 'detached' });
    await expect.poll(focusedName).toBe(name);
  });
});
