/**
 * Where Storage cannot be reached (here: no Storage emulator engine; for a person: a dead mobile
 * connection), a proposal's attachments and a milestone's evidence fail within the stall limit,
 * saying once that sending files is unavailable right now (issue 45), the button is ready for a
 * retry and nothing typed or picked is lost (issue 26). The customer's page is the third path
 * (customer-link.test.ts, which writes a link).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transfers } from '@solarcred/domain/constants';
import { milestones } from '@solarcred/domain/installation/milestones';
import { transfersText } from '@solarcred/domain/messages';
import { db } from '../functions/firestore-admin';
import { budgets } from '../budgets';
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
    await page.getByText(transfersText.unavailable).first().waitFor({ timeout: transfers.uploadStallMs + budgets.actionMs });
    const failedAfterMs = Date.now() - started;
    recordLatency('upload without Storage → the person is told', failedAfterMs);
    expect(failedAfterMs).toBeLessThan(transfers.uploadStallMs);
    expect(await page.getByText(transfersText.unavailable).count()).toBe(1);

    await expect.poll(() => finishButton(page).innerText()).toBe('Finalizar Proposta');
    expect(await field(page, 'Banco (código)').inputValue()).toBe('341');
    expect(await page.getByRole('button', { name: 'Remover holerite.pdf' }).count()).toBe(1);
    await page.getByRole('button', { name: /^Etapa 1:/ }).click();
    expect(await field(page, 'Nome Completo').inputValue()).toBe(client.nome);
  });
  it('a milestone’s evidence fails within the stall limit, saying once that sending files is unavailable', async () => {
    // An approved proposal of the seed whose next milestone takes a file (fewer than three marked): read, never written.
    const approved = await db().collection('propostas').where('integrador_id', '==', 'int-aprovado').where('status', '==', 'aprovada').get();
    const next = approved.docs.find((doc) => Object.keys(doc.data()['instalacao']?.['marcos'] ?? {}).length < 3);
    if (!next) throw new Error('the seed has no approved proposal with a file milestone open');
    const marcos = Object.keys(next.data()['instalacao']?.['marcos'] ?? {});
    const open = milestones.find((milestone) => !marcos.includes(milestone.id));
    const page = await people.signedIn('integrador@solarcred.demo', '/integrator/dashboard');
    await page.goto(`/integrator/kanban?proposta=${next.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Instalação' }).click();
    const form = dialog.getByTestId('milestone-form');
    await form.locator('input[type="file"]').setInputFiles(open?.arquivos.kind === 'foto' ? files.png('obra.png') : files.pdf('contrato.pdf'));

    const started = Date.now();
    await form.getByRole('button', { name: 'Marcar como concluído' }).click();
    await page.getByText(transfersText.unavailable).first().waitFor({ timeout: transfers.uploadStallMs + budgets.actionMs });
    const failedAfterMs = Date.now() - started;
    recordLatency('milestone upload without Storage → the person is told', failedAfterMs);
    expect(failedAfterMs).toBeLessThan(transfers.uploadStallMs);
    expect(await page.getByText(transfersText.unavailable).count()).toBe(1);
    await expect.poll(() => form.getByRole('button', { name: 'Marcar como concluído' }).isEnabled()).toBe(true);
  });
});
