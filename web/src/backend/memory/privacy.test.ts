/** The demo's rights requests (issue 51): the callables' rules on the store, the same documents and the same deletion plan. */
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntries, openPrivacyRequests, privacyRequests } from '@solarcred/domain/data/privacy';
import { members } from '@solarcred/domain/data/members';
import { noticeReads } from '@solarcred/domain/data/notices';
import { profiles } from '@solarcred/domain/data/profiles';
import { proposals } from '@solarcred/domain/data/proposals';
import { requestsText } from '@solarcred/domain/privacy/requests-text';
import { firstValue } from '../first-value';
import { memoryAuth } from './auth';
import { memoryPrivacy } from './privacy';
import { seedState } from './seed';
import { MemoryStore } from './store';

let store: MemoryStore;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  store = new MemoryStore(() => seedState(Date.now()));
});

describe('memory privacy requests', () => {
  it('one open request per person, in Portuguese; the person lists its own, the admin the queue by deadline', async () => {
    await memoryAuth(store).signIn('integrador@solarcred.demo', 'demo123');
    const privacy = memoryPrivacy(store);
    const id = await privacy.request({ tipo: 'correcao', detalhe: 'Meu telefone mudou.' });
    await expect(privacy.request({ tipo: 'exclusao', detalhe: '' })).rejects.toThrow(requestsText.alreadyOpen);
    await expect(privacy.request({ tipo: 'correcao', detalhe: 'curto' })).rejects.toThrow(requestsText.correctionTooShort);
    expect((await firstValue(privacy.mine(10))).map((request) => request.id)).toEqual([id]);
    await expect(privacy.resolve({ id, decisao: 'recusar', resposta: 'Não é possível.' })).rejects.toThrow();

    await memoryAuth(store).signOut();
    await memoryAuth(store).signIn('admin@solarcred.demo', 'demo123');
    const queue = await firstValue(memoryPrivacy(store).queue({ situacao: 'abertas' }, 10));
    expect(queue.map((request) => request.id)).toEqual(['lgpd-demo-correcao', id]);
    await expect(memoryPrivacy(store).resolve({ id, decisao: 'recusar', resposta: '' })).rejects.toThrow(requestsText.refusalReasonRequired);
    await memoryPrivacy(store).resolve({ id, decisao: 'recusar', resposta: 'Pedido sem fundamento.' });
    expect(store.doc(privacyRequests, id)).toMatchObject({ situacao: 'recusada', resposta: 'Pedido sem fundamento.', concluida_por: 'admin-demo' });
    expect(store.doc(openPrivacyRequests, 'conta_int-aprovado')).toBeNull();
    expect(store.collection(auditEntries).filter((entry) => entry.alvo.id === id)).toEqual([expect.objectContaining({ acao: 'lgpd', comando: 'resolvePrivacyRequest' })]);
  });

  it("a vendedor's deletion deletes its own records and account, unlinks its name from the company's proposals, keeps what the law keeps", async () => {
    const reads = noticeReads('aviso-boas-vindas');
    store.update((state) => {
      state.docs[reads.path] = { 'equipe-vendedor': { id: 'equipe-vendedor', lido_em: 1 }, 'int-aprovado': { id: 'int-aprovado', lido_em: 1 } };
    });
    await memoryAuth(store).signIn('vendedor@solarcred.demo', 'demo123');
    const id = await memoryPrivacy(store).request({ tipo: 'exclusao', detalhe: '' });
    const sent = store.collection(proposals).filter((proposal) => proposal.criado_por === 'equipe-vendedor');
    expect(sent.length).toBeGreaterThan(0);
    await memoryAuth(store).signOut();
    await memoryAuth(store).signIn('admin@solarcred.demo', 'demo123');
    await memoryPrivacy(store).resolve({ id, decisao: 'concluir', resposta: '' });

    expect(store.doc(profiles, 'equipe-vendedor')).toBeNull();
    expect(store.doc(members, 'equipe-vendedor')).toBeNull();
    expect(store.snapshot.users['equipe-vendedor']).toBeUndefined();
    // Its notice read record goes; the titular's stays.
    expect([store.doc(reads, 'equipe-vendedor'), store.doc(reads, 'int-aprovado')]).toEqual([null, expect.objectContaining({ lido_em: 1 })]);
    for (const proposal of sent) expect(store.doc(proposals, proposal.id)).toMatchObject({ criado_por_nome: requestsText.anonymisedMark, cliente_nome: proposal.cliente_nome });
    const closed = store.doc(privacyRequests, id);
    expect(closed?.situacao).toBe('concluida');
    expect(closed?.retidos?.map((record) => record.base_legal)).toContain('prova_atendimento');
  });
});
