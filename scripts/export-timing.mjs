#!/usr/bin/env node
/**
 * The 100,000-row export on the Firestore emulator (issue 50; not part of npm test): seeds N
 * proposals of one company and month range (default 100,000) into the emulator, then runs the
 * export job's own pieces — the job's Firestore query read 1,000 documents a page
 * (functions/src/analytics-exports/source.ts), the row builder, the CSV or XLSX streaming writer
 * and a local-file sink — and times each format from the first read to the file closed; then
 * parses each file back and checks its row count. The limit: under 60 s.
 *
 *   node scripts/export-timing.mjs [--rows 100000] [--formats csv,xlsx]
 *
 * Without FIRESTORE_EMULATOR_HOST it starts the Firestore emulator itself (Java 21+, found as
 * tier 5 finds it) on a project of its own and runs inside it. Results: docs/performance.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { firestoreEmulatorSetup } from './lib/emulators.mjs';
import { headlessConfig } from './lib/firebase-config.mjs';
import { loadTypeScript } from './lib/load-ts.mjs';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' }, formats: { type: 'string', default: 'csv,xlsx' } } });
const rows = Math.min(Number(values.rows), 150_000);
const formats = values.formats.split(',');

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  const setup = firestoreEmulatorSetup();
  if (setup.blocker) {
    console.error(`export-timing: the Firestore emulator cannot start here: ${setup.blocker}`);
    process.exit(1);
  }
  const command = `node scripts/export-timing.mjs --rows ${rows} --formats ${formats.join(',')}`;
  const run = spawnSync('npx', ['firebase', 'emulators:exec', ...headlessConfig(), '--project', 'demo-solarcred-exports', '--only', 'firestore', command], {
    stdio: 'inherit',
    env: { ...process.env, ...setup.env },
  });
  process.exit(run.status ?? 1);
}

const { initializeApp } = await import('firebase-admin/app');
const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
const { readSheet } = await import('read-excel-file/node');
const code = await loadTypeScript([
  "export { runExport } from './domain/src/analytics/export/run.ts';",
  "export { readCsv } from './domain/src/analytics/export/csv-read.ts';",
  "export { exportPages } from './functions/src/analytics-exports/source.ts';",
  "export { fileSink } from './functions/src/analytics-exports/stream-sink.ts';",
].join('\n'));

const db = getFirestore(initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-solarcred-exports' }));
const company = 'export-timing';
const start = Date.UTC(2026, 0, 1, 3);
const filter = { de: '2026-01', ate: '2026-12', linha: null, uf: null, integrador_id: company };

const seeding = Date.now();
const writer = db.bulkWriter();
for (let index = 0; index < rows; index += 1) {
  void writer.set(db.doc(`propostas/${company}-${String(index).padStart(6, '0')}`), {
    integrador_id: company, integrador: { nome_empresa: 'Sol Nascente Energia Ltda', email: 'sol@test.dev' }, criado_por_nome: 'Bruno Lima',
    cliente_nome: `Cliente número ${index}`, projeto_cidade: 'São Paulo', projeto_estado: 'SP', linha_credito: 'residencial',
    valor_sistema: 3_000_000 + index, valor_proposta: 2_500_000 + index, valor_entrada: 500_000, quantidade_parcelas: 60, potencia_kwp: 6.2,
    status: 'aprovada', pendencias_total: index % 3, instalacao_meta: '2026-12-10',
    trilha: { etapas: { em_analise: Timestamp.fromMillis(start + index * 200_000 + 3_600_000), aprovada: Timestamp.fromMillis(start + index * 200_000 + 86_400_000) }, horas_status: {} },
    created_at: Timestamp.fromMillis(start + index * 200_000), updated_at: Timestamp.fromMillis(start),
  });
}
await writer.close();
console.log(`seeded ${rows} proposals in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);

const dir = mkdtempSync(join(tmpdir(), 'export-timing-'));
const results = {};
try {
  for (const format of formats) {
    const file = join(dir, `propostas.${format}`);
    const began = performance.now();
    const result = await code.runExport({ tipo: 'propostas', formato: format, pages: code.exportPages(db, 'propostas', filter), sink: code.fileSink(file) });
    const seconds = (performance.now() - began) / 1000;
    const parsed = format === 'csv' ? code.readCsv(readFileSync(file, 'utf8')).length - 1 : (await readSheet(readFileSync(file))).length - 1;
    if (parsed !== result.linhas || result.linhas !== Math.min(rows, 100_000)) throw new Error(`${format}: wrote ${result.linhas}, parsed ${parsed}`);
    results[format] = { rows: result.linhas, cortada: result.cortada, seconds: Number(seconds.toFixed(1)), megabytes: Number((statSync(file).size / 1e6).toFixed(1)) };
    console.log(`${format}: ${result.linhas} rows${result.cortada ? ' (cut at 100,000)' : ''} in ${seconds.toFixed(1)} s, ${(statSync(file).size / 1e6).toFixed(1)} MB; parsed back: ${parsed} rows`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(JSON.stringify(results));
process.exit(0);
