/**
 * Where Storage cannot be reached (here: no Storage emulator engine; for a person: a dead mobile
 * connection), a proposal's attachments fail within the stall limit with the spec's message, the
 * button is ready for a retry and nothing typed or picked is lost (issue 26).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transfers } from '@solarcred/domain/constants';
import { proposals as proposalsText } from '@solarcred/domain/messages';
import { hasAuth, hasFirestore, hasStorage } from '../emulator-env';
import { createTestFiles, type TestFiles } from '../e2e/fixtures/files';
import { field } from '../e2e/fixtures/wizard';
import { client, fillBanking, finishButton, reachBanking, wizardPath } from '../e2e/fixtures/proposal-wizard';
import { recordLatency } from './support/latency';
import { peoplePerTest } from './support/people';

let files: TestFiles;
beforeAll(() => {
  files = createTestFiles();
});
afterAll(() => {
  files.remove();
});

describe.skipIf(!hasAuth || !hasFirestore || hasStorage)('uploads without Storage on the Firebase adapter (emulators)', () => {
  const people = peoplePerTest();

  it('a proposal with attachments fails within the stall limit with the spec’s message and keeps everything', async () => {
    const page = await people.signedIn('integrador@solarcred.demo', '/integrator/dashboard');
    await page.goto(wizardPath);
    await page.getByRole('heading', { level: 1, name: 'Subir Proposta' }).waitFor();
    await reachBanking(page, files);
    await fillBanking(page, files);

    const started = Date.now();
    await finishButton(page).click();
    await expect.poll(() => finishButton(page).innerText()).toMatch(/^Enviando/);
    await page.getByText(proposalsText.sendFailure).first().waitFor({ timeout: transfers.uploadStallMs * 2 });
    const failedAfterMs = Date.now() - started;
    recordLatency('upload without Storage → the person is told', failedAfterMs);
    expect(failedAfterMs).toBeLessThan(transfers.uploadStallMs * 2);

    await expect.poll(() => finishButton(page).innerText()).toBe('Finalizar Proposta');
    expect(await field(page, 'Banco (código)').inputValue()).toBe('341');
    expect(await page.getByRole('button', { name: 'Remover holerite.pdf' }).count()).toBe(1);
    await page.getByRole('button', { name: /^Etapa 1:/ }).click();
    expect(await field(page, 'Nome Completo').inputValue()).toBe(client.nome);
  });
});
