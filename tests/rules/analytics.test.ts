/**
 * The analytics (issue 50, domain/src/data/analytics.ts) and the export jobs: only admins read the
 * platform's numbers (analise_totais, analise_celulas, every company's ranking row, the ranking's
 * queries) and the exports (exportacoes); a company's approved titular and gestores read its own
 * ranking row and cells (the readers of stats_integradores/{id}), a vendedor, a deactivated
 * member, a pending or rejected company and another company none of it; analise_publico/decisao
 * (the platform's median, no counts) every active member of an approved company and admins, by
 * name. Nobody writes any of it from a client (the proposal trigger and the export functions do).
 * The queries are the screens' (design: cells by month range with line/state, the ranking's
 * orderBy + array-contains search, the exports' newest first). The customer's guest sessions read
 * and write nothing. Storage exportacoes/: no client reads or writes (the export link is signed).
 */
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { emptyCounts } from '@solarcred/domain/analytics/counts';
import { exportJobs } from '@solarcred/domain/analytics/export/data';
import { exportPath } from '@solarcred/domain/analytics/export/rows';
import type { AnalyticsDoc } from '@solarcred/domain/analytics/types';
import { rankingSorts } from '@solarcred/domain/analytics/types';
import { guestUploadUid, uploadClaimsOf } from '@solarcred/domain/customer-link/commands';
import { expiryOf, type CustomerLink } from '@solarcred/domain/customer-link/link';
import { analyticsCells, analyticsTotals, cellId, integratorCells, publicDecisionMedian, rankingRows } from '@solarcred/domain/data/analytics';
import { searchTermOf } from '@solarcred/domain/integrator-search';
import { hasFirestore, hasStorage, repoPath, rulesProjectId } from '../emulator-env';
import { allowOnly, approvedMembers, baseIntegrators, baseProfiles, eachPersona, nobody, ownerCompanyManagers, personas, rejectedDb, rejectedIntegrator, rejectedUid, uids, useRulesEnv,
  type Persona, guestDbs } from './firestore-test-env';

const at = new Date('2026-11-20T12:00:00Z');
const body = (labels: Partial<AnalyticsDoc> = {}): AnalyticsDoc => ({ ...emptyCounts(), taxa_aprovacao: 0.5, ...labels });
const cell = (mes: string, linha: string, uf: string) => body({ mes, linha, uf });
const row = (integratorId: string) => body({ integrador_id: integratorId, nome: `Empresa ${integratorId}`, search_tokens: ['emp', 'empr', 'empresa'] });

const totalsPath = analyticsTotals.collection.docPath(analyticsTotals.id);
const publicPath = publicDecisionMedian.collection.docPath(publicDecisionMedian.id);
const platformCell = analyticsCells.docPath(cellId('2026-10', 'credito_solar', 'SP'));
const rowPath = (id: string) => rankingRows.docPath(id);
const ownCellPath = (id: string) => integratorCells(id).docPath(cellId('2026-10', 'credito_solar', 'SP'));
const exportJob = { id: 'ExportacaoAAAAAAAAAA', tipo: 'propostas', formato: 'csv', filtro: { de: '2026-01', ate: '2026-11', linha: null, uf: null, integrador_id: null }, estado: 'pronta', solicitado_por: uids.admin, solicitado_por_nome: 'Admin', criado_em: at.getTime(), atualizado_em: at.getTime(), linhas: 10, cortada: false, caminho: exportPath('ExportacaoAAAAAAAAAA', 'csv'), erro: null };
const jobPath = exportJobs.docPath(exportJob.id);

/** The customer's two guest sessions (the live page's, the upload's) come from a link of the owner's. */
const link: CustomerLink = {
  id: 'LinkAnaliseAAAAAAAAA', integrador_id: uids.owner, empresa_nome: 'Empresa', cliente_nome: 'Maria da Silva', cliente_telefone: '11987654321',
  cliente_email: null, token_hash: 'a'.repeat(64), proposta_id: 'PropAnaliseAAAAAAAAA', criado_em: at.getTime(), expira_em: expiryOf(at.getTime()), revogado_em: null, preenchido_em: null,
};

const admins = allowOnly('admin');
const companyReaders = allowOnly(...ownerCompanyManagers, 'admin');

/** The owner's row or cells, except for the pending integrator, which asks for its own (not approved: denied even so). */
const ownerOrOwn = (persona: Persona) => (persona === 'pending' ? uids.pending : uids.owner);

