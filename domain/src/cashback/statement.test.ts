import { describe, expect, it } from 'vitest';
import type { StoredCashbackCycle } from '../data/cashback';
import type { CashbackEntry } from './ledger';
import type { PayoutDestination } from './pix-key';
import { monthBounds, monthLabel, monthOf, payoutBatchCsv, recentMonths, statementCsv, statementOf, statementProposalHeader, statementSums } from './statement';

/** 12:00 in São Paulo on a day. */
const noon = (day: string) => Date.parse(`${day}T15:00:00Z`);
const base = { proposta_id: 'propostaABCD1234', integrador_id: 'int-1', ciclo: 1, valor_centavos: 75_050, registrado_por: 'admin-1' };
const released = { ...base, id: 'propostaABCD1234:1:a_pagar', tipo: 'a_pagar', registrado_em: noon('2026-11-03'), data_liberacao: '2026-11-03', vencimento: '2026-11-12' } as CashbackEntry;
const paid = { ...base, id: 'propostaABCD1234:1:paga', tipo: 'paga', registrado_em: noon('2026-11-10'), vencimento: '2026-11-12', data_pagamento: '2026-11-10', forma: 'pix', referencia: '=HYPERLINK("x")' } as CashbackEntry;
const clawed = { ...base, id: 'propostaABCD1234:1:clawback', tipo: 'clawback', registrado_em: noon('2026-11-20'), origem: 'admin', reprovada_em: null, motivo: 'Contrato; cancelado' } as CashbackEntry;

describe('the month', () => {
  it('is a São Paulo month: from 00:00 (03:00 UTC) on the first to the next first', () => {
    expect(monthBounds('2026-12')).toEqual({ start: Date.UTC(2026, 11, 1, 3), end: Date.UTC(2027, 0, 1, 3) });
    expect(monthOf(Date.UTC(2026, 11, 1, 2, 59))).toBe('2026-11');
    expect(monthOf(Date.UTC(2026, 11, 1, 3))).toBe('2026-12');
    expect(monthLabel('2026-11')).toBe('novembro de 2026');
    expect(() => monthBounds('2026-13')).toThrow(RangeError);
  });
});

