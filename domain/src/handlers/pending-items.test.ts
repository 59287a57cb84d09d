import { describe, expect, it } from 'vitest';
import type { Integrator, Proposal } from '../model';
import { countersAfter, nextItemState, pendingItemLimits, type PendingItem } from '../pending-items';
import { domainErrorOf } from '../test-fixtures';
import type { Actor } from './actor';
import type { PendingItemWrites } from './pending-items';
import { addPendingItem, answerPendingItem, autoCorrect, isAnswerEvent, reviewPendingItem } from './pending-items';

const t0 = Date.UTC(2026, 2, 12, 13, 0, 0);
const admin: Actor = { uid: 'admin-1', role: 'admin' };
const owner: Actor = { uid: 'uid-1', role: 'integrador' };
const other: Actor = { uid: 'uid-2', role: 'integrador' };
const approved = (id: string) => ({ id, status: 'aprovado' }) as Integrator;
const pid = 'AbCdEfGhIjKlMnOpQrSt';
const itemA = 'ItemAAAAAAAAAAAAAAAA';
const itemB = 'ItemBBBBBBBBBBBBBBBB';
const answerFile = (itemId: string) => `propostas-anexos/uid-1/${pid}/pendencia-${itemId}_1773150000000.pdf`;
const pdf = (): { size: number; contentType: string } | null => ({ size: 1024, contentType: 'application/pdf' });

/** A tiny store: applies each command's writes as the callable's transaction would. */
function journey(status = 'em_analise') {
  let proposal = { id: pid, integrador_id: 'uid-1', status, comentarios_count: 0 } as Proposal;
  const items = new Map<string, PendingItem>();
  const history: PendingItemWrites['history'][] = [];
  const apply = (writes: PendingItemWrites, id: string) => {
    items.set(id, { ...(items.get(id) as PendingItem), ...writes.item } as PendingItem);
    proposal = { ...proposal, ...writes.proposal };
    history.push(writes.history);
  };
  return {
    get proposal() { return proposal; },
    items,
    history,
    add(id: string, exigeArquivo: boolean, now: number) {
      const writes = addPendingItem(proposal, null, { propostaId: pid, itemId: id, tipo: 'comprovante_renda', texto: `Envie ${id}`, exigeArquivo }, admin, now);
      if (!writes) throw new Error('a new item writes');
      apply(writes, id);
    },
    answer(id: string, input: { texto?: string; arquivo?: string }, now: number) {
      const writes = answerPendingItem({ proposal, item: items.get(id) ?? null, integrator: approved('uid-1'), input: { propostaId: pid, itemId: id, ...input }, actor: owner, now, facts: pdf });
      const before = items.get(id) ?? null;
      apply(writes, id);
      // The trigger: an answer event may complete the proposal.
      if (isAnswerEvent(before, items.get(id) ?? null)) this.trigger(now + 1);
    },
    trigger(now: number) {
      const move = autoCorrect(proposal, now);
      if (move) {
        proposal = { ...proposal, ...move.patch };
        history.push(move.history);
      }
      return move;
    },
    review(id: string, decisao: 'aceitar' | 'devolver', nota: string | null, now: number) {
      apply(reviewPendingItem(proposal, items.get(id) ?? null, { propostaId: pid, itemId: id, decisao, nota }, admin, now), id);
    },
  };
}

describe('the pending item state machine', () => {
  it('aberta → respondida → aceita, or back to aberta when returned; nothing else', () => {
    expect(nextItemState('aberta', 'responder')).toBe('respondida');
    expect(nextItemState('respondida', 'aceitar')).toBe('aceita');
    expect(nextItemState('respondida', 'devolver')).toBe('aberta');
    for (const [state, action] of [['aberta', 'aceitar'], ['aberta', 'devolver'], ['respondida', 'responder'], ['aceita', 'devolver'], ['aceita', 'responder'], ['x', 'responder']] as const) {
      expect(nextItemState(state, action)).toBeNull();
    }
  });

  it('counts open items and marks since when the first opens, clears it when none is left', () => {
    expect(countersAfter({}, 1, 1, 5)).toEqual({ pendencias_abertas: 1, pendencias_total: 1, pendencias_desde: 5 });
    expect(countersAfter({ pendencias_abertas: 1, pendencias_total: 1, pendencias_desde: 5 }, 1, 1, 9)).toEqual({ pendencias_abertas: 2, pendencias_total: 2, pendencias_desde: 5 });
    expect(countersAfter({ pendencias_abertas: 1, pendencias_total: 2, pendencias_desde: 5 }, -1, 0, 9)).toEqual({ pendencias_abertas: 0, pendencias_total: 2, pendencias_desde: null });
  });
});

