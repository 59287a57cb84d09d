import { beforeEach, describe, expect, it } from 'vitest';
import { mailDocuments } from '@solarcred/domain/data/mail';
import { proposalHistory, proposals } from '@solarcred/domain/data/proposals';
import { proposalHistoryMailEvent } from '@solarcred/domain/mail/events';
import { memoryAdmin } from './admin';
import { memoryAuth } from './auth';
import { memoryBoard } from './board';
import { memoryComments } from './comments';
import { queueMails } from './mail-triggers';
import { memoryProfile } from './profile';
import { seedState } from './seed';
import { MemoryStore } from './store';

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
    await memoryProfile(store).saveEmailPrefs({ status_proposta: false, pendencias: true, comentarios: true, cadastro: true });
    await memoryAuth(store).signOut();
    await signInAs('admin@solarcred.demo');
    const proposal = ownProposal();
    if (!proposal) throw new Error('seed has no enviada proposal of int-aprovado');
    await memoryBoard(store).moveProposal(proposal.id, 'em_analise', null);
    expect(mails()).toEqual([]);
    await memoryComments(store).add(proposal.id, 'Envie a fatura.');
    expect(mails().map((m) => [m.evento, m.to])).toEqual([['comentario', 'integrador@solarcred.demo']]);
  });

  it('an approval e-mails the integrator', async () => {
    await signInAs('admin@solarcred.demo');
    const awaiting = 'int-analise';
    await memoryAdmin(store).approveIntegrator(awaiting);
    expect(mails().map((m) => [m.evento, m.to])).toEqual([['integrador_aprovado', 'analise@solarcred.demo']]);
  });
});
