import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import type { CashbackEntry } from '@solarcred/domain/cashback/ledger';
import { statementEntryHeader, statementOf, statementProposalHeader } from '@solarcred/domain/cashback/statement';
import { statementXlsx } from './export-statement';

const noon = (day: string) => Date.parse(`${day}T15:00:00Z`);
const base = { proposta_id: 'propostaABCD1234', integrador_id: 'int-1', ciclo: 1, valor_centavos: 75_050, registrado_por: 'admin-1', cliente_nome: 'João Pereira', nome_empresa: 'Sol Nascente', aprovada_em: noon('2026-10-28') };
const entries = [
  { ...base, id: 'propostaABCD1234:1:a_pagar', tipo: 'a_pagar', registrado_em: noon('2026-11-03'), data_liberacao: '2026-11-03', vencimento: '2026-11-12' },
  { ...base, id: 'propostaABCD1234:1:paga', tipo: 'paga', registrado_em: noon('2026-11-10'), vencimento: '2026-11-12', data_pagamento: '2026-11-10', forma: 'pix', referencia: 'E00000000202611101030ABCDEFGHIJK' },
] as CashbackEntry[];

describe('the statement as XLSX (issue 45)', () => {
  it("holds 'Propostas' and 'Lançamentos', dates as date cells, amounts as numbers, each closed by its total line", async () => {
    const file = Buffer.from(await (await statementXlsx(statementOf(entries))).arrayBuffer());
    const proposals = await readSheet(file, 'Propostas');
    expect(proposals[0]).toEqual([...statementProposalHeader]);
    const row = proposals[1] ?? [];
    expect(row.slice(0, 9)).toEqual(['Sol Nascente', 'João Pereira', '#ABCD1234', 'Pago', 0, 0, 750.5, 0, 0]);
    expect(row[9]).toEqual(new Date(Date.UTC(2026, 9, 28)));
    expect(row[12]).toEqual(new Date(Date.UTC(2026, 10, 10)));
    expect(proposals[2]?.slice(0, 7)).toEqual(['Total', null, null, null, 0, 0, 750.5]);
    const ledger = await readSheet(file, 'Lançamentos');
    expect(ledger[0]).toEqual([...statementEntryHeader]);
    expect(ledger.slice(1).map((cells) => [cells[0], cells[4], cells[5], cells[6], cells[7]])).toEqual([
      [new Date(Date.UTC(2026, 10, 10)), 'Pago', 0, -750.5, 750.5],
      [new Date(Date.UTC(2026, 10, 3)), 'A pagar', -750.5, 750.5, 0],
      ['Total', null, -750.5, 0, 750.5],
    ]);
  });
});
