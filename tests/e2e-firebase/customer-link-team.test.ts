/**
 * A vendedor's customer links on the Firebase adapter (issue 45; emulators seeded by
 * scripts/seed.mjs): the seeded vendedor reaches 'Gerar Link de Proposta' from its sidebar and
 * generates a link through the real callable; its list, a query filtered on its criado_por that
 * firestore.rules' seesLinkData must prove safe, shows the link live; the titular's list (the
 * whole company) shows it too.
 */
import { describe, expect, it } from 'vitest';
import { customerLinkText as text } from '@solarcred/domain/customer-link/texts';
import { screenshot } from '../e2e/support/browser';
import { adminAuth } from '../functions/auth-emulator';
import { db } from '../functions/firestore-admin';
import { hasAuth, hasFirestore } from '../emulator-env';
import { LIVE_UPDATE_TIMEOUT_MS, peoplePerTest } from './support/people';

const SELLER = 'vendedor@solarcred.demo';

describe.skipIf(!hasAuth || !hasFirestore)("a vendedor's customer links on the Firebase adapter (emulators)", () => {
  const people = peoplePerTest();

  it('the vendedor generates a link recorded as its own and lists it; the titular lists it with the company\u2019s', async () => {
    const sellerUid = (await adminAuth().getUserByEmail(SELLER)).uid;
    const seller = await people.signedIn(SELLER, '/integrator/dashboard');
    await seller.getByTestId('sidebar').getByRole('link', { name: 'Gerar Link de Proposta' }).click();
    await seller.getByRole('heading', { name: 'Gerar Link de Proposta', level: 1 }).waitFor();
    const name = `Cliente Vendedor ${Date.now()}`;
    await seller.getByLabel(/Nome do cliente/).fill(name);
    await seller.getByLabel(/Telefone ou e-mail do cliente/).fill('(11) 98765-4321');
    await seller.getByRole('button', { name: 'Gerar link' }).click();
    await seller.getByRole('textbox', { name: text.generated }).waitFor();
    await expect.poll(() => seller.getByRole('listitem', { name }).innerText(), { timeout: LIVE_UPDATE_TIMEOUT_MS }).toContain('Aberto');
    expect(await seller.getByText('Não foi possível carregar os links.').count()).toBe(0);
    const stored = await db().collection('links_cliente').where('cliente_nome', '==', name).get();
    expect(stored.docs.map((doc) => doc.data())).toEqual([expect.objectContaining({ integrador_id: 'int-aprovado', criado_por: sellerUid })]);
    await screenshot(seller, 'customer-link-firebase-vendedor');

    const titular = await people.signedIn('integrador@solarcred.demo', '/integrator/dashboard');
    await titular.goto('/integrator/generate-link');
    await expect.poll(() => titular.getByRole('listitem', { name }).innerText(), { timeout: LIVE_UPDATE_TIMEOUT_MS }).toContain('Aberto');
  });
});
