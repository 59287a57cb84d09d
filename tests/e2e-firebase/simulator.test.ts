/**
 * The landing's simulator on the Firebase adapter (issue 32) when the rates cannot be fetched: it
 * says so, and 'Tentar novamente' loads them once the connection is back.
 */
import { describe, it } from 'vitest';
import { usePages } from '../e2e/support/browser';
import { hasFirestore } from '../emulator-env';

const pages = usePages();

describe.skipIf(!hasFirestore)('public simulator without a connection (emulators)', () => {
  it('says the rates could not be loaded, and loads them on Tentar novamente', async () => {
    const page = await pages.open();
    await page.route('**/documents/publico/taxas*', (route) => route.abort('internetdisconnected'));
    await page.goto('/#simulador');
    await page.getByText('Não foi possível carregar as taxas agora.').waitFor();
    await page.unroute('**/documents/publico/taxas*');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.getByTestId('simulation-option').first().waitFor();
  });
});
