/**
 * Two people in one browser on the memory backend: the tabs of one context share the demo data
 * (localStorage + the `storage` event) and each keeps its own sign-in (sessionStorage).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminIntegrators as adminText, statusScreen } from '@solarcred/domain/messages';
import { expectPath, expectToast, memoryReady, signInAsDemo, type DemoLabel } from './support/app';
import { usePages } from './support/browser';
import { twoPeople } from './support/two-people';

const pages = usePages();

/** One browser context, two tabs: one per person. */
async function twoTabs(): Promise<[Page, Page]> {
  const { first, second } = await twoPeople(pages, ['first', 'second'], { mode: 'tabs' });
  return [first, second];
}

async function signedIn(page: Page, label: DemoLabel, landing: string): Promise<void> {
  await signInAsDemo(page, label);
  await expectPath(page, landing);
}

const currentUid = (page: Page) => page.evaluate(() => window.__solarcredMemory?.snapshot.currentUid ?? null);

describe('two tabs, two people (memory backend)', () => {
  it('the admin approves in one tab and the integrator waiting in the other is redirected live', async () => {
    const [admin, integrator] = await twoTabs();
    await signedIn(admin, 'Administrador', '/admin/dashboard');
    await signedIn(integrator, 'Aguardando aprovação', '/awaiting-approval');
    await integrator.getByTestId('status-panel').getByRole('heading', { name: statusScreen.awaitingTitle }).waitFor();
    expect(await currentUid(admin)).toBe('admin-demo');
    expect(await currentUid(integrator)).toBe('int-analise');

    await admin.getByRole('link', { name: 'Gerenciar Integradores' }).first().click();
    await expectPath(admin, '/admin/integrators');
    const company = 'Raio de Sol Instalações';
    await admin.getByRole('button', { name: `Ações de ${company}` }).click();
    await admin.getByRole('menuitem', { name: 'Aprovar' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Aprovar' }).click();
    await expectToast(admin, adminText.approved);

    await expectToast(integrator, statusScreen.approved);
    await expectPath(integrator, '/integrator/dashboard');
    expect(new URL(admin.url()).pathname).toBe('/admin/integrators');
    expect(await currentUid(admin)).toBe('admin-demo');
  });

  it('signing out in one tab leaves the other tab signed in', async () => {
    const [admin, integrator] = await twoTabs();
    await signedIn(admin, 'Administrador', '/admin/dashboard');
    await signedIn(integrator, 'Integrador aprovado', '/integrator/dashboard');

    await admin.getByRole('button', { name: 'Minha Conta' }).click();
    await admin.getByRole('menuitem', { name: 'Sair' }).click();
    await expectPath(admin, '/auth');

    // A later change of the shared data, made in the signed-out tab: once the other tab has it,
    // it has also seen everything the sign-out wrote before it.
    await memoryReady(admin);
    await admin.evaluate(() =>
      window.__solarcredMemory?.update((state) => {
        state.outbox.push({ to: 'marca@solarcred.demo', kind: 'password-reset', link: '-', code: 'two-tabs-marker', sentAt: Date.now() });
      }),
    );
    await integrator.waitForFunction(() => window.__solarcredMemory?.snapshot.outbox.some((mail) => mail.code === 'two-tabs-marker'));
    expect(await currentUid(integrator)).toBe('int-aprovado');
    expect(new URL(integrator.url()).pathname).toBe('/integrator/dashboard');

    await integrator.reload();
    await memoryReady(integrator);
    expect(await currentUid(integrator)).toBe('int-aprovado');
    expect(new URL(integrator.url()).pathname).toBe('/integrator/dashboard');
    await admin.reload();
    await memoryReady(admin);
    expect(await currentUid(admin)).toBeNull();
    expect(new URL(admin.url()).pathname).toBe('/auth');
  });
});
