import { strFromU8 } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import type { Proposal } from '../../model';
import { readCsv } from './csv-read';
import { memorySink, runExport } from './run';
import { exportTables, proposalTable, selectionOf, selects } from './rows';
import { exportRequestInput } from './schema';
import { brMoney, brNumber, columnLetters, csvText, excelSerial } from './writers';

const at = (iso: string) => Date.parse(iso);
const proposal = (index: number, overrides: Partial<Proposal> = {}): Proposal => ({
  id: `proposta${String(index).padStart(8, '0')}`,
  integrador_id: `int-${index % 3}`,
  integrador: { nome_empresa: `Empresa ${index % 3}`, email: 'e@x.com' },
  cliente_nome: `Cliente ${index}`,
  projeto_cidade: 'São Paulo',
  projeto_estado: 'SP',
  linha_credito: 'residencial',
  valor_sistema: 3_000_000 + index,
  valor_proposta: 123_456_789 + index,
  quantidade_parcelas: 60,
  potencia_kwp: 5.5,
  status: 'aprovada',
  created_at: at('2026-03-01T02:30:00Z') + index * 60_000,
  trilha: { etapas: { em_analise: at('2026-03-02T15:00:00Z'), aprovada: at('2026-03-05T15:00:00Z') }, horas_status: {} },
  pendencias_total: index % 2,
  instalacao_meta: '2026-04-10',
  ...overrides,
}) as Proposal;

async function* pagesOf<T>(documents: T[], size = 1000) {
  for (let start = 0; start < documents.length; start += size) yield documents.slice(start, start + size);
}

/** UTF-8 bytes as text (the domain compiles without the DOM's and Node's types). */
const { Buffer } = globalThis as unknown as { Buffer: { from(bytes: Uint8Array): Parameters<typeof readSheet>[0] } };
const decoder = { decode: (bytes: Uint8Array) => strFromU8(bytes) };

