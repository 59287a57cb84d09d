import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import type { Proposal } from '../model';
import { maxProposalValueCentavos, proposalEditValues } from '../schemas/proposal-edit';
import type { Actor } from './actor';
import { editProposal } from './proposal-edit';
import { domainErrorOf } from '../test-fixtures';

const now = Date.UTC(2026, 10, 20, 13, 0, 0);
const admin: Actor = { uid: 'admin-1', role: 'admin' };
const integrator: Actor = { uid: 'int-1', role: 'integrador' };

/** Only the fields the handler reads matter; the rest of the document is irrelevant here. */
const stored = (overrides: Partial<Proposal> = {}) =>
  ({ id: 'p1', integrador_id: 'int-1', status: 'em_analise', prioridade: 'media', valor_proposta: 2_500_000, ...overrides }) as Proposal;

const input = (overrides: Record<string, unknown> = {}) => ({ propostaId: 'p1', prioridade: 'alta', valor_proposta: 2_750_000, ...overrides });

describe('editProposal', () => {
  it('refuses anonymous callers and integrators', () => {
    expect(domainErrorOf(() => editProposal(stored(), input(), null, now)).code).toBe('unauthenticated');
    const denied = domainErrorOf(() => editProposal(stored(), input(), integrator, now));
    expect([denied.code, denied.message]).toEqual(['permission-denied', 'Apenas administradores podem realizar esta ação.']);
  });

  it('answers not-found for a missing proposal', () => {
    const error = domainErrorOf(() => editProposal(null, input(), admin, now));
    expect([error.code, error.message]).toEqual(['not-found', 'Proposta não encontrada']);
  });

  it('writes both fields and a history entry naming each change, keeping the status', () => {
    const writes = editProposal(stored(), input(), admin, now);
    expect(writes.patch).toEqual({ prioridade: 'alta', valor_proposta: 2_750_000, updated_at: now });
    expect(writes.history).toEqual({
      de: 'em_analise',
      para: 'em_analise',
      por: 'admin-1',
      motivo: null,
      em: now,
      alteracoes: [
        { campo: 'prioridade', de: 'media', para: 'alta' },
        { campo: 'valor_proposta', de: 2_500_000, para: 2_750_000 },
      ],
    });
  });

  it('records only the field that changed', () => {
    const writes = editProposal(stored(), input({ prioridade: 'media' }), admin, now);
    expect(writes.history?.alteracoes).toEqual([{ campo: 'valor_proposta', de: 2_500_000, para: 2_750_000 }]);
  });

  it('writes nothing when nothing changed', () => {
    expect(editProposal(stored(), input({ prioridade: 'media', valor_proposta: 2_500_000 }), admin, now)).toEqual({ patch: {}, history: null });
  });

  it.each([
    ['an unknown priority', { prioridade: 'urgente' }, 'Este campo é obrigatório'],
    ['a fractional value', { valor_proposta: 10.5 }, 'Deve ser um número inteiro válido'],
    ['a zero value', { valor_proposta: 0 }, 'Deve ser um número maior que zero'],
    ['a value above the limit', { valor_proposta: maxProposalValueCentavos + 1 }, 'Valor acima do limite permitido'],
    ['a text value', { valor_proposta: '2500000' }, 'Deve ser um número válido'],
    ['a missing id', { propostaId: '' }, 'Este campo é obrigatório'],
    ['an id with a slash', { propostaId: 'p1/historico' }, 'Este campo é obrigatório'],
  ])('refuses %s', (_name, overrides, message) => {
    const error = domainErrorOf(() => editProposal(stored(), input(overrides), admin, now));
    expect([error.code, error.message]).toEqual(['invalid-argument', message]);
  });

  it('accepts the highest allowed value', () => {
    expect(editProposal(stored(), input({ valor_proposta: maxProposalValueCentavos }), admin, now).patch.valor_proposta).toBe(maxProposalValueCentavos);
  });
});

describe('editProposal fuzzing (fast-check)', () => {
  const hostile: fc.Arbitrary<unknown> = fc.oneof(fc.anything(), fc.string({ maxLength: 300 }), fc.double(), fc.integer(), fc.constantFrom(null, '', '__proto__', -1, Number.NaN, 1e20));
  const payloads = fc.oneof(
    fc.anything(),
    fc.record({ propostaId: fc.oneof(fc.constant('p1'), hostile), prioridade: fc.oneof(fc.constantFrom('alta', 'media', 'baixa'), hostile), valor_proposta: fc.oneof(fc.integer({ min: 1, max: maxProposalValueCentavos }), hostile) }),
  );
  const actors = fc.constantFrom<Actor | null>(null, admin, integrator, { uid: 'x', role: null });

  it('refuses with a DomainError, or writes values its schema accepts with a matching history entry', () => {
    fc.assert(
      fc.property(fc.constantFrom(stored(), null), payloads, actors, (current, payload, actor) => {
        let writes;
        try {
          writes = editProposal(current, payload, actor, now);
        } catch (error) {
          expect(error).toBeInstanceOf(DomainError);
          return;
        }
        expect(actor?.role).toBe('admin');
        if (!writes.history) return expect(writes.patch).toEqual({});
        const { updated_at: _at, ...values } = writes.patch;
        expect(proposalEditValues.safeParse(values).success).toBe(true);
        expect(writes.history.alteracoes?.length).toBeGreaterThan(0);
      }),
      { numRuns: 1_000 },
    );
  });
});
