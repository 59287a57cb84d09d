import { beforeEach, describe, expect, it } from 'vitest';
import { mailDocuments } from '@solarcred/domain/data/mail';
import { proposalHistory, proposals } from '@solarcred/domain/data/proposals';
import { proposalHistoryMailEvent } from '@solarcred/domain/mail/events';
import { memoryAdmin } from './admin';
import { memoryAuth } from './auth';
import { memoryBoard } from './board';
import { memoryComments } from './comments';
import { queueMails } from './mail-triggers';
import { memoryPendingItems } from './pending-items';
import { memoryProfile } from './profile';
import { seedState } from './seed';
import { MemoryStore } from './store';
import { newDocumentId } from '../document-id';

let store: MemoryStore;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  store = new MemoryStore(() => seedState(Date.UTC(2026, 10, 22, 12)));
});

const signInAs = (email: string) => memoryAuth(store).signIn(email, 'demo123');
const mails = () => store.collection(mailDocuments);
const ownProposal = () => store.collection(proposals).find((p) => p.integrador_id === 'int-aprovado' && p.status === 'enviada');

describe('memory mail triggers (the demo outbox)', () => {
  it("an admin's move queues one e-mail to the integrator with the deep link; replaying the event adds none", async () => {
    await signInAs('admin@solarcred.demo');
    const proposal = ownProposal();
    if (!proposal) throw new Error('seed has no enviada proposal of int-aprovado');
    await memoryBoard(store).moveProposal(proposal.id, 'em_analise', null);
    expect(mails()).toHaveLength(1);
    const [mail] = mails();
    expect(mail?.to).toBe('integrador@solarcred.demo');
    expect(mail?.message.text).toContain(`/integrator/kanban?proposta=${proposal.id}`);

    const [entry] = store.collection(proposalHistory(proposal.id)).filter((h) => h.para === 'em_analise');
    const after = store.doc(proposals, proposal.id);
    if (!entry || !after) throw new Error('move not stored');
    store.update((state) => queueMails(state, proposalHistoryMailEvent(after, entry), after.integrador_id));
    expect(mails()).toHaveLength(1);
  });

  it("respects the integrator's switch, and an admin comment reaches the integrator", async () => {
    await signInAs('integrador@solarcred.demo');
    await memoryProfile(store).saveEmailPrefs({ status_proposta: false, pendencias: true, comentarios: true, cadastro: true, instalacao: true, cashback: true });
    await memoryAuth(store).signOut();
    await signInAs('admin@solarcred.demo');
    const proposal = ownProposal();
    if (!proposal) throw new Error('seed has no enviada proposal of int-aprovado');
    await memoryBoard(store).moveProposal(proposal.id, 'em_analise', null);
    expect(mails()).toEqual([]);
    await memoryComments(store).add(proposal.id, 'c-fatura', 'Envie a fatura.');
    expect(mails().map((m) => [m.evento, m.to])).toEqual([['comentario', 'integrador@solarcred.demo']]);
  });

  it('an approval e-mails the integrator', async () => {
    await signInAs('admin@solarcred.demo');
    const awaiting = 'int-analise';
    await memoryAdmin(store).approveIntegrator(awaiting);
    expect(mails().map((m) => [m.evento, m.to])).toEqual([['integrador_aprovado', 'analise@solarcred.demo']]);
  });

  it('a pending item e-mails the integrator what to fix, and the move it caused is a status e-mail', async () => {
    await signInAs('admin@solarcred.demo');
    const proposal = ownProposal();
    if (!proposal) throw new Error('seed has no enviada proposal of int-aprovado');
    await memoryPendingItems(store).add({ propostaId: proposal.id, itemId: newDocumentId(), tipo: 'comprovante_renda', texto: 'O holerite está cortado.', exigeArquivo: true });
    expect(mails().map((m) => [m.evento, m.to]).sort()).toEqual([
      ['pendencia', 'integrador@solarcred.demo'],
      ['proposta_status', 'integrador@solarcred.demo'],
    ]);
    const pending = mails().find((m) => m.evento === 'pendencia');
    expect(pending?.message.text).toContain('Comprovante de renda: O holerite está cortado.');
    expect(pending?.message.text).toContain(`/integrator/kanban?proposta=${proposal.id}`);
    // A second item: no move, so only its own e-mail.
    await memoryPendingItems(store).add({ propostaId: proposal.id, itemId: newDocumentId(), tipo: 'outro', texto: 'Assinatura.', exigeArquivo: false });
    expect(mails().filter((m) => m.evento === 'pendencia')).toHaveLength(2);
    expect(mails().filter((m) => m.evento === 'proposta_status')).toHaveLength(1);
  });
});
