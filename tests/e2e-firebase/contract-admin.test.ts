/**
 * The contract in the details on the Firebase adapter (issue 47, emulators): the titular has the
 * 'Contrato' tab of a proposal under analysis open; the proposal is approved and the functions
 * generate its contract (onProposalContract) and tell the customer (onContractMail): the tab and
 * its badge follow live to 'Enviado', read through the query the rules prove (the company's
 * contracts of this proposal), and 'Baixar PDF' (the contractPdf callable, which re-renders when
 * Storage has no copy) gives the bytes whose SHA-256 is stored. The proposal is a copy made for
 * this test and deleted after it, with its contracts.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { releaseDayOf } from '@solarcred/domain/credit/calendar';
import type { StoredCreditLine } from '@solarcred/domain/credit/lines';
import { toSavedSimulation } from '@solarcred/domain/credit/saved-simulation';
import { simulate, type SimulationInput } from '@solarcred/domain/credit/simulate';
import { screenshot } from '../e2e/support/browser';
import { db } from '../functions/firestore-admin';
import { waitFor } from '../functions/auth-emulator';
import { hasAuth, hasFirestore } from '../emulator-env';
import { LIVE_UPDATE_TIMEOUT_MS, peoplePerTest } from './support/people';
import { seedProposalId } from '../../web/src/backend/memory/seed-proposals';

const id = 'ContratoFirebase0001';
const dayMs = 86_400_000;

describe.skipIf(!hasAuth || !hasFirestore)('the contract in the details on the Firebase adapter (emulators)', () => {
  const people = peoplePerTest();

  it('approval generates it; the titular’s open tab follows to Enviado and downloads the PDF whose hash is stored', async () => {
    const seeded = (await db().doc(`propostas/${seedProposalId('int-aprovado', 1)}`).get()).data() ?? {};
    const counters = db().doc('stats_integradores/int-aprovado');
    const totalBefore = (await counters.get()).data()?.['total'];
    const lineId = 'financiamento_solar_tradicional';
    const line = { ...(await db().doc(`linhas_credito/${lineId}`).get()).data(), id: lineId } as StoredCreditLine;
    const sentAt = Date.now() - 7 * dayMs;
    const request: SimulationInput = { valorSistemaCents: 32_500_00, entradaCents: 0, prazo: 60, carenciaMeses: 0, borrower: 'pf', liberacao: releaseDayOf(sentAt) };
    const simulacao = toSavedSimulation({ kind: 'chosen', simulation: simulate(line, request), line, escolha: 'linha' }, request, sentAt);
    const proposal = db().doc(`propostas/${id}`);
    await proposal.set({
      ...seeded, cliente_nome: 'Helena Contrato', cliente_email: 'helena.contrato@example.com', status: 'em_analise', status_desde: Timestamp.fromMillis(sentAt),
      simulacao: { ...simulacao, calculada_em: Timestamp.fromMillis(sentAt) }, search_tokens: [], comentarios_count: 0, instalacao: null, instalacao_meta: null,
    });
    try {
      const integrator = await people.signedIn('integrador@solarcred.demo', '/integrator/dashboard');
      await integrator.goto(`/integrator/kanban?proposta=${id}`);
      const dialog = integrator.getByRole('dialog');
      await dialog.getByRole('tab', { name: /Contrato/ }).click();
      await dialog.getByTestId('contract-none').getByText('O contrato é gerado quando a proposta é aprovada.').waitFor();

      await proposal.update({ status: 'aprovada', status_desde: Timestamp.now() });
      const current = dialog.getByTestId('contract-current');
      await expect.poll(() => current.getAttribute('data-state').catch(() => null), { timeout: LIVE_UPDATE_TIMEOUT_MS }).toBe('enviado');
      expect(await current.getAttribute('data-version')).toBe('1');
      expect(await dialog.getByTestId('contract-tab-state').innerText()).toBe('Enviado');
      const stored = (await db().doc(`contratos/${id}_v1`).get()).data();
      expect(stored).toMatchObject({ proposta_id: id, integrador_id: 'int-aprovado', estado: 'enviado' });

      const [download] = await Promise.all([integrator.waitForEvent('download'), current.getByRole('button', { name: 'Baixar PDF' }).click()]);
      const bytes = await readFile((await download.path())!);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(stored?.['sha256']);
      await screenshot(integrator, 'firebase-contract-details');
    } finally {
      const versions = await db().collection('contratos').where('proposta_id', '==', id).get();
      await Promise.all(versions.docs.map((doc) => doc.ref.delete()));
      await db().recursiveDelete(proposal);
      await waitFor('counters restored', async () => ((await counters.get()).data()?.['total'] === totalBefore ? true : undefined));
    }
  });
});