describe('pt-BR formats', () => {
  it('money with thousands dots and a decimal comma, numbers likewise, RFC 4180 quoting and no formulas', () => {
    expect([brMoney(123_456_789), brMoney(5), brMoney(-50), brMoney(0), brMoney(100_000)]).toEqual(['1.234.567,89', '0,05', '-0,50', '0,00', '1.000,00']);
    expect([brNumber(5.5), brNumber(1234), brNumber(-0.25), brNumber(1_234_567.125)]).toEqual(['5,5', '1.234', '-0,25', '1.234.567,125']);
    expect(csvText('a;b')).toBe('"a;b"');
    expect(csvText('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvText('linha\r\noutra')).toBe('"linha\r\noutra"');
    expect(csvText('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect([columnLetters(0), columnLetters(25), columnLetters(26), columnLetters(701), columnLetters(702)]).toEqual(['A', 'Z', 'AA', 'ZZ', 'AAA']);
    expect(excelSerial('1900-03-01')).toBe(61);
    expect(excelSerial('2026-11-27')).toBe(46_353);
  });
});

describe('the CSV writer', () => {
  it('writes a BOM, the header and each row that reads back cell by cell', async () => {
    const documents = [proposal(1), proposal(2, { cliente_nome: 'Ana; "Bia"\r\nSilva', valor_entrada: 50, status: 'reprovada' })];
    const sink = memorySink();
    const result = await runExport({ tipo: 'propostas', formato: 'csv', pages: pagesOf(documents), sink });
    expect(result).toEqual({ linhas: 2, cortada: false });
    expect(sink.closed).toBe(true);
    const bytes = sink.bytes();
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = readCsv(decoder.decode(bytes));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual(proposalTable.columns.map((column) => column.header));
    const header = rows[0]!;
    const cell = (row: number, title: string) => rows[row]![header.indexOf(title)];
    expect(cell(1, 'Proposta')).toBe('#00000001');
    // Sent 2026-03-01 02:31 UTC: still 28 February in São Paulo.
    expect(cell(1, 'Enviada em')).toBe('28/02/2026');
    expect(cell(1, 'Valor da proposta (R$)')).toBe('1.234.567,90');
    expect(cell(1, 'Potência (kWp)')).toBe('5,5');
    expect(cell(1, 'Entrada (R$)')).toBe('');
    expect(cell(1, 'Aprovada em')).toBe('05/03/2026');
    expect(cell(1, 'Próxima meta da instalação')).toBe('10/04/2026');
    expect(cell(2, 'Cliente')).toBe('Ana; "Bia"\r\nSilva');
    expect(cell(2, 'Entrada (R$)')).toBe('0,50');
    expect(cell(2, 'Situação')).toBe('Reprovada / Inviável');
  });

  it('an empty selection is the header alone', async () => {
    const sink = memorySink();
    expect(await runExport({ tipo: 'cashback', formato: 'csv', pages: pagesOf([]), sink })).toEqual({ linhas: 0, cortada: false });
    expect(readCsv(decoder.decode(sink.bytes()))).toEqual([exportTables.cashback.columns.map((column) => column.header)]);
  });
});

describe('the XLSX writer', () => {
  it('streams a sheet that a reader opens: header, text, money as reais, dates as dates', async () => {
    const documents = Array.from({ length: 2_500 }, (_, index) => proposal(index, index === 7 ? { cliente_nome: 'A & B <Ltda> "x"\u0001' } : {}));
    const sink = memorySink();
    const chunks: number[] = [];
    const counting = { write: async (chunk: Uint8Array) => { chunks.push(chunk.length); await sink.write(chunk); }, close: () => sink.close() };
    expect(await runExport({ tipo: 'propostas', formato: 'xlsx', pages: pagesOf(documents), sink: counting })).toEqual({ linhas: 2_500, cortada: false });
    // The file leaves in pieces (one write per page at least), never as one buffer at the end.
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    const rows = await readSheet(Buffer.from(sink.bytes()));
    expect(rows).toHaveLength(2_501);
    const header = rows[0] as string[];
    expect(header).toEqual(proposalTable.columns.map((column) => column.header));
    const cell = (row: number, title: string) => rows[row]![header.indexOf(title)];
    expect(cell(1, 'Proposta')).toBe('#00000000');
    expect(cell(1, 'Valor da proposta (R$)')).toBe(1_234_567.89);
    expect(cell(1, 'Enviada em')).toEqual(new Date(Date.UTC(2026, 1, 28)));
    expect(cell(1, 'Próxima meta da instalação')).toEqual(new Date(Date.UTC(2026, 3, 10)));
    expect(cell(1, 'Parcelas')).toBe(60);
    expect(cell(8, 'Cliente')).toBe('A & B <Ltda> "x"');
    expect(cell(2_500, 'ID')).toBe('proposta00002499');
  });
});

describe('runExport', () => {
  it('stops at the limit and says the file was cut; exactly the limit is not cut', async () => {
    const documents = Array.from({ length: 25 }, (_, index) => proposal(index));
    const cut = memorySink();
    let pulled = 0;
    async function* counted() {
      for await (const page of pagesOf(documents, 10)) {
        pulled += 1;
        yield page;
      }
    }
    expect(await runExport({ tipo: 'propostas', formato: 'csv', pages: counted(), sink: cut, maxRows: 15 })).toEqual({ linhas: 15, cortada: true });
    // The page that crossed the limit is the last one read.
    expect(pulled).toBe(2);
    expect(readCsv(decoder.decode(cut.bytes()))).toHaveLength(16);
    const exact = memorySink();
    expect(await runExport({ tipo: 'propostas', formato: 'csv', pages: pagesOf(documents.slice(0, 20), 10), sink: exact, maxRows: 20 })).toEqual({ linhas: 20, cortada: false });
    const over = memorySink();
    expect(await runExport({ tipo: 'propostas', formato: 'csv', pages: pagesOf(documents.slice(0, 21), 10), sink: over, maxRows: 20 })).toEqual({ linhas: 20, cortada: true });
  });

  it('reports progress at most every progressMs', async () => {
    let clock = 0;
    const reports: number[] = [];
    const documents = Array.from({ length: 50 }, (_, index) => proposal(index));
    async function* slowPages() {
      for await (const page of pagesOf(documents, 10)) {
        clock += 600;
        yield page;
      }
    }
    await runExport({ tipo: 'propostas', formato: 'csv', pages: slowPages(), sink: memorySink(), progress: (linhas) => { reports.push(linhas); }, progressMs: 1000, now: () => clock });
    expect(reports).toEqual([20, 40]);
  });
});

describe('the request and the selection', () => {
  const filter = { de: '2026-01', ate: '2026-12', linha: null, uf: null, integrador_id: null };
  it('accepts a bounded request and refuses what is out of bounds', () => {
    expect(exportRequestInput.safeParse({ tipo: 'propostas', formato: 'csv', filtro: filter }).success).toBe(true);
    const refused = (change: object) => exportRequestInput.safeParse({ tipo: 'propostas', formato: 'csv', filtro: { ...filter, ...change } }).error?.issues[0]?.message;
    expect(refused({ de: '2026-13' })).toBe('Mês inválido: use AAAA-MM.');
    expect(refused({ de: '2027-01' })).toBe('O período deve começar antes de terminar.');
    expect(refused({ de: '2023-12' })).toBe('O período pode ter no máximo 36 meses.');
    expect(refused({ de: '2024-01' })).toBeUndefined();
    expect(refused({ uf: 'ZZ' })).toBe('Estado inválido.');
    // The page's 'Sem estado' is a filter it offers: a ledger export (which ignores the state) must not be refused for it.
    expect(exportRequestInput.safeParse({ tipo: 'cashback', formato: 'csv', filtro: { ...filter, uf: 'XX' } }).success).toBe(true);
    expect(refused({ integrador_id: 'a'.repeat(129) })).toBe('Integrador inválido.');
    expect(refused({ integrador_id: 'a/b' })).toBe('Integrador inválido.');
    expect(exportRequestInput.safeParse({ tipo: 'tudo', formato: 'csv', filtro: filter }).error?.issues[0]?.message).toBe('Tipo de exportação inválido.');
    expect(exportRequestInput.safeParse({ tipo: 'propostas', formato: 'pdf', filtro: filter }).error?.issues[0]?.message).toBe('Formato inválido: CSV ou XLSX.');
  });

  it('selects by the São Paulo months and the equalities that apply to the kind', () => {
    const march = { ...filter, de: '2026-03', ate: '2026-03', uf: 'SP' as const, linha: 'residencial' };
    const selection = selectionOf('propostas', march);
    expect(selects('propostas', selection, proposal(1) as never)).toBe(false); // 28 February in São Paulo
    expect(selects('propostas', selection, proposal(1, { created_at: at('2026-03-01T03:00:00Z') }) as never)).toBe(true);
    expect(selects('propostas', selection, proposal(1, { created_at: at('2026-03-01T02:59:59Z') }) as never)).toBe(false);
    expect(selects('propostas', selection, proposal(1, { created_at: at('2026-04-01T02:59:59Z') }) as never)).toBe(true);
    expect(selects('propostas', selection, proposal(1, { projeto_estado: 'RJ' }) as never)).toBe(false);
    expect(selects('propostas', selection, proposal(1, { linha_credito: 'rural' }) as never)).toBe(false);
    // 'Sem linha' and 'Sem estado' select the proposals stored with the field blank (the cells they name).
    const blank = selectionOf('propostas', { ...march, linha: 'sem_linha', uf: 'XX' });
    expect(selects('propostas', blank, proposal(1, { created_at: at('2026-03-10T12:00:00Z'), linha_credito: '', projeto_estado: '' }) as never)).toBe(true);
    expect(selects('propostas', blank, proposal(1, { created_at: at('2026-03-10T12:00:00Z') }) as never)).toBe(false);
    // Ledgers ignore line and state; integrators ignore the period.
    expect(selectionOf('cashback', march)).toMatchObject({ linha: null, uf: null, period: true });
    expect(selects('integradores', selectionOf('integradores', march), { id: 'int-1', created_at: 0 })).toBe(true);
    expect(selects('integradores', selectionOf('integradores', { ...march, integrador_id: 'int-2' }), { id: 'int-1', created_at: 0 })).toBe(false);
  });
});