describe('pending item commands', () => {
  it('the whole journey: first item moves to Pendente Correção, last answer to Corrigida, a return back, accepting stays', () => {
    const j = journey('em_analise');
    j.add(itemA, true, t0);
    expect(j.proposal).toMatchObject({ status: 'pendente_correcao', status_motivo: `Envie ${itemA}`, pendencias_abertas: 1, pendencias_desde: t0 });
    expect(j.history[0]).toMatchObject({ de: 'em_analise', para: 'pendente_correcao', por: 'admin-1', pendencia: { acao: 'criada', item_id: itemA } });
    j.add(itemB, false, t0 + 10);
    expect(j.proposal).toMatchObject({ status: 'pendente_correcao', status_desde: t0, pendencias_abertas: 2, pendencias_total: 2, pendencias_desde: t0 });
    expect(j.history[1]).toMatchObject({ de: 'pendente_correcao', para: 'pendente_correcao' });

    j.answer(itemA, { arquivo: answerFile(itemA) }, t0 + 20);
    expect(j.proposal.status).toBe('pendente_correcao');
    j.answer(itemB, { texto: 'Renda atualizada' }, t0 + 30);
    expect(j.proposal).toMatchObject({ status: 'corrigida_usuario', pendencias_abertas: 0, pendencias_desde: null, status_desde: t0 + 31 });
    expect(j.history.at(-1)).toEqual({ de: 'pendente_correcao', para: 'corrigida_usuario', por: 'sistema', motivo: 'todas as pendências respondidas', em: t0 + 31 });

    j.review(itemA, 'devolver', 'Arquivo cortado', t0 + 40);
    expect(j.items.get(itemA)).toMatchObject({ estado: 'aberta', nota_devolucao: 'Arquivo cortado', devolucoes: 1, revisada_por: 'admin-1' });
    expect(j.proposal).toMatchObject({ status: 'pendente_correcao', status_motivo: 'Arquivo cortado', pendencias_abertas: 1 });
    j.answer(itemA, { arquivo: answerFile(itemA), texto: 'Agora completo' }, t0 + 50);
    expect(j.proposal.status).toBe('corrigida_usuario');

    j.review(itemA, 'aceitar', null, t0 + 60);
    j.review(itemB, 'aceitar', null, t0 + 70);
    expect(j.proposal.status).toBe('corrigida_usuario');
    expect([...j.items.values()].map((i) => i.estado)).toEqual(['aceita', 'aceita']);
    expect(j.history.map((h) => h.pendencia?.acao ?? 'auto')).toEqual(['criada', 'criada', 'respondida', 'respondida', 'auto', 'devolvida', 'respondida', 'auto', 'aceita', 'aceita']);
  });

  it('a replayed answer event after the admin moved the proposal changes nothing; nor does one while items are open', () => {
    const j = journey('em_analise');
    j.add(itemA, false, t0);
    j.add(itemB, false, t0 + 1);
    j.answer(itemA, { texto: 'ok' }, t0 + 2);
    expect(j.trigger(t0 + 3)).toBeNull();
    j.answer(itemB, { texto: 'ok' }, t0 + 4);
    expect(j.proposal.status).toBe('corrigida_usuario');
    // Replayed: already in Corrigida, nothing to write.
    expect(j.trigger(t0 + 5)).toBeNull();
    // The admin drags it elsewhere: a late replay must not pull it back (the ledger also guards this).
    expect(autoCorrect({ ...j.proposal, status: 'em_analise' }, t0 + 6)).toBeNull();
    expect(autoCorrect(null, t0)).toBeNull();
    expect(autoCorrect({ ...j.proposal, status: 'pendente_correcao', pendencias_total: 0 } as Proposal, t0)).toBeNull();
  });

  it('only admins add and review; only the approved owner answers its open items', () => {
    const j = journey();
    const add = (actor: Actor | null) => () => addPendingItem(j.proposal, null, { propostaId: pid, itemId: itemA, tipo: 'outro', texto: 'x', exigeArquivo: false }, actor, t0);
    expect(domainErrorOf(add(null)).code).toBe('unauthenticated');
    expect(domainErrorOf(add(owner)).code).toBe('permission-denied');
    j.add(itemA, true, t0);
    const answer = (actor: Actor, integrator: Integrator | null, input: object = { arquivo: answerFile(itemA) }) => () =>
      answerPendingItem({ proposal: j.proposal, item: j.items.get(itemA) ?? null, integrator, input: { propostaId: pid, itemId: itemA, ...input }, actor, now: t0, facts: pdf });
    expect(domainErrorOf(answer(other, approved('uid-2'))).code).toBe('permission-denied');
    expect(domainErrorOf(answer(owner, { ...approved('uid-1'), status: 'pendente' } as Integrator)).code).toBe('permission-denied');
    expect(domainErrorOf(answer(admin, null)).code).toBe('permission-denied');
    expect(domainErrorOf(() => reviewPendingItem(j.proposal, j.items.get(itemA) ?? null, { propostaId: pid, itemId: itemA, decisao: 'aceitar' }, owner, t0)).code).toBe('permission-denied');
    // Review of an open item, answer of an answered one.
    expect(domainErrorOf(() => reviewPendingItem(j.proposal, j.items.get(itemA) ?? null, { propostaId: pid, itemId: itemA, decisao: 'aceitar' }, admin, t0)).code).toBe('failed-precondition');
    j.answer(itemA, { arquivo: answerFile(itemA) }, t0 + 1);
    expect(domainErrorOf(answer(owner, approved('uid-1'))).code).toBe('failed-precondition');
  });

  it('checks shapes: file required, file in the item folder and within the limits, a note to return, bounds', () => {
    const j = journey();
    j.add(itemA, true, t0);
    const answer = (input: object, facts = pdf) => () =>
      answerPendingItem({ proposal: j.proposal, item: j.items.get(itemA) ?? null, integrator: approved('uid-1'), input: { propostaId: pid, itemId: itemA, ...input }, actor: owner, now: t0, facts });
    expect(domainErrorOf(answer({})).message).toBe('Envie um arquivo ou escreva uma resposta.');
    expect(domainErrorOf(answer({ texto: 'só texto' })).message).toBe('Esta pendência exige um arquivo.');
    expect(domainErrorOf(answer({ arquivo: answerFile(itemB) })).message).toBe('O arquivo deve estar na pasta desta pendência.');
    expect(domainErrorOf(answer({ arquivo: `propostas-anexos/uid-2/${pid}/pendencia-${itemA}_1773150000000.pdf` })).code).toBe('invalid-argument');
    expect(domainErrorOf(answer({ arquivo: answerFile(itemA) }, () => ({ size: 5 * 1024 * 1024 + 1, contentType: 'application/pdf' }))).code).toBe('invalid-argument');
    expect(domainErrorOf(answer({ arquivo: answerFile(itemA) }, () => null)).code).toBe('failed-precondition');
    expect(domainErrorOf(answer({ texto: 'x'.repeat(pendingItemLimits.answer + 1), arquivo: answerFile(itemA) })).code).toBe('invalid-argument');
    j.answer(itemA, { arquivo: answerFile(itemA) }, t0 + 1);
    expect(domainErrorOf(() => reviewPendingItem(j.proposal, j.items.get(itemA) ?? null, { propostaId: pid, itemId: itemA, decisao: 'devolver', nota: ' ' }, admin, t0)).message).toBe('Escreva o que ainda falta.');
    const full = { ...j.proposal, pendencias_abertas: pendingItemLimits.maxOpen };
    expect(domainErrorOf(() => addPendingItem(full, null, { propostaId: pid, itemId: itemB, tipo: 'outro', texto: 'x', exigeArquivo: false }, admin, t0)).code).toBe('failed-precondition');
    const bad = (input: object) => () => addPendingItem(j.proposal, null, { propostaId: pid, itemId: itemB, tipo: 'outro', texto: 'x', exigeArquivo: false, ...input }, admin, t0);
    for (const input of [{ tipo: 'qualquer' }, { texto: '' }, { texto: 'x'.repeat(pendingItemLimits.text + 1) }, { exigeArquivo: 'sim' }]) {
      expect(domainErrorOf(bad(input)).code).toBe('invalid-argument');
    }
    expect(domainErrorOf(() => addPendingItem(null, null, { propostaId: pid, itemId: itemB, tipo: 'outro', texto: 'x', exigeArquivo: false }, admin, t0)).code).toBe('not-found');
  });

  it('accepting leaves the proposal where it is', () => {
    const j = journey('em_analise');
    j.add(itemA, false, t0);
    j.answer(itemA, { texto: 'ok' }, t0 + 1);
    const moved = { ...j.proposal, status: 'aprovada' };
    const writes = reviewPendingItem(moved, j.items.get(itemA) ?? null, { propostaId: pid, itemId: itemA, decisao: 'aceitar', nota: 'ignorada' }, admin, t0 + 2);
    expect(writes.proposal).toEqual({});
    expect(writes.history).toMatchObject({ de: 'aprovada', para: 'aprovada', pendencia: { acao: 'aceita' } });
  });

  it('adding is idempotent on the item id: the same item again writes nothing, anything else under it is refused', () => {
    const j = journey();
    j.add(itemA, true, t0);
    const stored = j.items.get(itemA) ?? null;
    const again = (change: object = {}, actor: Actor = admin) =>
      addPendingItem(j.proposal, stored, { propostaId: pid, itemId: itemA, tipo: 'comprovante_renda', texto: `Envie ${itemA}`, exigeArquivo: true, ...change }, actor, t0 + 5);
    expect(again()).toBeNull();
    for (const change of [{ texto: 'Outro texto' }, { tipo: 'outro' }, { exigeArquivo: false }]) {
      expect(domainErrorOf(() => again(change))).toMatchObject({ code: 'already-exists', message: 'Esta pendência já foi registrada com outro texto. Recarregue a página e tente novamente.' });
    }
    expect(domainErrorOf(() => again({}, { ...admin, uid: 'outro-admin' })).code).toBe('already-exists');
  });
});
