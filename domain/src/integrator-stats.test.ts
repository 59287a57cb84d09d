import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyStatsDelta,
  emptyIntegratorStats,
  isEmptyStatsDelta,
  recountIntegratorStats,
  shiftDayKey,
  signupsInWindow,
  signupsThisMonth,
  statsDelta,
  tabCountsOf,
} from './integrator-stats';
import type { IntegratorStats } from './model';

const at = (iso: string) => Date.parse(iso);

describe('shiftDayKey', () => {
  it('shifts day keys across month and year ends', () => {
    expect(shiftDayKey('2025-03-01', 1)).toBe('2025-02-28');
    expect(shiftDayKey('2024-03-01', 1)).toBe('2024-02-29');
    expect(shiftDayKey('2025-01-03', 6)).toBe('2024-12-28');
    expect(shiftDayKey('2025-12-31', -1)).toBe('2026-01-01');
  });
});

describe('statsDelta', () => {
  it('counts a sign-up', () => {
    expect(statsDelta(null, { status: 'pendente_cadastro', created_at: at('2025-05-02T12:00:00Z') })).toEqual({
      total: 1,
      por_status: { pendente_cadastro: 1 },
      cadastros_por_dia: { '2025-05-02': 1 },
    });
  });

  it('moves one count on a status change, counting legacy pendente as pendente_aprovacao', () => {
    const created_at = at('2025-05-02T12:00:00Z');
    expect(statsDelta({ status: 'pendente', created_at }, { status: 'aprovado', created_at })).toEqual({
      total: 0,
      por_status: { pendente_aprovacao: -1, aprovado: 1 },
      cadastros_por_dia: {},
    });
  });

  it('is empty when the status does not really change', () => {
    const created_at = at('2025-05-02T12:00:00Z');
    const delta = statsDelta({ status: 'pendente', created_at }, { status: 'pendente_aprovacao', created_at });
    expect(isEmptyStatsDelta(delta)).toBe(true);
  });

  it('removes a deleted integrator, unknown statuses only from the total', () => {
    expect(statsDelta({ status: 'arquivado', created_at: at('2025-05-02T01:00:00Z') }, null)).toEqual({
      total: -1,
      por_status: {},
      cadastros_por_dia: { '2025-05-01': -1 },
    });
  });
});

const statusArb = fc.constantFrom(
  'pendente_cadastro',
  'pendente_documentacao',
  'pendente_aprovacao',
  'pendente',
  'aprovado',
  'rejeitado',
  'desconhecido',
);
const createdAtArb = fc.integer({ min: at('2024-01-01T00:00:00Z'), max: at('2026-12-31T23:59:59Z') });
const eventArb = fc.record({
  kind: fc.constantFrom('create', 'update', 'delete'),
  id: fc.integer({ min: 0, max: 6 }),
  status: statusArb,
  created_at: createdAtArb,
});

describe('applyStatsDelta', () => {
  it('equals a recount of the final set after any sequence of writes', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 60 }), (events) => {
        const docs = new Map<number, { status: string; created_at: number }>();
        let stats = emptyIntegratorStats();
        for (const event of events) {
          const before = docs.get(event.id) ?? null;
          let after: { status: string; created_at: number } | null;
          if (event.kind === 'delete') after = null;
          else if (event.kind === 'update' && before) after = { ...before, status: event.status };
          else after = { status: event.status, created_at: event.created_at };
          if (after) docs.set(event.id, after);
          else docs.delete(event.id);
          stats = applyStatsDelta(stats, statsDelta(before, after));
        }
        expect(stats).toEqual(recountIntegratorStats([...docs.values()]));
      }),
    );
  });

  it('does not mutate the stats it is given', () => {
    const stats = emptyIntegratorStats();
    applyStatsDelta(stats, statsDelta(null, { status: 'aprovado', created_at: 0 }));
    expect(stats).toEqual(emptyIntegratorStats());
  });
});

describe('recountIntegratorStats', () => {
  it('counts by status and by day', () => {
    const stats = recountIntegratorStats([
      { status: 'pendente', created_at: at('2025-05-02T12:00:00Z') },
      { status: 'pendente_aprovacao', created_at: at('2025-05-02T20:00:00Z') },
      { status: 'aprovado', created_at: at('2025-05-03T02:00:00Z') },
      { status: 'rejeitado', created_at: at('2025-04-30T12:00:00Z') },
    ]);
    expect(stats).toEqual({
      por_status: {
        pendente_cadastro: 0,
        pendente_documentacao: 0,
        pendente_aprovacao: 2,
        aprovado: 1,
        rejeitado: 1,
      },
      total: 4,
      cadastros_por_dia: { '2025-05-02': 3, '2025-04-30': 1 },
    });
  });
});

describe('signup windows', () => {
  const stats: IntegratorStats = {
    ...emptyIntegratorStats(),
    cadastros_por_dia: {
      '2025-02-20': 1,
      '2025-02-23': 2,
      '2025-02-24': 4,
      '2025-02-28': 8,
      '2025-03-01': 16,
      '2025-03-02': 32,
    },
  };
  // 2025-03-03T01:00Z is still 2025-03-02 22:00 in São Paulo.
  const now = at('2025-03-03T01:00:00Z');

  it('sums the last N São Paulo days, today included', () => {
    expect(signupsInWindow(stats, now, 7)).toBe(4 + 8 + 16 + 32);
    expect(signupsInWindow(stats, now, 8)).toBe(2 + 4 + 8 + 16 + 32);
    expect(signupsInWindow(stats, now, 1)).toBe(32);
    expect(signupsInWindow(stats, now, 0)).toBe(0);
  });

  it('sums the current São Paulo month', () => {
    expect(signupsThisMonth(stats, now)).toBe(16 + 32);
    expect(signupsThisMonth(stats, at('2025-03-01T02:00:00Z'))).toBe(1 + 2 + 4 + 8);
  });
});

describe('tabCountsOf', () => {
  it('sums the stored statuses of each admin tab', () => {
    const stats = emptyIntegratorStats();
    stats.por_status = { pendente_cadastro: 2, pendente_documentacao: 3, pendente_aprovacao: 4, aprovado: 5, rejeitado: 1 };
    expect(tabCountsOf(stats)).toEqual({ pendente_cadastro: 5, pendente_aprovacao: 4, aprovado: 5, rejeitado: 1 });
    expect(tabCountsOf(null)).toEqual({ pendente_cadastro: 0, pendente_aprovacao: 0, aprovado: 0, rejeitado: 0 });
  });
});
