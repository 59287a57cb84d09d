import { assertFails } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { hasFirestore } from '../emulator-env';
import {
  allowOnly,
  approvedMembers,
  baseIntegrators,
  companyOf,
  eachPersona,
  nobody,
  ownerCompany,
  ownerCompanyManagers,
  rejectedDb,
  rejectedIntegrator,
  rejectedUid,
  uids,
  useRulesEnv,
  type Persona,
} from './firestore-test-env';

const counters = {
  total: 2,
  por_status: { enviada: 1, aprovada: 1 },
  volume_centavos: 5_000_000,
  por_mes: { '2026-01': { enviada: 1, aprovada: 1 } },
  volume_por_mes: { '2026-01': 5_000_000 },
};

/** stats_integradores/{companyId}/vendedores/{sellerUid}. */
const sellerDoc = (companyId: string, sellerUid: string) => `stats_integradores/${companyId}/vendedores/${sellerUid}`;

/** The owner's document, except for the pending integrator, which asks for its own (not approved: denied even so). */
const ownerOrOwn = (persona: Persona) => `stats_integradores/${persona === 'pending' ? uids.pending : uids.owner}`;

describe.skipIf(!hasFirestore)('firestore.rules: stats_integradores/{integratorId}', () => {
  const getEnv = useRulesEnv(() => ({
    ...baseIntegrators(),
    ...rejectedIntegrator(),
    [`stats_integradores/${uids.owner}`]: counters,
    [`stats_integradores/${uids.other}`]: counters,
    [`stats_integradores/${uids.pending}`]: counters,
    [`stats_integradores/${rejectedUid}`]: counters,
  }));

  describe('get the owner counters (pending: its own)', () => {
    eachPersona(getEnv, allowOnly(...ownerCompanyManagers, 'admin'), (db, persona) => db.doc(ownerOrOwn(persona)).get());
  });

  it('a rejected integrator: reading its own counters denied', async () => {
    await assertFails(rejectedDb(getEnv()).doc(`stats_integradores/${rejectedUid}`).get());
  });

  describe('list every integrator counters', () => {
    eachPersona(getEnv, allowOnly('admin'), (db) => db.collection('stats_integradores').get());
  });

  describe('create counters', () => {
    eachPersona(getEnv, nobody, (db, persona) => db.doc(`stats_integradores/novo-${persona}`).set(counters));
  });

  describe('update the owner counters', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(`stats_integradores/${uids.owner}`).update({ total: 99 }));
  });

  describe('delete the owner counters', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(`stats_integradores/${uids.owner}`).delete());
  });
});

describe.skipIf(!hasFirestore)('firestore.rules: stats_integradores/{companyId}/vendedores/{sellerUid}', () => {
  const getEnv = useRulesEnv(() => ({
    ...baseIntegrators(),
    ...rejectedIntegrator(),
    [sellerDoc(uids.owner, uids.owner)]: counters,
    [sellerDoc(uids.owner, uids.gestor)]: counters,
    [sellerDoc(uids.owner, uids.vendedor)]: counters,
    [sellerDoc(uids.owner, uids.desativado)]: counters,
    [sellerDoc(uids.other, uids.other)]: counters,
    [sellerDoc(uids.other, uids.vendedorOutro)]: counters,
    [sellerDoc(uids.pending, uids.pending)]: counters,
    [sellerDoc(rejectedUid, rejectedUid)]: counters,
  }));

  /** Each persona's own document in its own company (anonymous: the owner's vendedor's). */
  const ownSellerDoc = (persona: Persona) => (persona === 'anonymous' ? sellerDoc(uids.owner, uids.vendedor) : sellerDoc(companyOf(persona), uids[persona]));

  describe('get one’s own seller counters in one’s company (its dashboard): every approved member, whatever its role', () => {
    eachPersona(getEnv, allowOnly(...approvedMembers, 'admin'), (db, persona) => db.doc(ownSellerDoc(persona)).get());
  });

  describe('get the owner company’s vendedor’s counters', () => {
    eachPersona(getEnv, allowOnly(...ownerCompany, 'admin'), (db) => db.doc(sellerDoc(uids.owner, uids.vendedor)).get());
  });

  describe('get the owner titular’s seller counters (for a vendedor: another seller’s)', () => {
    eachPersona(getEnv, allowOnly(...ownerCompanyManagers, 'admin'), (db) => db.doc(sellerDoc(uids.owner, uids.owner)).get());
  });

  describe('get one’s own uid under the other company (for the owner’s company: another tenant)', () => {
    eachPersona(getEnv, allowOnly('other', 'vendedorOutro', 'admin'), (db, persona) => db.doc(sellerDoc(uids.other, persona === 'anonymous' ? uids.vendedor : uids[persona])).get());
  });

  it('a rejected integrator: reading its own seller counters denied', async () => {
    await assertFails(rejectedDb(getEnv()).doc(sellerDoc(rejectedUid, rejectedUid)).get());
  });

  describe('list the owner company’s sellers', () => {
    eachPersona(getEnv, allowOnly(...ownerCompanyManagers, 'admin'), (db) => db.collection(`stats_integradores/${uids.owner}/vendedores`).get());
  });

  describe('list every company’s sellers (collection group)', () => {
    eachPersona(getEnv, nobody, (db) => db.collectionGroup('vendedores').get());
  });

  describe('create seller counters (one’s own)', () => {
    eachPersona(getEnv, nobody, (db, persona) => db.doc(sellerDoc(companyOf(persona), persona === 'anonymous' ? 'novo' : `${uids[persona]}-novo`)).set(counters));
  });

  describe('update the owner company’s vendedor’s counters', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(sellerDoc(uids.owner, uids.vendedor)).update({ total: 99 }));
  });

  describe('delete the owner company’s vendedor’s counters', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(sellerDoc(uids.owner, uids.vendedor)).delete());
  });
});
