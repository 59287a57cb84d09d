import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminTabOf } from '@solarcred/domain/integrator-status';
import { maskCnpj } from '@solarcred/domain/masks';
import { adminIntegrators as text, validation } from '@solarcred/domain/messages';
import type { Integrator } from '@solarcred/domain/model';
import { adminIntegratorTabs, type AdminIntegratorTab } from '@solarcred/domain/options';
import { baseUrl, expectToast, signInAsDemo } from './support/app';
import { animationsSettled, usePages, type ViewportChoice, screenshot, viewports } from './support/browser';

const pages = usePages();
let page: Page;

/** Dialogs are fixed overlays: a full-page screenshot would stretch them, so take the viewport once they have opened. */
async function dialogScreenshot(name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  await animationsSettled(page);
  await screenshot(page, name, { fullPage: false });
}

const tabLabel = (tab: AdminIntegratorTab) => adminIntegratorTabs.find((t) => t.value === tab)?.label ?? tab;

/** Signs in as the admin and opens the list (a full load: no sign-in toast left over). */
async function openList(viewport: ViewportChoice = 'desktop'): Promise<void> {
  page = await pages.open(viewport);
  await signInAsDemo(page, 'Administrador', '/admin/integrators');
  await rows().first().or(page.getByText(text.emptyAwaiting)).waitFor();
}

async function integrators(): Promise<Integrator[]> {
  return page.evaluate(() => Object.values(window.__solarcredMemory?.snapshot.docs['integradores'] ?? {}) as unknown as Integrator[]);
}
const byCompany = async (name: string) => {
  const found = (await integrators()).find((i) => i.nome_empresa === name);
  if (!found) throw new Error(`no seeded integrator named ${name}`);
  return found;
};
const inTab = async (tab: AdminIntegratorTab) => (await integrators()).filter((i) => adminTabOf(i.status) === tab);

const rows = () => page.getByTestId('integrator-row');
const row = (name: string) => rows().filter({ hasText: name });
const tab = (value: AdminIntegratorTab) => page.getByRole('tab', { name: new RegExp(`^${tabLabel(value)}`) });
const search = () => page.getByRole('searchbox', { name: 'Buscar' });
const showing = () => page.getByTestId('showing');
const dialog = () => page.getByRole('dialog').or(page.getByRole('alertdialog'));

/** Selects a tab and waits until its rows are the ones shown. */
async function openTab(value: AdminIntegratorTab): Promise<void> {
  await tab(value).click();
  await expect.poll(() => tab(value).getAttribute('aria-selected')).toBe('true');
}

