/**
 * Pending items on the Firebase adapter (emulators): the admin adds an item on a proposal's
 * details through the real addPendingItem callable, and the integrator's board, in another browser
 * context, receives the card in 'Pendente Correção' with '1 pendência' through its Firestore
 * listener. The proposal is a copy made for this test and deleted after it, so the counters the
 * other files of this tier read are the seed's again.
 */
import { describe, expect, it } from 'vitest';
import { pendingItemsText } from '@solarcred/domain/pending-items-text';
import { expectToast } from '../e2e/support/app';
import { screenshot } from '../e2e/support/browser';
import { cardIn } from '../e2e/support/kanban';
import { db } from '../functions/firestore-admin';
import { waitFor } from '../functions/auth-emulator';
import { hasAuth, hasFirestore } from '../emulator-env';
import { recordLatency } from './support/latency';
import { peoplePerTest, watchFor } from './support/people';
import { seedProposalId } from '../../web/src/backend/memory/seed-proposals';

const id = 'PendenciasFirebase01';
const client = 'Helena Pendências';

describe.skipIf(!hasAuth || !hasFirestore)('pending items on the Firebase adapter (emulators)', () => {
  const people = peoplePerTest();

  it("an item the admin adds reaches the integrator's board through Firestore", async () => {
    const seeded = (await db().doc(`propostas/${seedProposalId('int-aprovado', 1)}`).get()).data() ?? {};
    const counters = db().doc('stats_integradores/int-aprovado');
    const totalBefore = (await counters.get()).data()?.['total'];
    await db().doc(`propostas/${id}`).set({ ...seeded, cliente_nome: client, status: 'em_analise', search_tokens: [], comentarios_count: 0 });
    try {
      const admin = await people.signedIn('admin@solarcred.demo', '/admin/dashboard');
      const integrator = await people.signedIn('integrador@solarcred.demo', '/integrator/dashboard');
      await integrator.goto('/integrator/kanban');
      await cardIn(integrator, 'em_analise', id).waitFor();

      await admin.goto(`/admin/proposals?proposta=${id}`);
      const dialog = admin.getByRole('dialog');
      await dialog.getByRole('tab', { name: /Pendências/ }).click();
      await dialog.getByText('Nenhuma pendência nesta proposta.').waitFor();
      const form = dialog.getByRole('form', { name: 'Nova pendência' });
      await form.getByTestId('pending-type').selectOption({ label: 'Documento ilegível' });
      await form.getByTestId('pending-text').fill('O RG enviado está ilegível');
      await form.getByText('Exige arquivo').click();

      // This proposal's card, not the column: the seeded cards there already read '1 pendência'.
      const arrived = await watchFor(integrator, `[data-testid="column-pendente_correcao"] [data-id="${id}"]`, pendingItemsText.count(1));
      const clickedAt = Date.now();
      await form.getByRole('button', { name: 'Adicionar pendência' }).click();
      await expectToast(admin, pendingItemsText.added);
      const arrivedAt = await arrived();
      recordLatency('pending item added → card in the integrator\u2019s column with its count', arrivedAt - clickedAt);
      console.log(`pendencias live latency: add → other board ${arrivedAt - clickedAt} ms`);

      await cardIn(integrator, 'pendente_correcao', id).getByTestId('card-pending').getByText('1 pendência').waitFor();
      await dialog.getByTestId('pending-item').getByText('O RG enviado está ilegível').waitFor();
      expect((await db().doc(`propostas/${id}`).get()).data()).toMatchObject({ status: 'pendente_correcao', pendencias_abertas: 1 });
      const items = await db().collection(`propostas/${id}/pendencias`).get();
      expect(items.docs.map((item) => item.data())).toEqual([expect.objectContaining({ tipo: 'documento_ilegivel', exige_arquivo: true, estado: 'aberta' })]);
      await screenshot(integrator, 'firebase-pendencias-integrator-board');
    } finally {
      await db().recursiveDelete(db().doc(`propostas/${id}`));
      // The counters trigger counts the delete: wait until the integrator's counters are as before.
      await waitFor('counters restored', async () => ((await counters.get()).data()?.['total'] === totalBefore ? true : undefined));
    }
  });
});