/** The cells query the page makes: a month range, optionally one line and one state, by month. */
const cellsQuery = (collection: firebase.firestore.CollectionReference, linha: string | null, uf: string | null) => {
  let query: firebase.firestore.Query = collection.where('mes', '>=', '2026-01').where('mes', '<=', '2026-12');
  if (linha) query = query.where('linha', '==', linha);
  if (uf) query = query.where('uf', '==', uf);
  return query.orderBy('mes').get();
};

describe.skipIf(!hasFirestore)('firestore.rules: the analytics and the export jobs (issue 50)', () => {
  const getEnv = useRulesEnv(() => ({
    ...baseProfiles(),
    ...baseIntegrators(),
    ...rejectedIntegrator(),
    [totalsPath]: body(),
    [platformCell]: cell('2026-10', 'credito_solar', 'SP'),
    [analyticsCells.docPath(cellId('2026-11', 'credito_agro', 'MG'))]: cell('2026-11', 'credito_agro', 'MG'),
    [rowPath(uids.owner)]: row(uids.owner),
    [rowPath(uids.other)]: row(uids.other),
    [rowPath(uids.pending)]: row(uids.pending),
    [rowPath(rejectedUid)]: row(rejectedUid),
    [ownCellPath(uids.owner)]: cell('2026-10', 'credito_solar', 'SP'),
    [ownCellPath(uids.other)]: cell('2026-10', 'credito_solar', 'SP'),
    [ownCellPath(uids.pending)]: cell('2026-10', 'credito_solar', 'SP'),
    [ownCellPath(rejectedUid)]: cell('2026-10', 'credito_solar', 'SP'),
    [publicPath]: { mediana_horas: 18, atualizado_em: at.getTime() },
    [jobPath]: exportJob,
  }));

  describe('analise_totais/plataforma', () => {
    describe('get the platform totals', () => {
      eachPersona(getEnv, admins, (db) => db.doc(totalsPath).get());
    });
    describe('list analise_totais', () => {
      eachPersona(getEnv, admins, (db) => db.collection(analyticsTotals.collection.path).get());
    });
    describe('create the platform totals (one missing)', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(analyticsTotals.collection.docPath('outro')).set(body()));
    });
    describe('update the platform totals', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(totalsPath).update({ 'funil.enviadas': 999 }));
    });
    describe('delete the platform totals', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(totalsPath).delete());
    });
  });

  describe('analise_celulas/{mes}__{linha}__{uf}', () => {
    describe('get a platform cell', () => {
      eachPersona(getEnv, admins, (db) => db.doc(platformCell).get());
    });
    describe('list the cells of a period, by month (the page without filters)', () => {
      eachPersona(getEnv, admins, (db) => cellsQuery(db.collection(analyticsCells.path), null, null));
    });
    describe('list the cells of a period of one credit line, by month', () => {
      eachPersona(getEnv, admins, (db) => cellsQuery(db.collection(analyticsCells.path), 'credito_solar', null));
    });
    describe('list the cells of a period of one state, by month', () => {
      eachPersona(getEnv, admins, (db) => cellsQuery(db.collection(analyticsCells.path), null, 'SP'));
    });
    describe('list the cells of a period of one line and one state, by month', () => {
      eachPersona(getEnv, admins, (db) => cellsQuery(db.collection(analyticsCells.path), 'credito_solar', 'SP'));
    });
    describe('create a platform cell', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(analyticsCells.docPath(cellId('2026-12', 'credito_solar', 'SP'))).set(cell('2026-12', 'credito_solar', 'SP')));
    });
    describe('update a platform cell', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(platformCell).update({ 'funil.aprovadas': 999 }));
    });
    describe('delete a platform cell', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(platformCell).delete());
    });
  });

  describe('analise_integradores/{integratorId} (the ranking)', () => {
    describe('get the owner company’s ranking row (pending: its own)', () => {
      eachPersona(getEnv, companyReaders, (db, persona) => db.doc(rowPath(ownerOrOwn(persona))).get());
    });
    describe('get the other company’s ranking row', () => {
      eachPersona(getEnv, allowOnly('other', 'admin'), (db) => db.doc(rowPath(uids.other)).get());
    });
    for (const sort of rankingSorts) {
      describe(`list the ranking's first page by ${sort} (desc, then the id desc, 21 rows)`, () => {
        eachPersona(getEnv, admins, (db) => db.collection(rankingRows.path).orderBy(sort, 'desc').orderBy(firebase.firestore.FieldPath.documentId(), 'desc').limit(21).get());
      });
    }
    describe('list the ranking’s next page (startAfter the last row)', () => {
      eachPersona(getEnv, admins, (db) =>
        db.collection(rankingRows.path).orderBy('funil.enviadas', 'desc').orderBy(firebase.firestore.FieldPath.documentId(), 'desc').startAfter(0, uids.owner).limit(21).get());
    });
    describe('search the ranking by name (array-contains, sorted)', () => {
      eachPersona(getEnv, admins, (db) =>
        db.collection(rankingRows.path).where('search_tokens', 'array-contains', searchTermOf('Empresa')).orderBy('taxa_aprovacao', 'desc').orderBy(firebase.firestore.FieldPath.documentId(), 'desc').limit(21).get());
    });
    describe('list one’s own company’s row by integrador_id (a member’s query)', () => {
      eachPersona(getEnv, admins, (db) => db.collection(rankingRows.path).where('integrador_id', '==', uids.owner).get());
    });
    describe('create a ranking row (one’s own company’s)', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(rowPath(`${uids.owner}-novo`)).set(row(uids.owner)));
    });
    describe('update the owner company’s ranking row (raise its approval rate)', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(rowPath(uids.owner)).update({ taxa_aprovacao: 1 }));
    });
    describe('delete the owner company’s ranking row', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(rowPath(uids.owner)).delete());
    });
  });

  describe('analise_integradores/{integratorId}/celulas/{cellId}', () => {
    describe('get a cell of the owner company (pending: its own)', () => {
      eachPersona(getEnv, companyReaders, (db, persona) => db.doc(ownCellPath(ownerOrOwn(persona))).get());
    });
    describe('get a cell of the other company', () => {
      eachPersona(getEnv, allowOnly('other', 'admin'), (db) => db.doc(ownCellPath(uids.other)).get());
    });
    describe('list the owner company’s cells of a period, by month', () => {
      eachPersona(getEnv, companyReaders, (db) => cellsQuery(db.collection(integratorCells(uids.owner).path), null, null));
    });
    describe('list the owner company’s cells of a period of one line and one state, by month', () => {
      eachPersona(getEnv, companyReaders, (db) => cellsQuery(db.collection(integratorCells(uids.owner).path), 'credito_solar', 'SP'));
    });
    describe('list every company’s cells (collection group)', () => {
      eachPersona(getEnv, nobody, (db) => db.collectionGroup('celulas').where('mes', '>=', '2026-01').get());
    });
    describe('create a cell of one’s company', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(integratorCells(uids.owner).docPath(cellId('2026-12', 'credito_solar', 'SP'))).set(cell('2026-12', 'credito_solar', 'SP')));
    });
    describe('update a cell of the owner company', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(ownCellPath(uids.owner)).update({ 'funil.aprovadas': 999 }));
    });
    describe('delete a cell of the owner company', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(ownCellPath(uids.owner)).delete());
    });
  });

  describe('analise_publico/decisao (the platform’s median time to decision)', () => {
    describe('get the platform’s median', () => {
      eachPersona(getEnv, allowOnly(...approvedMembers, 'admin'), (db) => db.doc(publicPath).get());
    });
    describe('list analise_publico', () => {
      eachPersona(getEnv, nobody, (db) => db.collection(publicDecisionMedian.collection.path).get());
    });
    describe('create a public figure', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(publicDecisionMedian.collection.docPath('outro')).set({ mediana_horas: 1, atualizado_em: at.getTime() }));
    });
    describe('update the platform’s median', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(publicPath).update({ mediana_horas: 1 }));
    });
    describe('delete the platform’s median', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(publicPath).delete());
    });
  });

  describe('exportacoes/{id} (the export jobs)', () => {
    describe('get an export job', () => {
      eachPersona(getEnv, admins, (db) => db.doc(jobPath).get());
    });
    describe('list the recent exports, newest first (criado_em desc, the card’s query)', () => {
      eachPersona(getEnv, admins, (db) => db.collection(exportJobs.path).orderBy('criado_em', 'desc').limit(10).get());
    });
    describe('create an export job directly, in one’s own name (only startExport does)', () => {
      eachPersona(getEnv, nobody, (db, persona) =>
        db.doc(exportJobs.docPath('ExportacaoNovaAAAAAA')).set({ ...exportJob, id: 'ExportacaoNovaAAAAAA', estado: 'na_fila', solicitado_por: persona === 'anonymous' ? 'anonymous' : uids[persona] }));
    });
    describe('update an export job (point it at another file)', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(jobPath).update({ caminho: 'propostas-anexos/x.pdf' }));
    });
    describe('delete an export job (erase who exported)', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(jobPath).delete());
    });
  });

  it("the customer's guest sessions and a rejected company read none of it and write nothing", async () => {
    const env = getEnv();
    const callers = [...guestDbs(env, link), rejectedDb(env)];
    for (const db of callers) {
      await assertFails(db.doc(totalsPath).get());
      await assertFails(db.doc(platformCell).get());
      await assertFails(cellsQuery(db.collection(analyticsCells.path), null, null));
      await assertFails(db.doc(rowPath(rejectedUid)).get());
      await assertFails(db.doc(ownCellPath(rejectedUid)).get());
      await assertFails(db.doc(rowPath(uids.owner)).get());
      await assertFails(db.collection(rankingRows.path).orderBy('funil.enviadas', 'desc').limit(21).get());
      await assertFails(db.doc(publicPath).get());
      await assertFails(db.doc(jobPath).get());
      await assertFails(db.collection(exportJobs.path).orderBy('criado_em', 'desc').limit(10).get());
      await assertFails(db.doc(rowPath(uids.owner)).update({ taxa_aprovacao: 1 }));
      await assertFails(db.doc(jobPath).update({ estado: 'falhou' }));
    }
  });

  it('a vendedor whose token claims titular reads no more than its membership says', async () => {
    const env = getEnv();
    const forged = env.authenticatedContext(uids.vendedor, { role: 'integrador', empresa: uids.owner, papel: 'titular' }).firestore();
    await assertFails(forged.doc(rowPath(uids.owner)).get());
    await assertFails(forged.doc(ownCellPath(uids.owner)).get());
    await assertSucceeds(forged.doc(publicPath).get());
  });
});

