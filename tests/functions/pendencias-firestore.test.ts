/**
 * The pending-item callables and the answer trigger on the emulators: who may add, answer and
 * review (each persona), the move to 'Pendente Correção' through the Kanban move, the counters on
 * the proposal, and the automatic move to 'Corrigida' when the last open item is answered.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth as authText } from '@solarcred/domain/messages';
import { pendingItemsText as text } from '@solarcred/domain/pending-items-text';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newAdminAccount, newIntegratorAccount, type TestAccount } from './accounts';
import { waitFor } from './auth-emulator';
import { callFunction, expectCallableError, resultOf } from './callables';
import { db, entries, integratorAccountWith, seedProposal } from './firestore-admin';

const proposalOf = (owner: string, status = 'em_analise') =>
  seedProposal(owner, { cliente_nome: 'Ana Costa', status, valor_proposta: 100, valor_sistema: 100 });

const stored = async (id: string) => (await db().doc(`propostas/${id}`).get()).data() ?? {};
const itemOf = async (id: string, itemId: string) => (await db().doc(`propostas/${id}/pendencias/${itemId}`).get()).data() ?? {};
const newItemId = () => db().collection('ids').doc().id;
const add = (id: string, token: string, exigeArquivo = false, texto = 'Envie o holerite', itemId = newItemId()) =>
  callFunction('addPendingItem', { propostaId: id, itemId, tipo: 'comprovante_renda', texto, exigeArquivo }, token);

describe.skipIf(!(hasFirestore && hasAuth))('pending items (Auth + Functions + Firestore emulators)', () => {
  let admin: TestAccount;
  let owner: TestAccount;
  let other: TestAccount;
  let pending: TestAccount;

  beforeAll(async () => {
    [admin, owner, other, pending] = await Promise.all([newAdminAccount(), integratorAccountWith('aprovado', 'Sol Nascente'), integratorAccountWith('aprovado', 'Sol Nascente'), newIntegratorAccount('pendente')]);
  });

  it('the journey: first item moves the proposal, answers count down, the last one moves it to Corrigida, a return moves it back', async () => {
    const id = await proposalOf(owner.uid);
    const first = (resultOf(await add(id, admin.idToken, true)) as { id: string }).id;
    const second = (resultOf(await add(id, admin.idToken, false, 'Confirme a agência')) as { id: string }).id;
    expect(await stored(id)).toMatchObject({ status: 'pendente_correcao', status_motivo: 'Envie o holerite', pendencias_abertas: 2, pendencias_total: 2 });
    expect((await stored(id))['pendencias_desde']).toBeInstanceOf(Timestamp);
    expect(await itemOf(id, first)).toMatchObject({ estado: 'aberta', exige_arquivo: true, para_cliente: false, integrador_id: owner.uid, criada_por: admin.uid });

    const file = `propostas-anexos/${owner.uid}/${id}/pendencia-${first}_1773150000000.pdf`;
    expectCallableError(await callFunction('answerPendingItem', { propostaId: id, itemId: first, texto: 'só texto' }, owner.idToken), 'INVALID_ARGUMENT', text.fileRequired);
    resultOf(await callFunction('answerPendingItem', { propostaId: id, itemId: first, arquivo: file }, owner.idToken));
    resultOf(await callFunction('answerPendingItem', { propostaId: id, itemId: second, texto: 'Agência 1234' }, owner.idToken));
    expect(await itemOf(id, first)).toMatchObject({ estado: 'respondida', resposta_arquivo: file, respondida_por: owner.uid });
    const corrected = await waitFor('moved to corrigida', async () => ((await stored(id))['status'] === 'corrigida_usuario' ? stored(id) : undefined));
    expect(corrected).toMatchObject({ pendencias_abertas: 0, pendencias_desde: null, status_motivo: null });
    expect(await entries(`propostas/${id}/historico`, 'em')).toContainEqual(
      expect.objectContaining({ de: 'pendente_correcao', para: 'corrigida_usuario', por: 'sistema', motivo: 'todas as pendências respondidas' }),
    );

    resultOf(await callFunction('reviewPendingItem', { propostaId: id, itemId: first, decisao: 'devolver', nota: 'Holerite cortado' }, admin.idToken));
    expect(await stored(id)).toMatchObject({ status: 'pendente_correcao', status_motivo: 'Holerite cortado', pendencias_abertas: 1 });
    expect(await itemOf(id, first)).toMatchObject({ estado: 'aberta', nota_devolucao: 'Holerite cortado', devolucoes: 1 });
    resultOf(await callFunction('reviewPendingItem', { propostaId: id, itemId: second, decisao: 'aceitar' }, admin.idToken));
    expect(await itemOf(id, second)).toMatchObject({ estado: 'aceita', revisada_por: admin.uid });
    expect((await stored(id))['status']).toBe('pendente_correcao');
  });

  it('each persona: only admins add and review; only the approved owner answers its open items', async () => {
    const id = await proposalOf(owner.uid);
    for (const account of [owner, other, pending]) expectCallableError(await add(id, account.idToken), 'PERMISSION_DENIED', authText.adminsOnly);
    expect((await add(id, '')).error?.status).toBe('UNAUTHENTICATED');
    const itemId = (resultOf(await add(id, admin.idToken)) as { id: string }).id;
    const answer = { propostaId: id, itemId, texto: 'ok' };
    for (const account of [other, pending]) expectCallableError(await callFunction('answerPendingItem', answer, account.idToken), 'PERMISSION_DENIED', text.notAllowed);
    expectCallableError(await callFunction('answerPendingItem', answer, admin.idToken), 'PERMISSION_DENIED', authText.integratorsOnly);
    const review = { propostaId: id, itemId, decisao: 'aceitar' };
    expectCallableError(await callFunction('reviewPendingItem', review, admin.idToken), 'FAILED_PRECONDITION', text.notAnswered);
    resultOf(await callFunction('answerPendingItem', answer, owner.idToken));
    expectCallableError(await callFunction('answerPendingItem', answer, owner.idToken), 'FAILED_PRECONDITION', text.notOpen);
    expectCallableError(await callFunction('reviewPendingItem', review, owner.idToken), 'PERMISSION_DENIED', authText.adminsOnly);
    expect((await itemOf(id, itemId))['estado']).toBe('respondida');
  });

  it('checks shapes: unknown type, oversized text, a file outside the item folder, a return without a note', async () => {
    const id = await proposalOf(owner.uid);
    expect((await callFunction('addPendingItem', { propostaId: id, itemId: newItemId(), tipo: 'qualquer', texto: 'x', exigeArquivo: false }, admin.idToken)).error?.status).toBe('INVALID_ARGUMENT');
    expect((await callFunction('addPendingItem', { propostaId: id, tipo: 'outro', texto: 'x', exigeArquivo: false }, admin.idToken)).error?.status).toBe('INVALID_ARGUMENT');
    expect((await add(id, admin.idToken, false, 'x'.repeat(501))).error?.status).toBe('INVALID_ARGUMENT');
    const itemId = (resultOf(await add(id, admin.idToken)) as { id: string }).id;
    const foreign = `propostas-anexos/${other.uid}/${id}/pendencia-${itemId}_1773150000000.pdf`;
    expectCallableError(await callFunction('answerPendingItem', { propostaId: id, itemId, arquivo: foreign }, owner.idToken), 'INVALID_ARGUMENT', text.foreignFile);
    resultOf(await callFunction('answerPendingItem', { propostaId: id, itemId, texto: 'ok' }, owner.idToken));
    expectCallableError(await callFunction('reviewPendingItem', { propostaId: id, itemId, decisao: 'devolver' }, admin.idToken), 'INVALID_ARGUMENT', text.noteRequired);
    expect((await callFunction('addPendingItem', { propostaId: 'nao-existe', itemId: newItemId(), tipo: 'outro', texto: 'x', exigeArquivo: false }, admin.idToken)).error?.status).toBe('NOT_FOUND');
  });

  it('a call repeated after a lost answer adds one item: counters, history and move once; another text under that id is refused', async () => {
    const id = await proposalOf(owner.uid);
    const itemId = newItemId();
    for (let attempt = 0; attempt < 2; attempt++) expect(resultOf(await add(id, admin.idToken, false, 'Envie o holerite', itemId))).toEqual({ id: itemId });
    expect((await db().collection(`propostas/${id}/pendencias`).get()).size).toBe(1);
    expect(await stored(id)).toMatchObject({ status: 'pendente_correcao', pendencias_abertas: 1, pendencias_total: 1 });
    const created = (await entries(`propostas/${id}/historico`, 'em')).filter((entry) => entry['pendencia']?.acao === 'criada');
    expect(created).toHaveLength(1);
    expectCallableError(await add(id, admin.idToken, false, 'Outro texto', itemId), 'ALREADY_EXISTS', text.idTaken);
  });
});
