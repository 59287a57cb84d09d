/**
 * Exports on the emulators (issue 50).
 * - The function's own pieces, run here against the Firestore emulator: 5,000 proposals (on a
 *   project of their own, so no trigger of the functions' project reacts to the seeding) read a
 *   page of 1,000 at a time by the job's queries (the filter's São Paulo months, the state, the
 *   company) and streamed through the CSV and XLSX writers into a local file: each parses back to
 *   exactly the selected proposals, in the query's order; those of another state, another company
 *   or a neighbouring month are left out. The job itself (run-job.ts) on that project: claimed once,
 *   'pronta' with its path; a replay, or a job another run holds, runs nothing; a silent one is
 *   taken again; a sink that cannot write ends it 'falhou' in Portuguese.
 * - The callables and the trigger on the functions' project: startExport records the job (who,
 *   when, which filter) for an admin only, refuses a request out of bounds in Portuguese; the
 *   trigger takes the job and — no Storage emulator runs here, as on `npm start` — ends it fast as
 *   'falhou' with the Portuguese message instead of hanging; exportLink refuses a job with no file.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '@solarcred/domain/analytics/export/csv-read';
import { exportText } from '@solarcred/domain/analytics/export/export-text';
import { proposalTable } from '@solarcred/domain/analytics/export/rows';
import { runExport } from '@solarcred/domain/analytics/export/run';
import { auth as authText } from '@solarcred/domain/messages';
import { runExportJob, staleMs } from '../../functions/src/analytics-exports/run-job';
import { exportPages } from '../../functions/src/analytics-exports/source';
import { ExportSinkError, fileSink } from '../../functions/src/analytics-exports/stream-sink';
import { hasAuth, hasFirestore, hasStorage, projectId } from '../emulator-env';
import { newAdminAccount, newIntegratorAccount, type TestAccount } from './accounts';
import { waitFor } from './auth-emulator';
import { callFunction, expectCallableError, resultOf } from './callables';
import { db, uniqueId } from './firestore-admin';

const rows = 5_000;
const company = uniqueId('exp-int');
const filter = { de: '2026-02', ate: '2026-03', linha: null, uf: 'SP' as const, integrador_id: company };
/** 1 February 2026, 00:00 in São Paulo. */
const start = Date.UTC(2026, 1, 1, 3);
const idColumn = proposalTable.columns.findIndex((column) => column.header === 'ID');
const idOf = (index: number) => `${company}-${String(index).padStart(5, '0')}`;

