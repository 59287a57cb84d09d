/**
 * The retention log (issue 51, retencao_execucoes/{id}): admins read the sweep's runs (the card on
 * 'Solicitações LGPD', newest first); nobody else — an integrator of any role, a pending or
 * deactivated account, the customer's guest sessions, anonymous — reads one, and no client writes
 * one (the scheduled function does). The collections Firestore's TTL deletes by `apagar_em`
 * (links_cliente, rascunhos_cliente, vistas_cliente, convites) keep their rules: no client, admins
 * included, sets, moves or clears the date (postponing or hastening a deletion).
 */
import { assertFails } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { expiryOf, type CustomerLink } from '@solarcred/domain/customer-link/link';
import { customerDrafts, customerLinks } from '@solarcred/domain/data/customer-links';
import { guestLiveViews } from '@solarcred/domain/data/guest-views';
import { invitations } from '@solarcred/domain/data/invitations';
import { retentionRuns } from '@solarcred/domain/data/privacy';
import { linkDeleteAt, retentionRunId, startedRun } from '@solarcred/domain/privacy/retention';
import { hasFirestore } from '../emulator-env';
import { allowOnly, baseIntegrators, baseProfiles, eachPersona, nobody, rejectedDb, rejectedIntegrator, uids, useRulesEnv, guestDbs } from './firestore-test-env';

const at = new Date('2026-11-20T07:00:00Z');
const run = { ...startedRun(at.getTime(), 'agendado'), inicio: at, fim: new Date(at.getTime() + 4_000), contagens: { rascunhos_cliente: 2, links_expirados: 1, contas_convidado: 3, convites: 0, uploads_orfaos: 5, arquivos_lgpd: 0 } };
const runPath = retentionRuns.docPath(run.id);

const link: CustomerLink = {
  id: 'LinkRetencaoAAAAAAAA', integrador_id: uids.owner, empresa_nome: 'Empresa', cliente_nome: 'Maria da Silva', cliente_telefone: '11987654321',
  cliente_email: null, token_hash: 'a'.repeat(64), proposta_id: 'PropRetencaoAAAAAAAA', criado_em: at.getTime(), expira_em: expiryOf(at.getTime()), revogado_em: null, preenchido_em: null,
};
const deleteAt = new Date(linkDeleteAt(link) ?? 0);
const ttlDocs = {
  [customerLinks.docPath(link.id)]: { ...link, criado_em: at, expira_em: new Date(link.expira_em), apagar_em: deleteAt },
  [customerDrafts.docPath(link.proposta_id)]: { integrador_id: uids.owner, link_id: link.id, cliente_nome: 'Maria da Silva', situacao: 'aguardando', enviado_em: at, apagar_em: deleteAt },
  [guestLiveViews.docPath(link.id)]: { token_hash: link.token_hash, estado: 'aberto', expira_em: new Date(link.expira_em), andamento: null, pendencias: [], contrato: null, atualizado_em: at, apagar_em: deleteAt },
  [invitations.docPath('b'.repeat(64))]: { empresa: uids.owner, empresa_nome: 'Empresa', email: 'novo@solar.test', papel: 'vendedor', convidado_por: uids.owner, criado_em: at, expira_em: deleteAt, aceito_em: null, aceito_por: null, revogado_em: null, apagar_em: deleteAt },
};

const admins = allowOnly('admin');
const later = new Date(deleteAt.getTime() + 365 * 86_400_000);

describe.skipIf(!hasFirestore)('firestore.rules: the retention log and the TTL field (issue 51)', () => {
  const getEnv = useRulesEnv(() => ({ ...baseProfiles(), ...baseIntegrators(), ...rejectedIntegrator(), [runPath]: run, ...ttlDocs }));

  describe('get a run of the retention sweep', () => {
    eachPersona(getEnv, admins, (db) => db.doc(runPath).get());
  });
  describe('list the latest runs, newest first (the card)', () => {
    eachPersona(getEnv, admins, (db) => db.collection(retentionRuns.path).orderBy('inicio', 'desc').limit(7).get());
  });
  describe('create a run (a forged log)', () => {
    eachPersona(getEnv, nobody, (db, persona) => db.doc(retentionRuns.docPath(retentionRunId(at.getTime() + persona.length))).set(run));
  });
  describe('update a run (hide its errors)', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(runPath).update({ erros: [] }));
  });
  describe('delete a run', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(runPath).delete());
  });

  describe('postpone the deletion of a TTL’d document (apagar_em a year later, or cleared)', () => {
    for (const path of Object.keys(ttlDocs)) {
      describe(path.split('/')[0] ?? path, () => {
        eachPersona(getEnv, nobody, (db, persona) => db.doc(path).update({ apagar_em: persona === 'admin' ? null : later }));
      });
    }
  });

  it("the customer's guest sessions and a rejected company read no run and date nothing", async () => {
    const env = getEnv();
    const callers = [...guestDbs(env, link), rejectedDb(env)];
    for (const db of callers) {
      await assertFails(db.doc(runPath).get());
      await assertFails(db.collection(retentionRuns.path).orderBy('inicio', 'desc').limit(7).get());
      await assertFails(db.doc(runPath).delete());
      for (const path of Object.keys(ttlDocs)) await assertFails(db.doc(path).update({ apagar_em: later }));
    }
  });
});