async function pickAction(company: string, action: 'Editar' | 'Aprovar' | 'Rejeitar'): Promise<void> {
  await page.getByRole('button', { name: `Ações de ${company}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function rowTexts(): Promise<string[]> {
  return rows().allInnerTexts();
}

describe('Gerenciar Integradores: list', () => {
  it('counters, today, default tab and rows match the stored data', async () => {
    await openList();
    const all = await integrators();
    for (const t of adminIntegratorTabs) {
      expect(await page.getByTestId(`counter-${t.value}`).innerText()).toBe(String(all.filter((i) => adminTabOf(i.status) === t.value).length));
    }
    expect(await tab('pendente_aprovacao').getAttribute('aria-selected')).toBe('true');
    const awaiting = await inTab('pendente_aprovacao');
    await expect.poll(() => rows().count()).toBe(awaiting.length);
    for (const integrator of awaiting) {
      const texts = await row(integrator.nome_empresa).innerText();
      for (const part of [integrator.email, maskCnpj(integrator.cnpj ?? '')]) expect(texts).toContain(part);
    }
    expect((await page.getByTestId('today').innerText()).toLowerCase()).toContain(String(new Date().getFullYear()));

    await openTab('pendente_cadastro');
    const pending = await inTab('pendente_cadastro');
    await expect.poll(() => rows().count()).toBe(pending.length);
    for (const integrator of pending) await row(integrator.email).waitFor();
    for (const integrator of pending.filter((i) => i.status === 'pendente_cadastro')) {
      expect(await row(integrator.email).getByRole('button').count()).toBe(0);
    }
    await openTab('rejeitado');
    const rejected = (await inTab('rejeitado'))[0]?.nome_empresa ?? '';
    expect(await row(rejected).getByRole('button').allInnerTexts()).toEqual(['Detalhes']);
    await openTab('aprovado');
    const approved = (await inTab('aprovado'))[0]?.nome_empresa ?? '';
    expect(await row(approved).getByRole('button').allInnerTexts()).toEqual(['Detalhes', 'Editar']);
    await screenshot(page, 'admin-integrators-desktop');
  });

  it('search finds masked and unmasked CNPJs (numeric and alphanumeric) and accent-less names', async () => {
    await openList();
    const total = (await integrators()).length;
    const raio = await byCompany('Raio de Sol Instalações');
    for (const query of [maskCnpj(raio.cnpj ?? ''), raio.cnpj ?? '', 'raio de sol instalacoes', 'ANALISE@SOLARCRED']) {
      await search().fill(query);
      await expect.poll(() => rowTexts()).toEqual([expect.stringContaining(raio.nome_empresa)]);
      await expect.poll(() => showing().innerText()).toBe(text.showing(1, total));
    }
    await search().fill('12.ABC.345/01DE-35');
    await openTab('aprovado');
    await expect.poll(() => rowTexts()).toEqual([expect.stringContaining('Luz do Cerrado Solar')]);
    await search().fill('12abc34501de35');
    await expect.poll(() => rowTexts()).toEqual([expect.stringContaining('Luz do Cerrado Solar')]);
    await expect.poll(() => showing().innerText()).toBe(text.showing(1, total));
  });

  it('the status filter selects its tab, shows "Mostrando X de Y" and clears', async () => {
    await openList();
    const all = await integrators();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('aprovado');
    await expect.poll(() => tab('aprovado').getAttribute('aria-selected')).toBe('true');
    const approved = all.filter((i) => adminTabOf(i.status) === 'aprovado');
    expect(await showing().innerText()).toBe(text.showing(approved.length, all.length));
    await expect.poll(() => rows().count()).toBe(approved.length);
    await search().fill('cerrado');
    await expect.poll(() => showing().innerText()).toBe(text.showing(1, all.length));
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await showing().waitFor({ state: 'detached' });
    expect(await search().inputValue()).toBe('');
    await expect.poll(() => rows().count()).toBe(approved.length);
  });

  it("300 more integrators: a visit reads one page, 'Carregar mais' grows it by 20, newest first", async () => {
    await openList();
    const seededApproved = (await inTab('aprovado')).length;
    // Written straight into the store (no trigger), like a partner network imported long ago.
    await page.evaluate(() =>
      window.__solarcredMemory?.update((state) => {
        const template = state.docs['integradores']?.['int-aprovado'];
        for (let n = 0; n < 300; n += 1) {
          (state.docs['integradores'] ??= {})[`bulk-${n}`] = { ...template, id: `bulk-${n}`, email: `bulk-${n}@example.com`, nome_empresa: `Empresa em Lote ${n}`, created_at: 1_700_000_000_000 - n };
        }
      }),
    );
    // A fresh visit: what it reads must not grow with the collection (it read all of it before).
    await page.goto('/admin/integrators?aba=aprovado');
    await expect.poll(() => rows().count()).toBe(20);
    const reads = await page.evaluate(() => window.__solarcredMemory?.reads ?? Infinity);
    expect(reads).toBeLessThan(40);

    const approved = (await inTab('aprovado')).sort((a, b) => b.created_at - a.created_at);
    const more = page.getByRole('button', { name: 'Carregar mais' });
    await more.click();
    await expect.poll(() => rows().count()).toBe(40);
    await more.click();
    await expect.poll(() => rows().count()).toBe(60);
    const companies = approved.slice(0, 60).map((i) => i.nome_empresa);
    expect((await rowTexts()).map((text, index) => text.includes(companies[index] ?? '?'))).toEqual(companies.map(() => true));
    while (await more.isVisible()) {
      const before = await rows().count();
      await more.click();
      await expect.poll(() => rows().count()).toBeGreaterThan(before);
    }
    expect(await rows().count()).toBe(seededApproved + 300);
  });

  it('a status changed elsewhere moves the row to its new tab without a reload (and closes its approve dialog)', async () => {
    await openList();
    const raio = await byCompany('Raio de Sol Instalações');
    await pickAction(raio.nome_empresa, 'Aprovar');
    await dialog().waitFor();
    await page.evaluate((id) => {
      window.__solarcredMemory?.update((state) => {
        const record = state.docs['integradores']?.[id];
        if (record) record['status'] = 'aprovado';
      });
    }, raio.id);
    await row(raio.nome_empresa).waitFor({ state: 'detached' });
    await dialog().waitFor({ state: 'detached' });
    await openTab('aprovado');
    await row(raio.nome_empresa).waitFor();
  });

  it('fits a 390 px phone and works from the keyboard', async () => {
    await openList('mobile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.mobile.width);
    await screenshot(page, 'admin-integrators-mobile');
    const company = (await inTab('pendente_aprovacao'))[0]?.nome_empresa ?? '';
    await page.getByRole('button', { name: `Ações de ${company}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Aprovar' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').getByText('Aprovar integrador').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
  });
});

