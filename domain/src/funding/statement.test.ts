import { describe, expect, it } from 'vitest';
import type { CashbackEntry } from '../cashback/ledger';
import { currentFunding } from './ledger';
import { fundingStatementCsv, fundingStatementFileName, fundingStatementHeader, fundingStatementOf } from './statement';
import { NOW, admin, installation, proposal } from './test-fixtures';
import { acceptTranche, fundingEventsOf, recordTranchePayouts, startVerification } from './transitions';
import type { FundingEntry } from './types';

const settings = { prazo_dias_uteis: 2 };
const opened = fundingEventsOf([], proposal(), null, settings, NOW);
const released = [...opened, ...fundingEventsOf(opened, proposal({ instalacao: installation({ contrato_assinado: '2026-03-03' }) }), null, settings, NOW)];
const verifying = [...released, startVerification(released, { propostaId: 'p1', parcela: 1 }, admin, NOW)];
const accepted = [...verifying, acceptTranche(verifying, { propostaId: 'p1', parcela: 1 }, admin, NOW + 1)];
const pagamento = { propostaId: 'p1', parcela: 1, valor_centavos: 3_000_000, data_pagamento: '2026-03-20', forma: 'transferencia', referencia: '=TED 1' };
const paid: FundingEntry[] = [...accepted, ...recordTranchePayouts(new Map([['p1', accepted]]), new Map([['int-1', true]]), { pagamentos: [pagamento] }, admin, NOW + 2)];
const cashback = {
  id: 'p1:1:paga', proposta_id: 'p1', integrador_id: 'int-1', ciclo: 1, valor_centavos: 750_00, registrado_por: 'admin-1', registrado_em: NOW, tipo: 'paga',
  vencimento: '2026-03-25', data_pagamento: '2026-03-20', forma: 'pix', referencia: 'E1', cliente_nome: 'João Pereira', nome_empresa: 'Sol Nascente',
} as CashbackEntry;

describe('fundingStatementOf', () => {
  it("'Repasses': one row per entry of the month, newest first, with its tranche, milestone, amounts and payout; the total line sums what was paid", () => {
    const statement = fundingStatementOf(paid, [], '2026-03');
    expect(statement.rows.map((row) => [row.data, row.proposta, row.parcela, row.marco, row.lancamento, row.valor, row.pago])).toEqual([
      ['2026-03-20', '#P1', 1, 'Contrato assinado', 'Parcela paga', 30_000, 30_000],
      ['2026-03-20', '#P1', 1, 'Contrato assinado', 'Parcela aprovada', 30_000, 0],
      ['2026-03-20', '#P1', 1, 'Contrato assinado', 'Comprovantes em verificação', 30_000, 0],
      ['2026-03-20', '#P1', 1, 'Contrato assinado', 'Parcela liberada', 30_000, 0],
      ['2026-03-02', '#P1', null, 'Contrato assinado 30% · Equipamento comprado 40% · Sistema conectado 30%', 'Plano de repasse definido', 100_000.01, 0],
    ]);
    expect(statement.rows[0]).toMatchObject({ empresa: 'Sol Nascente', cliente: 'João Pereira', pagamento: '2026-03-20', forma: 'Transferência bancária', referencia: '=TED 1' });
    expect(statement.rows[3]).toMatchObject({ liberada: '2026-03-03', prazo: '2026-03-05' });
    expect(statement.sheets.map((sheet) => sheet.sheet)).toEqual(['Repasses']);
    expect(statement.sheets[0]?.total).toEqual(['Total', '', '', '', '', '', '', '', 30_000, 0, '', '', '', '', '', '']);
  });

  it('leaves out entries of other months; names proposals approved earlier from their repasses documents', () => {
    const april = fundingStatementOf(paid, [], '2026-04');
    expect(april.rows).toEqual([]);
    const laterOnly = fundingStatementOf(paid.slice(1), [], '2026-03', [{ id: 'p1', cliente_nome: 'Ana Lima', nome_empresa: 'Sol Nascente' }]);
    expect(laterOnly.rows.every((row) => row.cliente === 'Ana Lima')).toBe(true);
  });

  it("names the milestone of a tranche whose cycle's plan entry is in an earlier month, from its repasses document", () => {
    const cycle = currentFunding(paid);
    if (!cycle) throw new Error('no cycle');
    const later = fundingStatementOf(paid.slice(1), [], '2026-03', [{ id: 'p1', cliente_nome: 'Ana Lima', nome_empresa: 'Sol Nascente', ciclo: cycle.ciclo, parcelas: cycle.parcelas }]);
    expect(later.rows.map((row) => row.marco)).toEqual(['Contrato assinado', 'Contrato assinado', 'Contrato assinado', 'Contrato assinado']);
    // A document of another cycle does not name this one's tranches.
    const other = fundingStatementOf(paid.slice(1), [], '2026-03', [{ id: 'p1', cliente_nome: 'Ana Lima', nome_empresa: 'Sol Nascente', ciclo: cycle.ciclo + 1, parcelas: cycle.parcelas }]);
    expect(other.rows.map((row) => row.marco)).toEqual(['', '', '', '']);
  });

  it("'Cashback': the cashback's entries as its statement has them, when given", () => {
    const statement = fundingStatementOf(paid, [cashback], '2026-03');
    expect(statement.sheets.map((sheet) => sheet.sheet)).toEqual(['Repasses', 'Cashback']);
    expect(statement.sheets[1]?.rows[0]).toEqual([{ day: '2026-03-20' }, 'Sol Nascente', 'João Pereira', '#P1', 'Pago', 0, -750, 750, 0, 0, { day: '2026-03-25' }, { day: '2026-03-20' }, 'E1', '']);
  });

  it('the CSV: header, the rows with DD/MM/AAAA dates and decimal commas, formulas guarded, the total line', () => {
    const csv = fundingStatementCsv(fundingStatementOf(paid, [], '2026-03'));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(`\uFEFF${fundingStatementHeader.join(';')}`);
    expect(lines[1]).toBe("20/03/2026;Sol Nascente;João Pereira;#P1;1;Contrato assinado;Parcela paga;30000,00;30000,00;0,00;;;20/03/2026;Transferência bancária;'=TED 1;");
    expect(lines[6]).toBe('Total;;;;;;;;30000,00;0,00;;;;;;');
    expect(fundingStatementFileName('2026-03')).toBe('repasses-2026-03');
  });
});
