import { describe, expect, it } from 'vitest';
import { fakeFirestore } from '../testing/fake-firestore';
import { recordAnswerEvent, type AnswerEvent } from './auto-correct';

const event = (id: string): AnswerEvent => ({ id, proposalId: 'p1', document: 'propostas/p1/pendencias/i1' });
const history = (docs: Map<string, Record<string, unknown>>) => [...docs.keys()].filter((path) => path.startsWith('propostas/p1/historico/'));

describe('the automatic move to Corrigida', () => {
  it('moves once when no item is open, however often the event is delivered', async () => {
    const docs = new Map<string, Record<string, unknown>>([['propostas/p1', { status: 'pendente_correcao', pendencias_abertas: 0, pendencias_total: 2 }]]);
    const db = fakeFirestore(docs);
    expect(await recordAnswerEvent(db, event('e1'), 1_000)).toBe(true);
    expect(docs.get('propostas/p1')?.['status']).toBe('corrigida_usuario');
    const entry = docs.get(history(docs)[0] ?? '');
    expect(entry).toMatchObject({ de: 'pendente_correcao', para: 'corrigida_usuario', por: 'sistema', motivo: 'todas as pendências respondidas' });
    // The admin drags it back to 'Pendente Correção'; the redelivered event must not move it again.
    docs.set('propostas/p1', { ...docs.get('propostas/p1'), status: 'pendente_correcao' });
    expect(await recordAnswerEvent(db, event('e1'), 2_000)).toBe(false);
    expect(docs.get('propostas/p1')?.['status']).toBe('pendente_correcao');
    expect(history(docs)).toHaveLength(1);
  });

  it('does not move while an item is open, nor a proposal the admin moved elsewhere, nor a missing one', async () => {
    const docs = new Map<string, Record<string, unknown>>([['propostas/p1', { status: 'pendente_correcao', pendencias_abertas: 1, pendencias_total: 2 }]]);
    const db = fakeFirestore(docs);
    expect(await recordAnswerEvent(db, event('e1'), 1_000)).toBe(false);
    docs.set('propostas/p1', { status: 'em_analise', pendencias_abertas: 0, pendencias_total: 2 });
    expect(await recordAnswerEvent(db, event('e2'), 1_000)).toBe(false);
    expect(docs.get('propostas/p1')?.['status']).toBe('em_analise');
    expect(history(docs)).toHaveLength(0);
    docs.delete('propostas/p1');
    expect(await recordAnswerEvent(db, event('e3'), 1_000)).toBe(false);
  });
});