describe.skipIf(!hasFirestore)('exports: 5,000 rows through the job query, the writers and a local sink (Firestore emulator)', () => {
  let app: App;
  let store: Firestore;
  let dir = '';
  let expected: string[] = [];

  beforeAll(async () => {
    app = initializeApp({ projectId: `${projectId}-exports` }, `exports-${company}`);
    store = getFirestore(app);
    dir = mkdtempSync(join(tmpdir(), 'exports-'));
    const writer = store.bulkWriter();
    const proposal = (index: number, fields: Record<string, unknown>) => ({
      integrador_id: company, integrador: { nome_empresa: 'Sol; "Nascente"', email: 'sol@test.dev' }, cliente_nome: `Cliente ${index}`,
      projeto_estado: 'SP', projeto_cidade: 'Campinas', linha_credito: 'residencial', valor_proposta: 2_500_000 + index, valor_sistema: 3_000_000,
      quantidade_parcelas: 60, potencia_kwp: 6.2, status: 'aprovada', created_at: Timestamp.fromMillis(start + index * 60_000), updated_at: Timestamp.fromMillis(start), ...fields,
    });
    for (let index = 0; index < rows; index += 1) void writer.set(store.doc(`propostas/${idOf(index)}`), proposal(index, {}));
    // Left out: another state, another company, the minute before February and the first minute of April (São Paulo).
    void writer.set(store.doc(`propostas/${company}-rj`), proposal(1, { projeto_estado: 'RJ' }));
    void writer.set(store.doc(`propostas/${company}-other`), proposal(2, { integrador_id: `${company}-x` }));
    void writer.set(store.doc(`propostas/${company}-jan`), proposal(0, { created_at: Timestamp.fromMillis(start - 60_000) }));
    void writer.set(store.doc(`propostas/${company}-apr`), proposal(0, { created_at: Timestamp.fromMillis(Date.UTC(2026, 3, 1, 3)) }));
    await writer.close();
    expected = Array.from({ length: rows }, (_, index) => idOf(index));
  });

  afterAll(async () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    if (app) {
      await store.recursiveDelete(store.collection('propostas'));
      await store.recursiveDelete(store.collection('exportacoes'));
      await deleteApp(app);
    }
  });

  it('CSV: parses back to the selection, in the query order (queries of 2,000 chained by their last document)', async () => {
    const file = join(dir, 'propostas.csv');
    const result = await runExport({ tipo: 'propostas', formato: 'csv', pages: exportPages(store, 'propostas', filter, 1_000, 2_000), sink: fileSink(file) });
    expect(result).toEqual({ linhas: rows, cortada: false });
    const parsed = readCsv(readFileSync(file, 'utf8'));
    expect(parsed[0]).toEqual(proposalTable.columns.map((column) => column.header));
    expect(parsed.slice(1).map((row) => row[idColumn])).toEqual(expected);
    const header = parsed[0]!;
    expect(parsed[1]![header.indexOf('Integrador')]).toBe('Sol; "Nascente"');
    expect(parsed[1]![header.indexOf('Enviada em')]).toBe('01/02/2026');
    expect(parsed[rows]![header.indexOf('Valor da proposta (R$)')]).toBe(`25.049,99`);
  });

  it('XLSX: parses back to the selection, amounts in reais and dates as dates', async () => {
    const file = join(dir, 'propostas.xlsx');
    const result = await runExport({ tipo: 'propostas', formato: 'xlsx', pages: exportPages(store, 'propostas', filter), sink: fileSink(file) });
    expect(result).toEqual({ linhas: rows, cortada: false });
    const sheet = await readSheet(readFileSync(file));
    expect(sheet).toHaveLength(rows + 1);
    expect(sheet.slice(1).map((row) => row[idColumn])).toEqual(expected);
    const header = sheet[0] as string[];
    expect(sheet[rows]![header.indexOf('Valor da proposta (R$)')]).toBe(25_049.99);
    expect(sheet[1]![header.indexOf('Enviada em')]).toEqual(new Date(Date.UTC(2026, 1, 1)));
  });

  /** A job as startExport records it, on this suite's own project (no trigger takes it). */
  async function queued(fields: Record<string, unknown> = {}): Promise<string> {
    const id = uniqueId('job');
    const now = Timestamp.now();
    await store.doc(`exportacoes/${id}`).set({
      tipo: 'propostas', formato: 'xlsx', filtro: filter, estado: 'na_fila', solicitado_por: 'adm', solicitado_por_nome: 'Admin',
      criado_em: now, atualizado_em: now, linhas: 0, cortada: false, caminho: null, erro: null, ...fields,
    });
    return id;
  }
  const jobOf = async (id: string) => (await store.doc(`exportacoes/${id}`).get()).data();

  it("the job: claimed once, written through the sink, 'pronta' with its path and rows; a replay runs nothing", async () => {
    const id = await queued();
    const paths: string[] = [];
    const sinkFor = (path: string) => {
      paths.push(path);
      return fileSink(join(dir, `job-${paths.length}.xlsx`));
    };
    expect(await runExportJob(store, id, { sinkFor })).toEqual({ linhas: rows, cortada: false });
    expect(await jobOf(id)).toMatchObject({ estado: 'pronta', linhas: rows, cortada: false, caminho: `exportacoes/${id}.xlsx`, erro: null });
    expect(paths).toEqual([`exportacoes/${id}.xlsx`]);
    expect((await readSheet(readFileSync(join(dir, 'job-1.xlsx')))).slice(1).map((row) => row[idColumn])).toEqual(expected);
    // The event delivered again: the job is done, nothing runs.
    expect(await runExportJob(store, id, { sinkFor })).toBeNull();
    expect(paths).toHaveLength(1);
  });

  it("a job another run holds is left alone, unless it went silent (its instance died); a sink that cannot write ends it 'falhou' in Portuguese", async () => {
    const held = await queued({ estado: 'gerando' });
    const refused = () => {
      throw new ExportSinkError(exportText.storageUnavailable);
    };
    expect(await runExportJob(store, held, { sinkFor: refused })).toBeNull();
    expect(await jobOf(held)).toMatchObject({ estado: 'gerando', erro: null });
    const silent = await queued({ estado: 'gerando', atualizado_em: Timestamp.fromMillis(Date.now() - staleMs - 60_000) });
    expect(await runExportJob(store, silent, { sinkFor: refused })).toBeNull();
    expect(await jobOf(silent)).toMatchObject({ estado: 'falhou', erro: exportText.storageUnavailable, caminho: null });
  });
});

