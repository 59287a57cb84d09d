/**
 * E-mail triggers on the emulators (issue 15): a move through moveProposal queues exactly one
 * mail/{id} per recipient, in the Trigger Email extension's shape, with the deep link to the
 * proposal; replaying the trigger on the same history entry writes nothing more.
 */
import { FieldPath } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendPendingItemMails, sendProposalHistoryMails } from '../../functions/src/mail/triggers';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newAdminAccount, newIntegratorAccount, type TestAccount } from './accounts';
import { waitFor } from './auth-emulator';
import { callFunction, resultOf } from './callables';
import { db, entries, seedProposal, waitForIntegrator } from './firestore-admin';

/** functions/.env.demo-solarcred */
const appUrl = 'http://127.0.0.1:5050';

const seededProposal = (integrator: TestAccount) =>
  seedProposal(integrator.uid, { integrador: { nome_empresa: 'Sol Nascente', email: integrator.email, foto_perfil: null }, cliente_nome: 'Ana Beatriz Costa', valor_proposta: 100 });

/** Every mail/{id} of one event (ids start with kind_eventId_). */
async function mailsOf(kind: string, eventId: string) {
  const prefix = `${kind}_${eventId}_`;
  const found = await db().collection('mail').where(FieldPath.documentId(), '>=', prefix).where(FieldPath.documentId(), '<', `${prefix}\uf8ff`).get();
  return found.docs.map((doc) => ({ id: doc.id, ...doc.data() }) as { id: string; to: string; message: { subject: string; html: string; text: string } });
}

describe.skipIf(!(hasFirestore && hasAuth))('e-mail triggers (Auth + Functions + Firestore emulators)', () => {
  let mover: TestAccount;
  let watcher: TestAccount;
  let integrator: TestAccount;

  beforeAll(async () => {
    [mover, watcher, integrator] = await Promise.all([newAdminAccount(), newAdminAccount(), newIntegratorAccount()]);
    await waitForIntegrator(integrator.uid);
    // An admin who turned 'Atualizações de propostas' on (grant-admin also marks the profile's role).
    await db().doc(`profiles/${watcher.uid}`).update({ tipo_usuario: 'admin', notificacoes: { novos_integradores: false, status_propostas: true } });
    await db().doc(`profiles/${mover.uid}`).update({ tipo_usuario: 'admin', notificacoes: { novos_integradores: false, status_propostas: true } });
  });

  it('a move queues one e-mail to the integrator and one to the opted-in admin, not to the mover; a replay adds none', async () => {
    const id = await seededProposal(integrator);
    resultOf(await callFunction('moveProposal', { propostaId: id, status: 'pendente_correcao', motivo: 'Falta a <fatura>' }, mover.idToken));
    const [entry] = await db().collection(`propostas/${id}/historico`).get().then((s) => s.docs);
    expect(entry).toBeDefined();
    const historyId = entry?.id ?? '';

    const mails = await waitFor('two e-mails queued', async () => {
      const found = await mailsOf('proposta_status', historyId);
      return found.length >= 2 ? found : undefined;
    });
    expect(mails.map((m) => m.to).sort()).toEqual([integrator.email, watcher.email].sort());
    const toIntegrator = mails.find((m) => m.to === integrator.email);
    expect(toIntegrator?.id).toBe(`proposta_status_${historyId}_${integrator.uid}`);
    expect(toIntegrator?.message.subject).toContain('Pendente Correção');
    expect(toIntegrator?.message.text).toContain(`${appUrl}/integrator/kanban?proposta=${id}`);
    expect(toIntegrator?.message.html).toContain('Falta a &lt;fatura&gt;');
    expect(mails.find((m) => m.to === watcher.email)?.message.text).toContain(`${appUrl}/admin/proposals?proposta=${id}`);

    // The trigger delivered again (at-least-once): same entry, nothing new.
    expect(await sendProposalHistoryMails(db(), id, historyId, appUrl)).toBe(0);
    expect(await sendProposalHistoryMails(db(), id, historyId, appUrl)).toBe(0);
    expect(await mailsOf('proposta_status', historyId)).toHaveLength(2);
    expect(await entries(`propostas/${id}/historico`, 'em')).toHaveLength(1);
  });

  it("an integrator who turned status e-mails off gets none; the admin still does", async () => {
    await db().doc(`profiles/${integrator.uid}`).update({ notificacoes_email: { status_proposta: false } });
    const id = await seededProposal(integrator);
    resultOf(await callFunction('moveProposal', { propostaId: id, status: 'em_analise' }, mover.idToken));
    const [entry] = await db().collection(`propostas/${id}/historico`).get().then((s) => s.docs);
    const mails = await waitFor('the admin e-mail', async () => {
      const found = await mailsOf('proposta_status', entry?.id ?? '-');
      return found.length >= 1 ? found : undefined;
    });
    expect(mails.map((m) => m.to)).toEqual([watcher.email]);
    await db().doc(`profiles/${integrator.uid}`).update({ notificacoes_email: { status_proposta: true } });
  });

  it('a pending item queues one e-mail to the integrator with its type and text; a replay adds none', async () => {
    const id = await seededProposal(integrator);
    const added = resultOf(
      await callFunction('addPendingItem', { propostaId: id, itemId: db().collection('ids').doc().id, tipo: 'comprovante_renda', texto: 'O holerite está cortado.', exigeArquivo: true }, mover.idToken),
    ) as { id: string };
    const mails = await waitFor('the pending-item e-mail', async () => {
      const found = await mailsOf('pendencia', added.id);
      return found.length >= 1 ? found : undefined;
    });
    expect(mails.map((m) => [m.id, m.to])).toEqual([[`pendencia_${added.id}_${integrator.uid}`, integrator.email]]);
    expect(mails[0]?.message.text).toContain('Comprovante de renda: O holerite está cortado.');
    expect(mails[0]?.message.text).toContain(`${appUrl}/integrator/kanban?proposta=${id}`);
    expect(await sendPendingItemMails(db(), id, added.id, appUrl)).toBe(0);
    expect(await mailsOf('pendencia', added.id)).toHaveLength(1);
  });
});
