/** The "two pages, two people" helper itself, on the memory backend. */
import { describe, expect, it } from 'vitest';
import { expectPath, memoryReady, signInAsDemo } from './support/app';
import { usePages } from './support/browser';
import { twoPeople } from './support/two-people';

const pages = usePages();

describe('twoPeople', () => {
  it('contexts: an admin and an integrator signed in side by side, each in their own area', async () => {
    const { admin, integrator } = await twoPeople(pages, ['admin', 'integrator'], { mode: 'contexts' });
    expect(admin.context()).not.toBe(integrator.context());

    await signInAsDemo(admin, 'Administrador');
    await expectPath(admin, '/admin/dashboard');
    await signInAsDemo(integrator, 'Integrador aprovado');
    await expectPath(integrator, '/integrator/dashboard');

    // Each sign-in stayed in its own browser: reloaded, each page shows its person's area (had
    // the integrator's sign-in reached the admin's storage, the admin would be sent away).
    const menuLink = (page: typeof admin, name: string) => page.getByTestId('sidebar').getByRole('link', { name });
    await admin.reload();
    await menuLink(admin, 'Gerenciar Integradores').waitFor();
    expect(new URL(admin.url()).pathname).toBe('/admin/dashboard');
    await integrator.reload();
    await menuLink(integrator, 'Subir Proposta').waitFor();
    expect(new URL(integrator.url()).pathname).toBe('/integrator/dashboard');
  });

  it('tabs: two tabs of one context share the demo data, and a change in one reaches the other live', async () => {
    const { admin, other } = await twoPeople(pages, ['admin', 'other'], { mode: 'tabs', viewport: 'desktop' });
    expect(admin.context()).toBe(other.context());

    await signInAsDemo(admin, 'Administrador');
    await expectPath(admin, '/admin/dashboard');
    const awaiting = admin.getByRole('region', { name: 'Aguardando aprovação' }).getByRole('listitem');
    await awaiting.first().waitFor();
    const first = await awaiting.first().innerText();

    await other.goto('/auth');
    await memoryReady(other);
    // Approve, from the other tab, the company the admin's list shows first.
    const moved = await other.evaluate((shown) => {
      const store = window.__solarcredMemory;
      const record = Object.values(store?.snapshot.docs['integradores'] ?? {}).find((candidate) => shown.includes(String(candidate['nome_empresa'])));
      if (!store || !record) return null;
      store.update((state) => {
        const stored = state.docs['integradores']?.[record.id];
        if (stored) stored['status'] = 'aprovado';
      });
      return String(record['nome_empresa']);
    }, first);
    if (!moved) throw new Error(`no stored integrator is shown as "${first}"`);
    // The admin's tab follows the other tab's change without a reload.
    await admin.getByRole('region', { name: 'Aguardando aprovação' }).getByText(moved).waitFor({ state: 'detached' });
  });
});
