import { describe, expect, it } from 'vitest';
import type { StoredCashbackCycle } from '../data/cashback';
import type { CashbackEntry } from './ledger';
import type { PayoutDestination } from './pix-key';
import { monthBounds, monthLabel, monthOf, payoutBatchCsv, statementCsv, statementRows } from './statement';

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

describe('the statement', () => {
  it('lists the entries oldest first, reversals and clawbacks negative, in pt-BR dates', () => {
    const rows = statementRows([clawed, paid, released]);
    expect(rows.map((row) => [row.data, row.lancamento, row.valor, row.vencimento, row.pagamento])).toEqual([
      ['03/11/2026', 'A pagar', 750.5, '12/11/2026', ''],
      ['10/11/2026', 'Pago', 750.5, '12/11/2026', '10/11/2026'],
      ['20/11/2026', 'Recuperado', -750.5, '', ''],
    ]);
  });

  it('as CSV: a byte-order mark, ";" between fields, a decimal comma, quotes where needed, no formulas', () => {
    const lines = statementCsv(statementRows([released, paid, clawed])).split('\r\n');
    expect(lines[0]).toBe('\uFEFFData;Proposta;Lançamento;Valor (R$);Vencimento;Pagamento;Referência;Motivo');
    expect(lines[1]).toBe('03/11/2026;#ABCD1234;A pagar;750,50;12/11/2026;;;');
    expect(lines[2]).toBe(`10/11/2026;#ABCD1234;Pago;750,50;12/11/2026;10/11/2026;"'=HYPERLINK(""x"")";`);
    expect(lines[3]).toBe('20/11/2026;#ABCD1234;Recuperado;-750,50;;;;"Contrato; cancelado"');
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