describe('the statement (issue 45)', () => {
  // An entry written before issue 45 carries no names: another entry of the proposal names it.
  const named = { cliente_nome: 'João Pereira', nome_empresa: 'Sol Nascente', aprovada_em: noon('2026-10-28') };
  const forecastB = { ...base, ...named, cliente_nome: 'Ana Lima', id: 'propostaWXYZ9876:1:prevista', proposta_id: 'propostaWXYZ9876', valor_centavos: 10_000, tipo: 'prevista', registrado_em: noon('2026-11-15'), registrado_por: 'sistema', linha: 'x', taxa_bps: 100, taxa_versao: 1, base_centavos: 1_000_000 } as CashbackEntry;
  const month = [released, { ...paid, ...named }, { ...clawed, ...named }, forecastB];

  it('one row per proposal, newest first as on the screen, naming the company and the client, with its situation, dates and totals', () => {
    const { proposals } = statementOf(month);
    expect(proposals.map((row) => [row.proposta, row.empresa, row.cliente, row.situacao])).toEqual([
      ['#ABCD1234', 'Sol Nascente', 'João Pereira', 'A recuperar'],
      ['#WXYZ9876', 'Sol Nascente', 'Ana Lima', 'Previsto'],
    ]);
    expect(proposals[0]).toMatchObject({
      aprovada: '2026-10-28', liberada: '2026-11-03', vencimento: '2026-11-12', paga: '2026-11-10', estornada: '2026-11-20', recuperada: null,
      referencia: '=HYPERLINK("x")', motivo: 'Contrato; cancelado',
      // Paid stays paid; the same amount is now to be recovered.
      previsto: 0, a_pagar: 0, pago: 750.5, a_recuperar: 750.5, recuperado: 0,
    });
    expect(statementSums(proposals)).toEqual({ previsto: 100, a_pagar: 0, pago: 750.5, a_recuperar: 750.5, recuperado: 0 });
  });

  it('the ledger entry by entry, newest first, each amount as its moves between the totals: the columns add up', () => {
    const { entries } = statementOf(month);
    expect(entries.map((row) => [row.data, row.proposta, row.cliente, row.lancamento, row.previsto, row.a_pagar, row.pago, row.a_recuperar])).toEqual([
      ['2026-11-20', '#ABCD1234', 'João Pereira', 'A recuperar', 0, 0, 0, 750.5],
      ['2026-11-15', '#WXYZ9876', 'Ana Lima', 'Previsto', 100, 0, 0, 0],
      ['2026-11-10', '#ABCD1234', 'João Pereira', 'Pago', 0, -750.5, 750.5, 0],
      ['2026-11-03', '#ABCD1234', 'João Pereira', 'A pagar', -750.5, 750.5, 0, 0],
    ]);
    // The month's moves: R$ 100 forecast and R$ 750,50 released out of the forecast, paid and now to be recovered.
    expect(statementSums(entries)).toEqual({ previsto: -650.5, a_pagar: 0, pago: 750.5, a_recuperar: 750.5, recuperado: 0 });
  });

  it('as CSV: the proposals and a total line, a byte-order mark, ";" between fields, a decimal comma, pt-BR dates, no formulas', () => {
    const lines = statementCsv(statementOf(month)).split('\r\n');
    expect(lines[0]).toBe(`\uFEFF${statementProposalHeader.join(';')}`);
    expect(lines[1]).toBe(`Sol Nascente;João Pereira;#ABCD1234;A recuperar;0,00;0,00;750,50;750,50;0,00;28/10/2026;03/11/2026;12/11/2026;10/11/2026;20/11/2026;;"'=HYPERLINK(""x"")";"Contrato; cancelado"`);
    expect(lines[2]).toBe('Sol Nascente;Ana Lima;#WXYZ9876;Previsto;100,00;0,00;0,00;0,00;0,00;28/10/2026;;;;;;;');
    expect(lines[3]).toBe('Total;;;;100,00;0,00;750,50;750,50;0,00;;;;;;;;');
    expect(lines[4]).toBe('');
  });
});

describe('the payout batch', () => {
  it('names what to pay and where, and flags a destination changed while due', () => {
    const cycle = { id: 'propostaABCD1234', proposta_id: 'propostaABCD1234', integrador_id: 'int-1', valor_centavos: 75_050, vencimento: '2026-11-12', nome_empresa: 'Sol Nascente', cliente_nome: 'João', dados_pagamento_alterados_em: noon('2026-11-05') } as StoredCashbackCycle;
    const to: PayoutDestination = { pix: { tipo: 'email', chave: 'fin@sol.com.br' }, conta_bancaria: { banco: '341', agencia: '0001', conta: '12345', digito: 'X', tipo: 'corrente' } };
    const lines = payoutBatchCsv([cycle, { ...cycle, integrador_id: 'int-2', dados_pagamento_alterados_em: undefined }], new Map([['int-1', to]])).split('\r\n');
    expect(lines[1]).toBe('Sol Nascente;João;#ABCD1234;750,50;12/11/2026;email;fin@sol.com.br;341;0001;12345-X;05/11/2026');
    expect(lines[2]).toBe('Sol Nascente;João;#ABCD1234;750,50;12/11/2026;;;;;;');
  });
});

describe('recentMonths', () => {
  it('lists the São Paulo month of now and the ones before it, newest first, across a year', () => {
    // 2026-02-01 01:00 UTC is still January in São Paulo (UTC−3).
    expect(recentMonths(Date.UTC(2026, 1, 1, 1), 3)).toEqual(['2026-01', '2025-12', '2025-11']);
    expect(recentMonths(Date.UTC(2026, 10, 27, 12))).toHaveLength(12);
  });
});
