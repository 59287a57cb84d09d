/**
 * LGPD from the customer's link through the real callables and rules (issue 51, guest part): the
 * integrator generates a link; the customer, without an account, asks for its data from the
 * link's 'Seus dados pessoais (LGPD)'. Without Storage (these emulators, `npm start` here) the
 * ZIP cannot be written: the page says so in Portuguese at the callable's answer, and after a
 * reload from the link's live view (the trigger's copy in vistas_cliente/{linkId}.lgpd).
 */
import { describe, expect, it } from 'vitest';
import { exportText } from '@solarcred/domain/analytics/export/export-text';
import { customerLinkText } from '@solarcred/domain/customer-link/texts';
import { privacyGuestText as text } from '@solarcred/domain/privacy/guest-text';
import { budgets } from '../budgets';
import { hasAuth, hasFirestore, hasStorage } from '../emulator-env';
import { screenshot } from '../e2e/support/browser';
import { recordLatency } from './support/latency';
import { LIVE_UPDATE_TIMEOUT_MS, peoplePerTest } from './support/people';

describe.skipIf(!hasAuth || !hasFirestore || hasStorage)("LGPD from the customer's link on the Firebase adapter (emulators)", () => {
  const people = peoplePerTest();

  it('the request is made, and its download fails at once in Portuguese without Storage, also after a reload', async () => {
    const integrator = await people.signedIn('integrador@solarcred.demo', '/integrator/dashboard');
    await integrator.goto('/integrator/generate-link');
    await integrator.getByLabel(/Nome do cliente/).fill(`Cliente LGPD ${Date.now()}`);
    await integrator.getByLabel(/Telefone ou e-mail do cliente/).fill('cliente.lgpd@exemplo.com.br');
    await integrator.getByRole('button', { name: 'Gerar link' }).click();
    const generated = integrator.getByRole('textbox', { name: customerLinkText.generated });
    await generated.waitFor({ timeout: budgets.callableMs });
    const path = new URL(await generated.inputValue()).pathname;

    const customer = await people.anonymous();
    await customer.setViewportSize({ width: 390, height: 844 });
    await customer.goto(path);
    const section = customer.getByTestId('customer-privacy');
    await section.getByRole('button', { name: text.download }).waitFor({ timeout: budgets.callableMs });
    const started = Date.now();
    await section.getByRole('button', { name: text.download }).click();
    await section.getByText(exportText.storageUnavailable).waitFor({ timeout: budgets.callableMs });
    recordLatency("link's access request without Storage → the customer is told", Date.now() - started);
    await section.getByText(text.openRequest(text.typeLabel['acesso']!, text.stateLabel['aberta']!)).waitFor();
    expect(await section.getByRole('button', { name: text.downloadReady, exact: true }).count()).toBe(0);
    await screenshot(customer, 'privacy-guest-firebase-no-storage');

    // A reload: the state now comes from the link's live view, which the trigger wrote.
    await customer.reload();
    await section.getByText(exportText.storageUnavailable).waitFor({ timeout: LIVE_UPDATE_TIMEOUT_MS + budgets.callableMs });
    await section.getByText(text.openRequest(text.typeLabel['acesso']!, text.stateLabel['aberta']!)).waitFor();
    expect(await section.getByRole('button', { name: text.download }).count()).toBe(0);
  });
});