describe('Gerenciar Integradores: actions and details', () => {
  it('approving moves the row to Aprovados; a failed approval says so and keeps it', async () => {
    await openList();
    const [first, second] = await inTab('pendente_aprovacao');
    if (!first || !second) throw new Error('the seed needs two integrators awaiting approval');
    await page.evaluate(() => window.__solarcredMemory?.failNext('approveIntegrator'));
    await pickAction(first.nome_empresa, 'Aprovar');
    await dialog().getByRole('button', { name: 'Aprovar' }).click();
    await expectToast(page, text.approveFailure);
    await dialog().getByRole('button', { name: 'Cancelar' }).click();
    expect(await row(first.nome_empresa).count()).toBe(1);

    await pickAction(first.nome_empresa, 'Aprovar');
    await dialog().getByRole('button', { name: 'Aprovar' }).click();
    await expectToast(page, text.approved);
    await row(first.nome_empresa).waitFor({ state: 'detached' });
    await openTab('aprovado');
    await row(first.nome_empresa).waitFor();
  });

  it('rejecting asks for a reason, moves the row to Rejeitados and the history shows the reason', async () => {
    await openList();
    const legacy = (await integrators()).find((i) => i.status === 'pendente');
    if (!legacy) throw new Error('the seed needs a legacy pendente integrator');
    const reason = 'CNPJ com situação irregular na Receita.';
    await pickAction(legacy.nome_empresa, 'Rejeitar');
    await dialog().getByRole('button', { name: 'Rejeitar' }).click();
    await dialog().getByText(validation.required).waitFor();
    await dialog().getByLabel(/Motivo da rejeição/).fill(reason);
    await dialog().getByRole('button', { name: 'Rejeitar' }).click();
    await expectToast(page, text.rejected);
    await row(legacy.nome_empresa).waitFor({ state: 'detached' });
    await openTab('rejeitado');
    await row(legacy.nome_empresa).getByRole('button', { name: `Detalhes de ${legacy.nome_empresa}` }).click();
    await dialog().getByRole('tab', { name: 'Histórico' }).click();
    const history = dialog().getByRole('list', { name: 'Histórico de status' });
    await history.getByText(`Motivo: ${reason}`).waitFor();
    expect(await history.innerText()).toContain('Aguardando Aprovação → Rejeitado');
  });

  it('edit rejects an invalid CNPJ, then saves a valid one shown in the row', async () => {
    await openList();
    await openTab('aprovado');
    const company = (await inTab('aprovado'))[0]?.nome_empresa ?? '';
    await row(company).getByRole('button', { name: `Editar ${company}` }).click();
    const form = page.getByRole('form', { name: 'Editar integrador' });
    await form.getByLabel('CNPJ').fill('12.345.678/0001-00');
    await dialog().getByRole('button', { name: 'Salvar' }).click();
    await form.getByText(validation.cnpjInvalid).waitFor();
    await dialogScreenshot('admin-integrators-edit-desktop');
    await form.getByLabel('CNPJ').fill('11222333000181');
    expect(await form.getByLabel('CNPJ').inputValue()).toBe('11.222.333/0001-81');
    await dialog().getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, text.edited);
    await dialog().waitFor({ state: 'detached' });
    expect(await row(company).innerText()).toContain('11.222.333/0001-81');
    // The edit went through the trigger, which wrote the new CNPJ's search tokens.
    for (const query of ['11.222.333/0001-81', '11222333']) {
      await search().fill(query);
      await expect.poll(() => rowTexts()).toEqual([expect.stringContaining(company)]);
    }
  });

  it('documents open in a new tab or read "Não enviado"; projects show, and a failed fetch shows none', async () => {
    await openList();
    const partial = await byCompany('Painel Forte Engenharia');
    const sent = Object.keys(partial.documentos ?? {}).length;
    await openTab('pendente_cadastro');
    await row(partial.email).getByRole('button', { name: /^Detalhes/ }).click();
    await dialog().getByRole('tab', { name: 'Documentos' }).click();
    await expect.poll(() => dialog().getByRole('button', { name: /^Abrir / }).count()).toBe(sent);
    expect(await dialog().getByText(text.notSent).count()).toBe(6 - sent);
    // The new tab is pointed at the file's object URL. The whole browser shows the PDF there; the
    // headless shell (scripts/lib/chromium.mjs) has no PDF viewer and takes it as a download.
    const fileOpened = page.context().waitForEvent('page').then(async (popup) => {
      await popup.waitForRequest((request) => request.url().startsWith(`blob:${new URL(baseUrl()).origin}/`));
      return popup;
    });
    await dialog().getByRole('button', { name: /^Abrir / }).first().click();
    await (await fileOpened).close();
    await dialogScreenshot('admin-integrators-details-desktop');

    await page.evaluate((id) => {
      window.__solarcredMemory?.update((state) => {
        (state.docs[`integradores/${id}/projetos`] ??= {})['p1'] = { id: 'p1', integrador_id: id, nome_cliente: 'Condomínio Aurora', potencia_kwp: 12.5, art: null, memorial: null, fotos: [], created_at: Date.now() };
      });
    }, partial.id);
    await dialog().getByRole('tab', { name: 'Projetos' }).click();
    await dialog().getByText('Condomínio Aurora').waitFor();
    await dialog().getByRole('tab', { name: 'Endereço' }).click();
    await page.evaluate(() => window.__solarcredMemory?.failNext('projects'));
    await dialog().getByRole('tab', { name: 'Projetos' }).click();
    await dialog().getByText('Nenhum projeto cadastrado.').waitFor();
  });

  it("'Membros' lists the company's people with role, state, e-mail and last sign-in, live; 'Desativar' asks, then turns a member off (issue 29)", async () => {
    await openList();
    const company = await byCompany('Sol Nascente Energia Ltda');
    // The titular signed in once (Auth's metadata, which only the callable reads).
    await page.evaluate((id) => {
      window.__solarcredMemory?.update((state) => {
        const user = state.users[id];
        if (user) state.users[id] = { ...user, lastSignInAt: Date.UTC(2026, 10, 20, 13, 0) };
      });
    }, company.id);
    await openTab('aprovado');
    await row(company.email).getByRole('button', { name: /^Detalhes/ }).click();
    await dialog().getByRole('tab', { name: 'Membros' }).click();
    const members = dialog().getByRole('list', { name: 'Membros da empresa' }).getByRole('listitem');
    // The titular, then the seed's team in the order they joined, none signed in yet, each with 'Desativar'.
    await expect.poll(() => members.allInnerTexts()).toEqual([
      expect.stringMatching(/^Mariana Souza Lima\s+Titular\s+Ativo\s+integrador@solarcred\.demo\s+Último acesso: 20\/11\/2026 \d{2}:\d{2}\s+Desde \d{2}\/\d{2}\/\d{4}$/),
      expect.stringMatching(/^Paulo Henrique Duarte\s+Gestor\s+Ativo\s+gestor@solarcred\.demo\s+Ainda não acessou\s+Desde \d{2}\/\d{2}\/\d{4}\s+Desativar$/),
      expect.stringMatching(/^Rafael Nunes\s+Vendedor\s+Ativo\s+vendedor@solarcred\.demo\s+Ainda não acessou\s+Desde \d{2}\/\d{2}\/\d{4}\s+Desativar$/),
      expect.stringMatching(/^Tatiane Moreira\s+Vendedor\s+Ativo\s+vendedora@solarcred\.demo\s+Ainda não acessou\s+Desde \d{2}\/\d{2}\/\d{4}\s+Desativar$/),
    ]);

    // A gestor who joined, and a vendedor the titular deactivated, show up without a reload.
    await page.evaluate((id) => {
      window.__solarcredMemory?.update((state) => {
        const membros = (state.docs['membros'] ??= {});
        membros['u-gestor'] = { id: 'u-gestor', empresa: id, papel: 'gestor', ativo: true, nome: 'Carla Dias', email: 'carla@sol.test', entrou_em: Date.now(), desativado_em: null };
        membros['u-vendedor'] = { id: 'u-vendedor', empresa: id, papel: 'vendedor', ativo: false, nome: 'Bruno Lima', email: 'bruno@sol.test', entrou_em: Date.now(), desativado_em: Date.now() };
      });
    }, company.id);
    await expect.poll(() => members.count()).toBe(6);
    expect(await members.nth(4).innerText()).toMatch(/^Carla Dias\s+Gestor\s+Ativo\s+carla@sol\.test/);
    expect(await members.nth(5).innerText()).toMatch(/^Bruno Lima\s+Vendedor\s+Desativado\s+bruno@sol\.test/);
    // Only an active gestor or vendedor can be turned off (the seed's three and Carla): neither the titular nor someone already off.
    expect(await dialog().getByRole('button', { name: /^Desativar / }).count()).toBe(4);
    await dialogScreenshot('admin-integrators-members-desktop');

    await dialog().getByRole('button', { name: 'Desativar Carla Dias' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Desativar Carla Dias?' });
    await confirm.getByText('A pessoa perde o acesso à empresa na próxima ação').waitFor();
    await confirm.getByRole('button', { name: 'Desativar membro' }).click();
    await expectToast(page, 'Membro desativado.');
    await expect.poll(() => members.nth(4).innerText()).toMatch(/^Carla Dias\s+Gestor\s+Desativado/);
    expect(await page.evaluate(() => (window.__solarcredMemory?.snapshot.docs['membros']?.['u-gestor'] as { ativo?: boolean } | undefined)?.ativo)).toBe(false);
  });

  it('dialogs on a 390 px phone', async () => {
    await openList('mobile');
    const company = (await inTab('pendente_aprovacao'))[0]?.nome_empresa ?? '';
    await row(company).getByRole('button', { name: `Detalhes de ${company}` }).click();
    await dialog().getByText('Informações comerciais').waitFor();
    await dialogScreenshot('admin-integrators-details-mobile');
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    await pickAction(company, 'Editar');
    await page.getByRole('form', { name: 'Editar integrador' }).waitFor();
    await dialogScreenshot('admin-integrators-edit-mobile');
  });
});
