import { describe, expect, it } from 'vitest';
import {
  cashbackAmountCents, cashbackCyclesOf, currentCashback, dueDateOf, entryId, isOverdue,
  type CashbackEntry, type ForecastEntry, type PayoutEntry, type ReleaseEntry, type ReversalEntry,
} from './ledger';

describe('cashbackAmountCents', () => {
  it('is base × basis points in whole centavos, rounded half up', () => {
    expect(cashbackAmountCents(50_000_00, 150)).toBe(750_00);
    expect(cashbackAmountCents(10_000_33, 150)).toBe(150_00); // 15.000,495 centavos
    expect(cashbackAmountCents(10_000_34, 150)).toBe(150_01); // 15.000,51 centavos
    expect(cashbackAmountCents(100, 50)).toBe(1); // exactly half a centavo
    expect(cashbackAmountCents(99, 50)).toBe(0);
    expect(cashbackAmountCents(5_000_000_00, 1_000)).toBe(500_000_00);
    expect(cashbackAmountCents(123_45, 0)).toBe(0);
  });

  it('refuses a base or rate that is not a whole non-negative number', () => {
    expect(() => cashbackAmountCents(-1, 150)).toThrow(RangeError);
    expect(() => cashbackAmountCents(10.5, 150)).toThrow(RangeError);
    expect(() => cashbackAmountCents(100, 1.5)).toThrow(RangeError);
    expect(() => cashbackAmountCents(100, -1)).toThrow(RangeError);
    expect(() => cashbackAmountCents(Number.MAX_SAFE_INTEGER, 1_000)).toThrow(RangeError);
  });
});

describe('dueDateOf: release + 7 business days', () => {
  it.each([
    ['a Monday, over one weekend', '2026-11-09', '2026-11-18'],
    ['a Friday, over two weekends', '2026-11-06', '2026-11-17'],
    ['a Saturday: counting starts on Monday', '2026-11-21', '2026-12-01'],
    ['before Consciência Negra (20/11) and a weekend', '2026-11-19', '2026-12-01'],
    ['across Christmas and New Year', '2026-12-22', '2027-01-04'],
    ['on Christmas Eve (a business day)', '2026-12-24', '2027-01-06'],
    ['on Christmas Day itself', '2026-12-25', '2027-01-06'],
    ['before Good Friday', '2026-04-02', '2026-04-14'],
    ['before Carnaval, which is no national holiday', '2026-02-13', '2026-02-24'],
  ])('released %s: %s -> %s', (_label, release, due) => {
    expect(dueDateOf(release)).toBe(due);
  });
});

const forecast: ForecastEntry = {
  id: 'p1:1:prevista', proposta_id: 'p1', integrador_id: 'int-1', ciclo: 1, valor_centavos: 750_00, registrado_por: 'sistema', registrado_em: 1_000,
  tipo: 'prevista', linha: 'credito_consignado', taxa_bps: 150, taxa_versao: 2, base_centavos: 50_000_00, aprovada_em: 1_000,
};
const release: ReleaseEntry = {
  ...forecast, id: 'p1:1:a_pagar', tipo: 'a_pagar', registrado_por: 'admin-1', registrado_em: 2_000, data_liberacao: '2026-12-22', vencimento: '2027-01-04',
};
const payout: PayoutEntry = {
  ...release, id: 'p1:1:paga', tipo: 'paga', registrado_em: 3_000, data_pagamento: '2026-12-30', forma: 'transferencia', referencia: 'TED 123',
};
const reversal: ReversalEntry = {
  ...forecast, id: 'p1:1:estornada', tipo: 'estornada', registrado_em: 4_000, de: 'prevista', vencimento: null, reprovada_em: 4_000, motivo: 'Renda insuficiente',
};

describe('the fold', () => {
  it('ids are proposal, cycle and type', () => {
    expect(entryId('p1', 2, 'a_pagar')).toBe('p1:2:a_pagar');
  });

  it('folds entries in any order into the current situation', () => {
    const cycle = currentCashback([payout, forecast, release]);
    expect(cycle).toMatchObject({
      ciclo: 1, situacao: 'paga', valor_centavos: 750_00, taxa_versao: 2, data_liberacao: '2026-12-22', vencimento: '2027-01-04',
      data_pagamento: '2026-12-30', forma: 'transferencia', referencia: 'TED 123', reprovada_em: null,
    });
    expect(currentCashback([])).toBeNull();
  });

  it('counts an entry listed twice once', () => {
    expect(cashbackCyclesOf([forecast, release, forecast, release])).toHaveLength(1);
  });

  it('opens the next cycle only after the previous closed', () => {
    const second: ForecastEntry = { ...forecast, id: 'p1:2:prevista', ciclo: 2, aprovada_em: 5_000, valor_centavos: 800_00 };
    const cycles = cashbackCyclesOf([second, reversal, forecast]);
    expect(cycles.map((cycle) => [cycle.ciclo, cycle.situacao, cycle.valor_centavos])).toEqual([[1, 'estornada', 750_00], [2, 'prevista', 800_00]]);
    expect(() => cashbackCyclesOf([forecast, second])).toThrow(/out of turn/);
    expect(() => cashbackCyclesOf([{ ...second, id: 'p1:3:prevista', ciclo: 3 }, reversal, forecast])).toThrow(/out of turn/);
  });

  it('throws on a ledger that breaks the state machine', () => {
    expect(() => cashbackCyclesOf([forecast, payout])).toThrow(/cannot follow prevista/);
    expect(() => cashbackCyclesOf([release])).toThrow(/cannot follow nothing/);
    expect(() => cashbackCyclesOf([forecast, { ...reversal, de: 'prevista' }, { ...reversal, id: 'p1:1:clawback', tipo: 'clawback', origem: 'admin', motivo: 'x' } as CashbackEntry])).toThrow(/cannot follow estornada/);
    expect(() => cashbackCyclesOf([forecast, { ...release, id: 'p1:1:outra' }])).toThrow(/foreign id/);
    expect(() => cashbackCyclesOf([forecast, { ...release, valor_centavos: 1 }])).toThrow(/its cycle/);
  });
});

describe('isOverdue', () => {
  const due = { situacao: 'a_pagar' as const, vencimento: '2027-01-04' };
  it('is late from the day after the due date, while unpaid', () => {
    expect(isOverdue(due, '2027-01-03')).toBe(false);
    expect(isOverdue(due, '2027-01-04')).toBe(false);
    expect(isOverdue(due, '2027-01-05')).toBe(true);
    expect(isOverdue({ ...due, situacao: 'paga' }, '2027-02-01')).toBe(false);
    expect(isOverdue({ situacao: 'prevista', vencimento: null }, '2099-01-01')).toBe(false);
  });
});
