import { readSheet } from 'read-excel-file/node';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readCsv } from '@solarcred/domain/analytics/export/csv-read';
import { proposalTable, selectionOf, selects } from '@solarcred/domain/analytics/export/rows';
import type { ExportJob } from '@solarcred/domain/analytics/export/types';
import { proposals } from '@solarcred/domain/data/proposals';
import type { Live } from '../port';
import { firstValue } from '../first-value';
import { memoryAuth } from './auth';
import { memoryExports } from './exports';
import { seedState } from './seed';
import { MemoryStore } from './store';

let store: MemoryStore;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  store = new MemoryStore(() => seedState(Date.now()));
});

const filter = { de: '2020-01', ate: '2022-12', linha: null, uf: null, integrador_id: null };
const wholeSeed = () => {
  // Every seeded proposal's months, at most 36 of them ending this month.
  const now = new Date();
  const ate = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 35, 1));
  return { ...filter, de: `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}`, ate };
};

/** The file a link hands out (happy-dom cannot fetch a blob: address): the Blob the address was made for. */
async function fileOf<L extends { url: string }>(ask: () => Promise<L>): Promise<{ link: L; file: Blob }> {
  const made = vi.spyOn(URL, 'createObjectURL');
  try {
    const link = await ask();
    const call = made.mock.calls.findIndex((_, index) => made.mock.results[index]?.value === link.url);
    return { link, file: made.mock.calls[call]![0] as Blob };
  } finally {
    made.mockRestore();
  }
}

/** The first value of a live read that passes `ready`. */
const valueWhen = <T>(live: Live<T>, ready: (value: T) => boolean) =>
  new Promise<T>((resolve, reject) => {
    const stop = live((value) => {
      if (ready(value)) {
        resolve(value);
        queueMicrotask(() => stop());
      }
    }, reject);
  });

describe('memory exports (issue 50)', () => {
  it("an admin's export is recorded, runs in the page and its link serves a file that parses back to the selection", async () => {
    await memoryAuth(store).signIn('admin@solarcred.demo', 'demo123');
    const exports = memoryExports(store);
    const period = wholeSeed();
    const id = await exports.start({ tipo: 'propostas', formato: 'csv', filtro: period });
    const done = await valueWhen(exports.job(id), (job) => job?.estado === 'pronta' || job?.estado === 'falhou');
    const selection = selectionOf('propostas', period);
    const expected = store.collection(proposals).filter((proposal) => selects('propostas', selection, proposal as never));
    expect(expected.length).toBeGreaterThan(0);
    expect(done).toMatchObject({ estado: 'pronta', linhas: expected.length, cortada: false, solicitado_por: 'admin-demo', solicitado_por_nome: 'Equipe SolarCred', filtro: period, caminho: `exportacoes/${id}.csv`, erro: null });
    const [recent] = await firstValue(exports.recent(10));
    expect(recent?.id).toBe(id);
    const before = Date.now();
    const { link, file } = await fileOf(() => exports.link(id));
    expect(link.expira_em - before).toBeGreaterThanOrEqual(15 * 60_000);
    const rows = readCsv(await file.text());
    expect(rows[0]).toEqual(proposalTable.columns.map((column) => column.header));
    expect(rows.slice(1).map((row) => row[1]).sort()).toEqual(expected.map((proposal) => proposal.id).sort());
  });

  it('an XLSX export of one state holds only that state', async () => {
    await memoryAuth(store).signIn('admin@solarcred.demo', 'demo123');
    const exports = memoryExports(store);
    const all = store.collection(proposals);
    const uf = all[0]!.projeto_estado;
    const period = { ...wholeSeed(), uf: uf as never };
    const id = await exports.start({ tipo: 'propostas', formato: 'xlsx', filtro: period });
    const done: ExportJob | null = await valueWhen(exports.job(id), (job) => job?.estado === 'pronta' || job?.estado === 'falhou');
    expect(done?.estado).toBe('pronta');
    const blob = await (await fileOf(() => exports.link(id))).file.arrayBuffer();
    const rows = await readSheet(Buffer.from(blob));
    const column = proposalTable.columns.findIndex((candidate) => candidate.header === 'UF do projeto');
    expect(rows.length - 1).toBe(done?.linhas);
    expect(new Set(rows.slice(1).map((row) => row[column]))).toEqual(new Set([uf]));
  });

  it('refuses an integrator, a request out of bounds, and a link before the file is ready', async () => {
    const exports = memoryExports(store);
    await memoryAuth(store).signIn('integrador@solarcred.demo', 'demo123');
    await expect(exports.start({ tipo: 'propostas', formato: 'csv', filtro: filter })).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(firstValue(exports.recent(10))).rejects.toMatchObject({ code: 'permission-denied' });
    await memoryAuth(store).signOut();
    await memoryAuth(store).signIn('admin@solarcred.demo', 'demo123');
    await expect(exports.start({ tipo: 'propostas', formato: 'csv', filtro: { ...filter, de: '2019-01' } })).rejects.toMatchObject({ code: 'invalid-argument', message: 'O período pode ter no máximo 36 meses.' });
    await expect(exports.link('nenhuma')).rejects.toMatchObject({ code: 'not-found' });
    expect(await firstValue(exports.recent(10))).toEqual([]);
  });
});
