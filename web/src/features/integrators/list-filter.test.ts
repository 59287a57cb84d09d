import { describe, expect, it } from 'vitest';
import { isStatusFilter, showingOf } from './list-filter';

const totals = { pendente_cadastro: 3, pendente_aprovacao: 4, aprovado: 5, rejeitado: 1 };

describe('isStatusFilter', () => {
  it('accepts todos and the four tabs only', () => {
    expect(isStatusFilter('todos')).toBe(true);
    expect(isStatusFilter('aprovado')).toBe(true);
    expect(isStatusFilter('pendente')).toBe(false);
    expect(isStatusFilter(null)).toBe(false);
  });
});

describe('showingOf', () => {
  it('counts a status filter from the counters, of every integrator', () => {
    expect(showingOf({ term: '', statusFilter: 'aprovado', totals, total: 13, searchMatches: null })).toEqual({ shown: 5, total: 13 });
    expect(showingOf({ term: '', statusFilter: 'todos', totals, total: 13, searchMatches: null })).toEqual({ shown: 13, total: 13 });
  });

  it("counts a search by the server's count, unknown until it arrives", () => {
    expect(showingOf({ term: 'sol', statusFilter: 'todos', totals, total: 13, searchMatches: null })).toBeNull();
    expect(showingOf({ term: 'sol', statusFilter: 'aprovado', totals, total: 13, searchMatches: 2 })).toEqual({ shown: 2, total: 13 });
  });
});