describe.skipIf(!(hasFirestore && hasAuth))('exports: the callables and the job trigger (Auth + Functions + Firestore emulators)', () => {
  let admin: TestAccount;
  let integrator: TestAccount;
  const request = { tipo: 'propostas', formato: 'csv', filtro: { de: '2026-01', ate: '2026-11', linha: null, uf: null, integrador_id: null } };

  beforeAll(async () => {
    [admin, integrator] = await Promise.all([newAdminAccount(), newIntegratorAccount()]);
  });

  it('an integrator is refused; a request out of bounds is refused in Portuguese; neither records anything', async () => {
    expectCallableError(await callFunction('startExport', request, integrator.idToken), 'PERMISSION_DENIED', authText.adminsOnly);
    const tooLong = { ...request, filtro: { ...request.filtro, de: '2020-01' } };
    expectCallableError(await callFunction('startExport', tooLong, admin.idToken), 'INVALID_ARGUMENT', exportText.periodTooLong);
    expectCallableError(await callFunction('startExport', { ...request, tipo: 'tudo' }, admin.idToken), 'INVALID_ARGUMENT', exportText.badKind);
    const mine = await db().collection('exportacoes').where('solicitado_por', 'in', [admin.uid, integrator.uid]).get();
    expect(mine.size).toBe(0);
  });

  it("an admin's export is recorded with who, when and the filter; without Storage the job fails fast in Portuguese", async () => {
    const before = Date.now();
    const { id } = resultOf(await callFunction('startExport', request, admin.idToken)) as { id: string };
    const stored = (await db().doc(`exportacoes/${id}`).get()).data();
    const profile = (await db().doc(`profiles/${admin.uid}`).get()).data();
    expect(stored).toMatchObject({ tipo: 'propostas', formato: 'csv', filtro: request.filtro, solicitado_por: admin.uid, solicitado_por_nome: profile?.['nome'] ?? '', linhas: 0, cortada: false });
    expect((stored?.['criado_em'] as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 1_000);
    // Without Storage the callable itself records the job failed: no wait for the job function's cold start.
    if (!hasStorage) expect(stored).toMatchObject({ estado: 'falhou', erro: exportText.storageUnavailable });
    const ended = await waitFor(`exportacoes/${id} to end`, async () => {
      const job = (await db().doc(`exportacoes/${id}`).get()).data();
      return job?.['estado'] === 'pronta' || job?.['estado'] === 'falhou' ? job : undefined;
    });
    if (hasStorage) {
      expect(ended['estado']).toBe('pronta');
      return;
    }
    expect(ended).toMatchObject({ estado: 'falhou', erro: exportText.storageUnavailable, caminho: null });
    expectCallableError(await callFunction('exportLink', { id }, admin.idToken), 'FAILED_PRECONDITION', exportText.notReady);
    expectCallableError(await callFunction('exportLink', { id }, integrator.idToken), 'PERMISSION_DENIED', authText.adminsOnly);
    expectCallableError(await callFunction('exportLink', { id: 'nenhuma' }, admin.idToken), 'NOT_FOUND', exportText.notFound);
  });
});
