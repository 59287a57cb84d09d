/**
 * The memory pending-item answers obey storage.rules (a file only for an open item of one's own
 * proposal), and adding an item is idempotent on the form's item id, as the callable is.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { mailDocuments } from '@solarcred/domain/data/mail';
import { proposalHistory, proposalPendingItems, proposals } from '@solarcred/domain/data/proposals';
import { pendingItemsText } from '@solarcred/domain/pending-items-text';
import { newDocumentId } from '../document-id';
import { memoryAuth } from './auth';
import { memoryPendingItems } from './pending-items';
import { seedState } from './seed';
import { MemoryStore, putDoc } from './store';

let store: MemoryStore;
const file = () => new File(['%PDF-1.4'], 'fatura.pdf', { type: 'application/pdf' });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  store = new MemoryStore(() => seedState(Date.now()));
});

/** An open item on int-aprovado's first proposal (as addPendingItem stores it), and that proposal's id. */
async function openItem(): Promise<{ proposalId: string; itemId: string }> {
  const proposal = store.collection(proposals).find((p) => p.integrador_id === 'int-aprovado' && p.status === 'enviada');
  if (!proposal) throw new Error('seed has no enviada proposal of int-aprovado');
  await memoryAuth(store).signIn('admin@solarcred.demo', 'demo123');
  await memoryPendingItems(store).add({ propostaId: proposal.id, itemId: newDocumentId(), tipo: 'comprovante_renda', texto: 'O holerite está cortado.', exigeArquivo: true });
  const item = store.collection(proposalPendingItems(proposal.id)).find((i) => i.estado === 'aberta');
  if (!item) throw new Error('no item added');
  await memoryAuth(store).signOut();
  return { proposalId: proposal.id, itemId: item.id };
}

describe('memory pending-item answer uploads', () => {
  it('the owner uploads an answer to its open item', async () => {
    const { proposalId, itemId } = await openItem();
    await memoryAuth(store).signIn('integrador@solarcred.demo', 'demo123');
    await expect(memoryPendingItems(store).uploadAnswer(proposalId, itemId, file())).resolves.toContain(`pendencia-${itemId}_`);
  });

  it('refuses an item that is no longer open, one that does not exist, and another integrator', async () => {
    const { proposalId, itemId } = await openItem();
    await memoryAuth(store).signIn('luz@solarcred.demo', 'demo123');
    await expect(memoryPendingItems(store).uploadAnswer(proposalId, itemId, file())).rejects.toMatchObject({ code: 'permission-denied' });
    await memoryAuth(store).signOut();
    await memoryAuth(store).signIn('integrador@solarcred.demo', 'demo123');
    await expect(memoryPendingItems(store).uploadAnswer(proposalId, 'ItemInexistenteAAAAA', file())).rejects.toMatchObject({ code: 'permission-denied' });
    const item = store.doc(proposalPendingItems(proposalId), itemId);
    if (!item) throw new Error('item gone');
    store.update((state) => putDoc(state, proposalPendingItems(proposalId), { ...item, estado: 'respondida' }));
    await expect(memoryPendingItems(store).uploadAnswer(proposalId, itemId, file())).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('memory addPendingItem', () => {
  const proposalOf = () => {
    const proposal = store.collection(proposals).find((p) => p.integrador_id === 'int-aprovado' && p.status === 'enviada');
    if (!proposal) throw new Error('seed has no enviada proposal of int-aprovado');
    return proposal;
  };

  it('a retry after a lost answer adds one item, counts it once and mails once', async () => {
    const proposal = proposalOf();
    await memoryAuth(store).signIn('admin@solarcred.demo', 'demo123');
    const input = { propostaId: proposal.id, itemId: newDocumentId(), tipo: 'outro' as const, texto: 'Assinatura.', exigeArquivo: false };
    const mailsBefore = store.collection(mailDocuments).length;
    store.loseNextAnswer('addPendingItem');
    await expect(memoryPendingItems(store).add(input)).rejects.toThrow();
    await memoryPendingItems(store).add(input);
    expect(store.collection(proposalPendingItems(proposal.id))).toHaveLength(1);
    expect(store.doc(proposals, proposal.id)?.pendencias_abertas).toBe(1);
    expect(store.collection(proposalHistory(proposal.id)).filter((h) => h.pendencia?.acao === 'criada')).toHaveLength(1);
    // One item e-mail and one status e-mail (the move to 'Pendente Correção'), not two of each.
    expect(store.collection(mailDocuments).length).toBe(mailsBefore + 2);
  });

  it('refuses another text under an id already used', async () => {
    const proposal = proposalOf();
    await memoryAuth(store).signIn('admin@solarcred.demo', 'demo123');
    const input = { propostaId: proposal.id, itemId: newDocumentId(), tipo: 'outro' as const, texto: 'Assinatura.', exigeArquivo: false };
    await memoryPendingItems(store).add(input);
    await expect(memoryPendingItems(store).add({ ...input, texto: 'Outra coisa.' })).rejects.toThrow(pendingItemsText.idTaken);
  });
});
