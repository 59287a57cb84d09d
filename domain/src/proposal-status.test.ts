import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { proposalStatuses } from './options';
import {
  boardColumns,
  isUnderAnalysis,
  normalizeProposalStatus,
  proposalStatusLabel,
  shortId,
  wizardProgressPercent,
} from './proposal-status';

const unknownStatus = fc
  .string({ minLength: 1 })
  .filter((s) => s.trim() !== '' && !(proposalStatuses as readonly string[]).includes(s));
const statusArb = fc.oneof(fc.constantFrom<string | null | undefined>(...proposalStatuses, null, undefined, ''), unknownStatus);

describe('proposalStatusLabel', () => {
  it('labels the seven columns', () => {
    expect(proposalStatuses.map(proposalStatusLabel)).toEqual([
      'Proposta Enviada',
      'Em Análise',
      'Pendente Correção',
      'Corrigida',
      'Aprovada',
      'Reprovada / Inviável',
      'Finalizada',
    ]);
  });

  it('reads a missing status as enviada', () => {
    expect(proposalStatusLabel(undefined)).toBe('Proposta Enviada');
    expect(proposalStatusLabel(null)).toBe('Proposta Enviada');
    expect(proposalStatusLabel(' ')).toBe('Proposta Enviada');
  });

  it('labels any unknown status Pendente', () => {
    fc.assert(
      fc.property(unknownStatus, (s) => {
        expect(proposalStatusLabel(s)).toBe('Pendente');
      }),
    );
  });
});

describe('normalizeProposalStatus and isUnderAnalysis', () => {
  it('keeps known statuses and defaults the rest to enviada', () => {
    expect(normalizeProposalStatus('aprovada')).toBe('aprovada');
    expect(normalizeProposalStatus(undefined)).toBe('enviada');
    expect(normalizeProposalStatus('arquivada')).toBe('enviada');
  });

  it('groups em_analise, pendente_correcao and corrigida_usuario', () => {
    expect(proposalStatuses.filter((s) => isUnderAnalysis(s))).toEqual([
      'em_analise',
      'pendente_correcao',
      'corrigida_usuario',
    ]);
    expect(isUnderAnalysis(undefined)).toBe(false);
  });
});

describe('shortId', () => {
  it('takes the last 8 characters upper-cased', () => {
    expect(shortId('k3j4h5g6f7d8s9a0')).toBe('F7D8S9A0');
    expect(shortId('abc')).toBe('ABC');
  });
});

describe('boardColumns', () => {
  it('places proposals in board order, unknown and missing statuses under enviada', () => {
    const columns = boardColumns([
      { id: 'a', status: 'aprovada' },
      { id: 'b', status: 'xyz' },
      { id: 'c', status: 'enviada' },
      { id: 'd' },
      { id: 'e', status: 'aprovada' },
    ]);
    expect(Object.keys(columns)).toEqual([...proposalStatuses]);
    expect(columns).toEqual({
      enviada: ['b', 'c', 'd'],
      em_analise: [],
      pendente_correcao: [],
      corrigida_usuario: [],
      aprovada: ['a', 'e'],
      reprovada: [],
      finalizada: [],
    });
  });

  it('holds every proposal exactly once, in its normalized column, order preserved', () => {
    fc.assert(
      fc.property(fc.array(statusArb), (statuses) => {
        const proposals = statuses.map((status, i) => ({ id: `p${i}`, status }));
        const columns = boardColumns(proposals);
        for (const status of proposalStatuses) {
          expect(columns[status]).toEqual(
            proposals.filter((p) => normalizeProposalStatus(p.status) === status).map((p) => p.id),
          );
        }
        expect(Object.values(columns).flat()).toHaveLength(proposals.length);
      }),
    );
  });
});

describe('wizardProgressPercent', () => {
  it('is step / 4 rounded', () => {
    expect([1, 2, 3, 4].map(wizardProgressPercent)).toEqual([25, 50, 75, 100]);
    expect(wizardProgressPercent(5)).toBe(100);
    expect(wizardProgressPercent(-1)).toBe(0);
  });
});