/**
 * Storage exportacoes/{id}.{csv|xlsx}: the export function writes there with the Admin SDK and the
 * admin downloads through a signed URL (exportLink); no client reads, lists, writes or deletes.
 * Its rules read nothing from Firestore, so it needs only the Storage emulator and runs under the
 * rules suites' project. Runs only where the Storage emulator starts (skipped on the build
 * machines, which have no Storage engine, as tests/rules/storage.test.ts).
 */
describe.skipIf(!hasStorage)('storage.rules: exportacoes/ (issue 50)', () => {
  let env: RulesTestEnvironment;
  const file = exportPath(exportJob.id, 'csv');

  beforeAll(async () => {
    const rules = (name: string) => readFileSync(repoPath(name), 'utf8');
    env = await initializeTestEnvironment({ projectId: rulesProjectId, storage: { rules: rules('storage.rules') } });
    await env.withSecurityRulesDisabled(async (context) => {
      await context.storage().ref(file).put(new TextEncoder().encode('a;b\r\n1;2\r\n'), { contentType: 'text/csv' });
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  const storageAs = (persona: Persona) =>
    persona === 'anonymous' ? env.unauthenticatedContext().storage() : env.authenticatedContext(uids[persona], { role: persona === 'admin' ? 'admin' : 'integrador' }).storage();

  it.each(personas)('%s: reads no export file (not an admin either: the link is signed)', async (persona) => {
    await assertFails(storageAs(persona).ref(file).getDownloadURL());
  });

  it.each(personas)('%s: lists no export', async (persona) => {
    await assertFails(storageAs(persona).ref('exportacoes').listAll());
  });

  it.each(personas)('%s: writes no export file', async (persona) => {
    await assertFails(storageAs(persona).ref(exportPath(`Nova${persona}`, 'csv')).put(new Uint8Array(16), { contentType: 'text/csv' }).then(() => undefined));
  });

  it.each(personas)('%s: replaces no export file', async (persona) => {
    await assertFails(storageAs(persona).ref(file).put(new Uint8Array(16), { contentType: 'text/csv' }).then(() => undefined));
  });

  it.each(personas)('%s: deletes no export file', async (persona) => {
    await assertFails(storageAs(persona).ref(file).delete());
  });

  it('the guest session reads and writes nothing there either', async () => {
    const guest = env.authenticatedContext(guestUploadUid(link.id), uploadClaimsOf(link)).storage();
    await assertFails(guest.ref(file).getDownloadURL());
    await assertFails(guest.ref(exportPath(link.id, 'xlsx')).put(new Uint8Array(16), { contentType: 'text/csv' }).then(() => undefined));
  });
});
