/**
 * 'Integrações' (issue 52) on the memory backend: the titular's seeded key and endpoint; a key
 * created with the schema's Portuguese refusals first, shown once (gone when the dialog closes, the
 * list showing only its prefix, the demo data only its hash), then revoked after its confirmation;
 * an http:// endpoint refused under the field, an https one whose secret is shown once and whose
 * deliveries show live; the seeded endpoint's deliveries and 'Reenviar'; 'Excluir endpoint'. A
 * gestor is sent away from the page. (The public reference: integrations-reference.test.ts.)
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiText } from '../../domain/src/api/api-text';
import { integrationsText as text } from '../../web/src/features/integrations/integrations-text';
import { expectPath, expectToast, memoryReady, signInAsDemo } from './support/app';
import { screenshot, usePages } from './support/browser';

const pages = usePages();

const keyRows = (page: Page) => page.getByRole('list', { name: text.keysList }).getByRole('listitem');
// Each endpoint's row holds its deliveries' list: its own rows are the outer items.
const webhookRows = (page: Page) => page.getByRole('list', { name: text.webhooksList }).getByTestId('webhook-row');
const docs = <T>(page: Page, path: string) => page.evaluate((collection) => Object.values(window.__solarcredMemory?.snapshot.docs[collection] ?? {}), path) as Promise<T[]>;

async function openIntegrations(page: Page): Promise<void> {
  await signInAsDemo(page, 'Integrador aprovado', '/integrator/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Integrações' }).first().click();
  await page.getByRole('heading', { name: text.title, level: 1 }).waitFor();
  await memoryReady(page);
}

describe("'Integrações' (issue 52)", () => {
  it('creates a key shown once (the list and the demo data keep only its prefix and hash) and revokes it after confirming', async () => {
    const page = await pages.open('desktop');
    await openIntegrations(page);
    // The seeded key, with its prefix, scopes, creator and last use.
    await expect.poll(() => keyRows(page).allInnerTexts()).toEqual([
      expect.stringMatching(/^CRM de vendas\s+sck_[A-Za-z0-9]{8}…\s+Ativa\s+Leitura\s+Escrita\s+Criada por Mariana Souza Lima em \d{2}\/\d{2}\/\d{4}\s+Último uso: /),
    ]);

    // Nothing typed, no scope: the domain schema's messages at the fields, nothing written.
    await page.getByRole('button', { name: text.createKey }).click();
    const dialog = page.getByRole('dialog', { name: text.createKey });
    await dialog.getByRole('checkbox', { name: /^Leitura/ }).uncheck({ force: true });
    await dialog.getByRole('button', { name: text.createKey }).click();
    await dialog.getByText(apiText.keys.nameRequired).waitFor();
    await dialog.getByText(apiText.keys.scopesRequired).waitFor();
    expect(await dialog.getByLabel(text.keyName).getAttribute('aria-invalid')).toBe('true');
    expect(await docs(page, 'api_chaves')).toHaveLength(1);

    await dialog.getByLabel(text.keyName).fill('ERP da matriz');
    await dialog.getByRole('checkbox', { name: /^Escrita/ }).check({ force: true });
    await dialog.getByRole('button', { name: text.createKey }).click();
    const shown = page.getByRole('dialog', { name: text.keyCreated });
    const field = shown.getByRole('textbox', { name: text.keyFieldLabel });
    await field.waitFor();
    const key = await field.inputValue();
    expect(key).toMatch(/^sck_[A-Za-z0-9]{20}_[A-Za-z0-9_-]{43}$/);
    await shown.getByText(text.keyWarning).waitFor();
    await shown.getByRole('button', { name: text.copy }).waitFor();
    await screenshot(page, 'integrations-key-shown-desktop', { fullPage: false });

    // Closed: the key is nowhere on the page; its row shows the prefix; the demo data holds its hash only.
    await shown.getByRole('button', { name: text.done }).click();
    await shown.waitFor({ state: 'detached' });
    await expect.poll(() => keyRows(page).count()).toBe(2);
    expect(await keyRows(page).first().innerText()).toMatch(new RegExp(`^ERP da matriz\\s+${key.slice(0, 12)}…\\s+Ativa\\s+Escrita\\s+.*Nunca usada`, 's'));
    expect(await page.content()).not.toContain(key.slice(12));
    const stored = (await docs<{ nome: string; prefixo: string; hash: string }>(page, 'api_chaves')).find((doc) => doc.nome === 'ERP da matriz');
    expect(stored).toMatchObject({ prefixo: key.slice(0, 12), escopos: ['escrita'] });
    expect(JSON.stringify(stored)).not.toContain(key.slice(12));
    // Opened again, the dialog asks for a new key: the last one is not kept.
    await page.getByRole('button', { name: text.createKey }).click();
    expect(await page.getByRole('dialog', { name: text.createKey }).getByLabel(text.keyName).inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: text.keyFieldLabel }).count()).toBe(0);
    await page.getByRole('dialog', { name: text.createKey }).getByRole('button', { name: 'Cancelar' }).click();

    // 'Revogar' asks first: cancelled, nothing changes; confirmed, the key is revoked.
    await page.getByRole('button', { name: text.revokeLabel('ERP da matriz') }).click();
    const confirm = page.getByRole('alertdialog', { name: text.revokeTitle('ERP da matriz') });
    await confirm.getByText(text.revokeBody).waitFor();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await docs<{ nome: string; revogada_em: number | null }>(page, 'api_chaves')).find((doc) => doc.nome === 'ERP da matriz')?.revogada_em).toBeNull();
    await page.getByRole('button', { name: text.revokeLabel('ERP da matriz') }).click();
    await page.getByRole('alertdialog', { name: text.revokeTitle('ERP da matriz') }).getByRole('button', { name: text.revokeConfirm }).click();
    await expectToast(page, text.revokeDone);
    await expect.poll(() => keyRows(page).first().innerText()).toMatch(/^ERP da matriz\s+sck_\S+…\s+Revogada\s+Escrita[\s\S]*Revogada em /);
    expect(await page.getByRole('button', { name: text.revokeLabel('ERP da matriz') }).count()).toBe(0);
    expect((await docs<{ nome: string; revogada_em: number | null; revogada_por: string | null }>(page, 'api_chaves')).find((doc) => doc.nome === 'ERP da matriz'))
      .toMatchObject({ revogada_em: expect.any(Number), revogada_por: 'int-aprovado' });
  });

  it('refuses an http:// endpoint in Portuguese, shows a new one\'s secret once and its deliveries; the seeded deliveries, Reenviar, Excluir endpoint', async () => {
    const page = await pages.open('desktop');
    await openIntegrations(page);
    await expect.poll(() => webhookRows(page).count()).toBe(1);

    // The seeded endpoint's deliveries: pending, failed-then-delivered, delivered; the demo's note.
    const seeded = webhookRows(page).first();
    await seeded.getByRole('button', { name: text.showDeliveries }).click();
    const seededDeliveries = seeded.getByRole('list', { name: text.deliveriesOf('https://crm.solnascente.example/webhooks/solarcred') }).getByRole('listitem');
    await expect.poll(() => seededDeliveries.allInnerTexts()).toEqual([
      expect.stringMatching(/^Pendência criada\s+nº 3\s+Pendente\s+.*0 tentativas.*Reenviar$/s),
      expect.stringMatching(/^Status da proposta alterado\s+nº 2\s+Entregue\s+.*2 tentativas · HTTP 200.*Reenviar$/s),
      expect.stringMatching(/^Status da proposta alterado\s+nº 1\s+Entregue\s+.*1 tentativa · HTTP 200.*Reenviar$/s),
    ]);
    await seeded.getByText(text.demoNote).waitFor();
    await page.getByRole('button', { name: text.resendLabel(1) }).click();
    await expectToast(page, text.resent);
    // One manual attempt logged, the state kept (the demo sends nothing; Firebase keeps it on a failed manual attempt too).
    await expect.poll(() => seededDeliveries.nth(2).innerText()).toMatch(/^Status da proposta alterado\s+nº 1\s+Entregue\s+.*2 tentativas/s);

    // http:// is refused with the domain's message under the field; nothing written.
    await page.getByRole('button', { name: text.addWebhook }).click();
    const dialog = page.getByRole('dialog', { name: text.addWebhook });
    const url = dialog.getByLabel(text.urlLabel);
    await url.fill('http://hooks.minhaempresa.example/solarcred');
    await dialog.getByRole('button', { name: text.addWebhook }).click();
    await dialog.getByText(apiText.webhooks.httpsOnly).waitFor();
    expect(await url.getAttribute('aria-invalid')).toBe('true');
    expect(await docs(page, 'webhooks')).toHaveLength(1);

    await url.fill('https://hooks.minhaempresa.example/solarcred');
    await dialog.getByRole('checkbox', { name: /^Cashback pago/ }).uncheck({ force: true });
    await dialog.getByRole('button', { name: text.addWebhook }).click();
    const shown = page.getByRole('dialog', { name: text.webhookCreated });
    const field = shown.getByRole('textbox', { name: text.secretFieldLabel });
    await field.waitFor();
    const secret = await field.inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await shown.getByText(text.secretWarning).waitFor();
    await shown.getByRole('button', { name: text.done }).click();
    await shown.waitFor({ state: 'detached' });
    await expect.poll(() => webhookRows(page).count()).toBe(2);
    const created = webhookRows(page).first();
    expect(await created.innerText()).toMatch(/^https:\/\/hooks\.minhaempresa\.example\/solarcred\s+Status da proposta alterado\s+Pendência criada\s+Contrato assinado\s+Repasse pago\s+Cadastrado em/);
    expect(await page.content()).not.toContain(secret.slice(10));

    // Its deliveries: none yet, then one event arrives (as the trigger writes it) and shows live, pending.
    await created.getByRole('button', { name: text.showDeliveries }).click();
    await created.getByText(text.deliveriesEmpty).waitFor();
    await page.evaluate(() => {
      window.__solarcredMemory?.update((state) => {
        const hook = Object.values(state.docs['webhooks'] ?? {}).find((doc) => doc['url'] === 'https://hooks.minhaempresa.example/solarcred')!;
        (state.docs['webhook_entregas'] ??= {})[`evt_teste_${hook.id}`] = {
          id: `evt_teste_${hook.id}`, integrador_id: 'int-aprovado', webhook_id: hook.id, evento_id: 'evt_teste', tipo: 'repasse.pago', seq: 4,
          situacao: 'pendente', tentativas: [], criado_em: Date.now(), atualizado_em: Date.now(), proxima_em: Date.now(),
        };
      });
    });
    await expect.poll(() => created.getByRole('listitem').allInnerTexts()).toEqual([expect.stringMatching(/^Repasse pago\s+nº 4\s+Pendente/)]);

    // 'Excluir endpoint' asks first, then the endpoint and its secret are gone.
    await page.getByRole('button', { name: text.deleteLabel('https://hooks.minhaempresa.example/solarcred') }).click();
    const confirm = page.getByRole('alertdialog', { name: text.deleteTitle });
    await confirm.getByRole('button', { name: text.deleteConfirm }).click();
    await expectToast(page, text.deleteDone);
    await expect.poll(() => webhookRows(page).count()).toBe(1);
    expect(await docs(page, 'webhooks_segredos')).toHaveLength(1);

    // On a phone, in dark mode: nothing wider than the screen.
    const phone = await (await pages.newContext('mobile', { colorScheme: 'dark' })).newPage();
    await signInAsDemo(phone, 'Integrador aprovado', '/integrator/integracoes');
    await phone.getByRole('heading', { name: text.title, level: 1 }).waitFor();
    await webhookRows(phone).first().getByRole('button', { name: text.showDeliveries }).click();
    await webhookRows(phone).first().getByRole('listitem').first().waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(phone, 'integrations-mobile-dark');
  });

  it('sends a gestor away from the page', async () => {
    const page = await pages.open('desktop');
    await signInAsDemo(page, 'Gestor da equipe', '/integrator/integracoes');
    await expectPath(page, '/integrator/dashboard');
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Integrações' }).count()).toBe(0);
  });
});
