/**
 * The audit trail (issue 51, auditoria/{id}): append-only, written by Cloud Functions only — no
 * client creates, updates or deletes an entry, admins included. Admins read every entry with the
 * page's queries (newest first; by action, actor, company, period). An approved company's titular
 * reads its company's 'documento_aberto' entries, and only with a query that says so
 * (integrador_id == company and acao == 'documento_aberto'); its gestor and vendedor, another
 * company, a pending or deactivated account, the customer's guest sessions and anonymous read none.
 */
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { assertFails } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import type { AuditEntry } from '@solarcred/domain/audit/types';
import { expiryOf, type CustomerLink } from '@solarcred/domain/customer-link/link';
import { auditEntries } from '@solarcred/domain/data/privacy';
import { hasFirestore } from '../emulator-env';
import { allowOnly, baseIntegrators, baseProfiles, eachPersona, nobody, rejectedDb, rejectedIntegrator, rejectedUid, uids, useRulesEnv, guestDbs } from './firestore-test-env';

const at = new Date('2026-11-20T12:00:00Z');
const admin = { uid: uids.admin, nome: 'Admin', tipo: 'admin' as const };

const entry = (id: string, fields: Partial<AuditEntry>): Omit<AuditEntry, 'em'> & { em: Date } => ({
  id,
  acao: 'documento_aberto',
  ator: admin,
  alvo: { tipo: 'documento', id: `integrador-documents/${uids.owner}/rg_socios_1773150000000.pdf`, rotulo: 'rg_socios_1773150000000.pdf' },
  integrador_id: uids.owner,
  detalhe: { arquivo: 'rg_socios_1773150000000.pdf' },
  comando: 'openDocument',
  ...fields,
  em: at,
});

const ownerOpening = entry('AberturaDonoAAAAAAAA', {});
const otherOpening = entry('AberturaOutroAAAAAAA', { integrador_id: uids.other });
const rejectedOpening = entry('AberturaRejeitadaAAA', { integrador_id: rejectedUid });
const ownerMove = entry('MovimentoDonoAAAAAAA', { acao: 'proposta_status', alvo: { tipo: 'proposta', id: 'p1', rotulo: 'Maria' }, comando: 'moveProposal' });
const path = (e: { id: string }) => auditEntries.docPath(e.id);

const link: CustomerLink = {
  id: 'LinkAuditoriaAAAAAAA', integrador_id: uids.owner, empresa_nome: 'Empresa', cliente_nome: 'Maria da Silva', cliente_telefone: '11987654321',
  cliente_email: null, token_hash: 'a'.repeat(64), proposta_id: 'PropAuditoriaAAAAAAA', criado_em: at.getTime(), expira_em: expiryOf(at.getTime()), revogado_em: null, preenchido_em: null,
};

const admins = allowOnly('admin');
const ownerTitular = allowOnly('owner', 'admin');

/** The titular's card: its company's openings, newest first. */
const openingsQuery = (db: firebase.firestore.Firestore, company: string) =>
  db.collection(auditEntries.path).where('integrador_id', '==', company).where('acao', '==', 'documento_aberto').orderBy('em', 'desc').limit(20).get();

describe.skipIf(!hasFirestore)('firestore.rules: the audit trail (issue 51)', () => {
  const getEnv = useRulesEnv(() => ({
    ...baseProfiles(),
    ...baseIntegrators(),
    ...rejectedIntegrator(),
    [path(ownerOpening)]: ownerOpening,
    [path(otherOpening)]: otherOpening,
    [path(rejectedOpening)]: rejectedOpening,
    [path(ownerMove)]: ownerMove,
  }));

  describe('get', () => {
    describe('get a document opening of the owner company', () => {
      eachPersona(getEnv, ownerTitular, (db) => db.doc(path(ownerOpening)).get());
    });
    describe('get a document opening of the other company', () => {
      eachPersona(getEnv, allowOnly('other', 'admin'), (db) => db.doc(path(otherOpening)).get());
    });
    describe('get a status change about the owner company (not a document opening)', () => {
      eachPersona(getEnv, admins, (db) => db.doc(path(ownerMove)).get());
    });
  });

  describe('list', () => {
    describe('list the owner company’s document openings, newest first (the titular’s card)', () => {
      eachPersona(getEnv, ownerTitular, (db) => openingsQuery(db, uids.owner));
    });
    describe('list the owner company’s entries without the action filter', () => {
      eachPersona(getEnv, admins, (db) => db.collection(auditEntries.path).where('integrador_id', '==', uids.owner).orderBy('em', 'desc').limit(20).get());
    });
    describe('list every company’s document openings', () => {
      eachPersona(getEnv, admins, (db) => db.collection(auditEntries.path).where('acao', '==', 'documento_aberto').orderBy('em', 'desc').limit(20).get());
    });
    describe('list the trail, newest first, 51 entries (the audit page)', () => {
      eachPersona(getEnv, admins, (db) => db.collection(auditEntries.path).orderBy('em', 'desc').limit(51).get());
    });
    describe('list the trail by action, actor, company and period (the page’s filters)', () => {
      eachPersona(getEnv, admins, (db) =>
        db.collection(auditEntries.path)
          .where('acao', '==', 'proposta_status')
          .where('ator.uid', '==', uids.admin)
          .where('integrador_id', '==', uids.owner)
          .where('em', '>=', new Date('2026-11-01T00:00:00Z'))
          .where('em', '<=', new Date('2026-11-30T23:59:59Z'))
          .orderBy('em', 'desc')
          .limit(51)
          .get());
    });
  });

  describe('write', () => {
    describe('create an entry (even one’s own company’s opening)', () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(auditEntries.docPath(`novo-${persona}`)).set({ ...ownerOpening, id: `novo-${persona}` }));
    });
    describe('update an entry (hide who opened the document)', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(path(ownerOpening)).update({ 'ator.nome': 'Ninguém' }));
    });
    describe('delete an entry', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(path(ownerOpening)).delete());
    });
  });

  it("the customer's guest sessions and a rejected company read none of it and write nothing", async () => {
    const env = getEnv();
    const callers = [...guestDbs(env, link), rejectedDb(env)];
    for (const db of callers) {
      await assertFails(db.doc(path(ownerOpening)).get());
      await assertFails(db.doc(path(rejectedOpening)).get());
      await assertFails(openingsQuery(db, uids.owner));
      await assertFails(openingsQuery(db, rejectedUid));
      await assertFails(db.doc(auditEntries.docPath('novo')).set(ownerOpening));
      await assertFails(db.doc(path(ownerOpening)).delete());
    }
  });

  it('a gestor whose token claims titular reads no more than its membership says', async () => {
    const forged = getEnv().authenticatedContext(uids.gestor, { role: 'integrador', empresa: uids.owner, papel: 'titular' }).firestore();
    await assertFails(forged.doc(path(ownerOpening)).get());
    await assertFails(openingsQuery(forged, uids.owner));
  });
});
