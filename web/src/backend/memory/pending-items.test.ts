/** The memory pending-item answers obey storage.rules: a file only for an open item of one's own proposal. */
import { beforeEach, describe, expect, it } from 'vitest';
import { proposalPendingItems, proposals } from '@solarcred/domain/data/proposals';
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
  await memoryPendingItems(store).add({ propostaId: proposal.id, tipo: 'comprovante_renda', texto: 'O holerite está cortado.', exigeArquivo: true });
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
