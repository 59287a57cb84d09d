/**
 * The cashback collections (issue 27): cashback_taxas/{lineId} and its versoes/{versao},
 * cashback_lancamentos/{entryId} (the append-only ledger), cashback_ciclos/{proposalId} (each
 * proposal's current cycle) and stats_cashback/{integratorId}. Admins read everything; approved
 * integrators read the rates and only their own ledger entries, cycles and counters (queries
 * filtered on integrador_id == uid); only admins read the replaced rates and the overall
 * stats/cashback. Nobody writes any of them from a client: Cloud Functions do, with the Admin SDK.
 */
import { assertFails } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { hasFirestore } from '../emulator-env';
import {
  allowOnly,
  approvedMembers,
  baseIntegrators,
  eachPersona,
  nobody,
  rejectedDb,
  rejectedIntegrator,
  rejectedUid,
  uids,
  useRulesEnv,
  type DocumentData,
  type Persona,
} from './firestore-test-env';

const approvedAt = new Date('2026-01-12T14:30:00Z');
const releasedAt = new Date('2026-02-02T13:00:00Z');

const rateValue = (valor: number, versao: number, at: Date) => ({ valor, versao, updated_by: uids.admin, updated_at: at });
const rate = { id: 'credito_consignado', ...rateValue(150, 2, new Date('2026-01-05T12:00:00Z')), anterior: rateValue(100, 1, new Date('2026-01-01T12:00:00Z')) };
const replacedRate = rateValue(100, 1, new Date('2026-01-01T12:00:00Z'));

/** A cycle's 'prevista' entry: R$ 50.000,00 financed at 1,5 % (R$ 750,00). */
function forecast(propostaId: string, integradorId: string): DocumentData {
  return {
    id: `${propostaId}:1:prevista`,
    proposta_id: propostaId,
    integrador_id: integradorId,
    ciclo: 1,
    tipo: 'prevista',
    valor_centavos: 75_000,
    registrado_por: 'sistema',
    registrado_em: approvedAt,
    linha: 'credito_consignado',
    taxa_bps: 150,
    taxa_versao: 2,
    base_centavos: 5_000_000,
    aprovada_em: approvedAt,
  };
}

/** The same cycle's 'a_pagar' entry: released by an admin, due 7 business days later. */
function release(propostaId: string, integradorId: string): DocumentData {
  return {
    id: `${propostaId}:1:a_pagar`,
    proposta_id: propostaId,
    integrador_id: integradorId,
    ciclo: 1,
    tipo: 'a_pagar',
    valor_centavos: 75_000,
    registrado_por: uids.admin,
    registrado_em: releasedAt,
    data_liberacao: '2026-02-02',
    vencimento: '2026-02-11',
  };
}

/** The proposal's current cycle, the ledger folded (document id: the proposal's). */
function cycle(propostaId: string, integradorId: string, situacao: 'prevista' | 'a_pagar'): DocumentData {
  const released = situacao === 'a_pagar';
  return {
    id: propostaId,
    proposta_id: propostaId,
    integrador_id: integradorId,
    ciclo: 1,
    situacao,
    valor_centavos: 75_000,
    linha: 'credito_consignado',
    taxa_bps: 150,
    taxa_versao: 2,
    base_centavos: 5_000_000,
    aprovada_em: approvedAt,
    data_liberacao: released ? '2026-02-02' : null,
    vencimento: released ? '2026-02-11' : null,
    data_pagamento: null,
    forma: null,
    referencia: null,
    reprovada_em: null,
    motivo: null,
    atualizado_em: released ? releasedAt : approvedAt,
  };
}

const counters = { previsto_centavos: 75_000, a_receber_por_vencimento: { '2026-02-11': 75_000 }, pago_centavos: 0, a_recuperar_centavos: 0, recuperado_centavos: 0 };

/** The persona's own uid (signed out: the owner's, the best it could try). */
const ownUid = (persona: Persona) => (persona === 'anonymous' ? uids.owner : uids[persona]);

/** The owner's counters, except for the pending integrator, which asks for its own (not approved: denied even so). */
const ownerOrOwnCounters = (persona: Persona) => `stats_cashback/${persona === 'pending' ? uids.pending : uids.owner}`;

const quoters = allowOnly(...approvedMembers, 'admin');
/** The cashback is the company titular's (issue 29): a gestor or vendedor reads no entry or cycle, not even under its own uid. */
const titulars = allowOnly('owner', 'other', 'admin');

const destination = (id: string) => ({
  id, pix: { tipo: 'email', chave: 'financeiro@solnascente.com.br' }, conta_bancaria: { banco: '341', agencia: '0001', conta: '12345', digito: '6', tipo: 'corrente' },
  atualizado_em: new Date('2026-11-20T12:00:00Z'), alterado_com_pagamento_pendente: false,
});
/** The owner's payout destination, or a pending integrator's own. */
const ownDestination = (persona: Persona) => `dados_pagamento/${persona === 'pending' ? uids.pending : uids.owner}`;

describe.skipIf(!hasFirestore)('firestore.rules: cashback', () => {
  const getEnv = useRulesEnv(() => ({
    ...baseIntegrators(),
    ...rejectedIntegrator(),
    'cashback_taxas/credito_consignado': rate,
    'cashback_taxas/credito_consignado/versoes/1': replacedRate,
    'cashback_lancamentos/prop1:1:prevista': forecast('prop1', uids.owner),
    'cashback_lancamentos/prop1:1:a_pagar': release('prop1', uids.owner),
    'cashback_lancamentos/prop2:1:prevista': forecast('prop2', uids.other),
    'cashback_lancamentos/prop-r:1:prevista': forecast('prop-r', rejectedUid),
    'cashback_ciclos/prop1': cycle('prop1', uids.owner, 'a_pagar'),
    'cashback_ciclos/prop2': cycle('prop2', uids.other, 'prevista'),
    'cashback_ciclos/prop-r': cycle('prop-r', rejectedUid, 'prevista'),
    [`stats_cashback/${uids.owner}`]: counters,
    [`stats_cashback/${uids.other}`]: counters,
    [`stats_cashback/${uids.pending}`]: counters,
    [`stats_cashback/${rejectedUid}`]: counters,
    'stats/cashback': counters,
    [`dados_pagamento/${uids.owner}`]: destination(uids.owner),
    [`dados_pagamento/${uids.pending}`]: destination(uids.pending),
  }));

  describe('cashback_taxas/{lineId}', () => {
    describe("get a line's cashback rate", () => {
      eachPersona(getEnv, quoters, (db) => db.doc('cashback_taxas/credito_consignado').get());
    });

    describe('list the cashback rates', () => {
      eachPersona(getEnv, quoters, (db) => db.collection('cashback_taxas').limit(7).get());
    });

    describe('create a cashback rate directly', () => {
      eachPersona(getEnv, nobody, (db) => db.doc('cashback_taxas/emprestimo_pessoal').set({ ...rate, id: 'emprestimo_pessoal' }));
    });

    describe('update a cashback rate directly (only the callable writes)', () => {
      eachPersona(getEnv, nobody, (db) => db.doc('cashback_taxas/credito_consignado').update({ valor: 1_000, versao: 3 }));
    });

    describe('delete a cashback rate', () => {
      eachPersona(getEnv, nobody, (db) => db.doc('cashback_taxas/credito_consignado').delete());
    });
  });

  describe('cashback_taxas/{lineId}/versoes/{versao}', () => {
    describe('get a replaced cashback rate', () => {
      eachPersona(getEnv, allowOnly('admin'), (db) => db.doc('cashback_taxas/credito_consignado/versoes/1').get());
    });

    describe("list a line's replaced cashback rates", () => {
      eachPersona(getEnv, allowOnly('admin'), (db) => db.collection('cashback_taxas/credito_consignado/versoes').orderBy('versao', 'desc').limit(10).get());
    });

    describe('create a replaced cashback rate directly', () => {
      eachPersona(getEnv, nobody, (db) => db.doc('cashback_taxas/credito_consignado/versoes/2').set(rateValue(150, 2, new Date())));
    });

    describe('update a replaced cashback rate', () => {
      eachPersona(getEnv, nobody, (db) => db.doc('cashback_taxas/credito_consignado/versoes/1').update({ valor: 0 }));
    });

    describe('delete a replaced cashback rate', () => {
      eachPersona(getEnv, nobody, (db) => db.doc('cashback_taxas/credito_consignado/versoes/1').delete());
    });
  });

  describe('cashback_lancamentos/{entryId}', () => {
    const ledger = (db: ReturnType<typeof rejectedDb>) => db.collection('cashback_lancamentos');

    describe("get the owner's ledger entry", () => {
      eachPersona(getEnv, allowOnly('owner', 'admin'), (db) => db.doc('cashback_lancamentos/prop1:1:prevista').get());
    });

    describe("list one's own ledger entries (where integrador_id == uid)", () => {
      eachPersona(getEnv, titulars, (db, persona) =>
        ledger(db).where('integrador_id', '==', ownUid(persona)).orderBy('registrado_em', 'desc').limit(50).get(),
      );
    });

    describe("list the owner's ledger entries (where integrador_id == the owner's uid)", () => {
      eachPersona(getEnv, allowOnly('owner', 'admin'), (db) => ledger(db).where('integrador_id', '==', uids.owner).orderBy('registrado_em', 'desc').get());
    });

    describe('list every ledger entry (no integrador_id filter)', () => {
      eachPersona(getEnv, allowOnly('admin'), (db) => ledger(db).orderBy('registrado_em', 'desc').limit(50).get());
    });

    describe('create a ledger entry directly, even in one\u2019s own name', () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc('cashback_lancamentos/prop1:1:paga').set({
        ...release('prop1', ownUid(persona)),
        id: 'prop1:1:paga',
        tipo: 'paga',
        data_pagamento: '2026-02-10',
        forma: 'pix',
        referencia: 'E00000000202602101200abcdef',
      }));
    });

    describe('update a ledger entry', () => {
      eachPersona(getEnv, nobody, (db) => db.doc('cashback_lancamentos/prop1:1:prevista').update({ valor_centavos: 1 }));
    });

    describe('delete a ledger entry', () => {
      eachPersona(getEnv, nobody, (db) => db.doc('cashback_lancamentos/prop1:1:prevista').delete());
    });
  });

  describe('cashback_ciclos/{proposalId}', () => {
    const cycles = (db: ReturnType<typeof rejectedDb>) => db.collection('cashback_ciclos');

    describe("get the owner's cashback cycle", () => {
      eachPersona(getEnv, allowOnly('owner', 'admin'), (db) => db.doc('cashback_ciclos/prop1').get());
    });

    describe("list one's own cycles due by date (where integrador_id == uid)", () => {
      eachPersona(getEnv, titulars, (db, persona) =>
        cycles(db).where('integrador_id', '==', ownUid(persona)).where('situacao', '==', 'a_pagar').orderBy('vencimento', 'asc').limit(50).get(),
      );
    });

    describe("list the owner's cycles (where integrador_id == the owner's uid)", () => {
      eachPersona(getEnv, allowOnly('owner', 'admin'), (db) => cycles(db).where('integrador_id', '==', uids.owner).get());
    });

    describe('list every cycle due by date (no integrador_id filter)', () => {
      eachPersona(getEnv, allowOnly('admin'), (db) => cycles(db).where('situacao', '==', 'a_pagar').orderBy('vencimento', 'asc').limit(50).get());
    });

    describe('create a cycle directly, even in one\u2019s own name', () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc('cashback_ciclos/prop3').set(cycle('prop3', ownUid(persona), 'prevista')));
    });

    describe('update a cycle', () => {
      eachPersona(getEnv, nobody, (db) => db.doc('cashback_ciclos/prop1').update({ situacao: 'paga', data_pagamento: '2026-02-10' }));
    });

    describe('delete a cycle', () => {
      eachPersona(getEnv, nobody, (db) => db.doc('cashback_ciclos/prop1').delete());
    });
  });

  describe('stats_cashback/{integratorId} and stats/cashback', () => {
    describe('get the owner cashback counters (pending: its own)', () => {
      eachPersona(getEnv, allowOnly('owner', 'admin'), (db, persona) => db.doc(ownerOrOwnCounters(persona)).get());
    });

    describe('list every integrator cashback counters', () => {
      eachPersona(getEnv, allowOnly('admin'), (db) => db.collection('stats_cashback').get());
    });

    describe('create cashback counters', () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(`stats_cashback/novo-${persona}`).set(counters));
    });

    describe('update the owner cashback counters', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(`stats_cashback/${uids.owner}`).update({ pago_centavos: 75_000 }));
    });

    describe('delete the owner cashback counters', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(`stats_cashback/${uids.owner}`).delete());
    });

    describe('get the overall cashback counters (stats/cashback)', () => {
      eachPersona(getEnv, allowOnly('admin'), (db) => db.doc('stats/cashback').get());
    });

    describe('write the overall cashback counters', () => {
      eachPersona(getEnv, nobody, (db) => db.doc('stats/cashback').update({ pago_centavos: 75_000 }));
    });
  });

  it('a rejected integrator reads no cashback rate and none of its own ledger, cycles or counters', async () => {
    const db = rejectedDb(getEnv());
    await assertFails(db.doc('cashback_taxas/credito_consignado').get());
    await assertFails(db.doc('cashback_lancamentos/prop-r:1:prevista').get());
    await assertFails(db.collection('cashback_lancamentos').where('integrador_id', '==', rejectedUid).get());
    await assertFails(db.doc('cashback_ciclos/prop-r').get());
    await assertFails(db.collection('cashback_ciclos').where('integrador_id', '==', rejectedUid).get());
    await assertFails(db.doc(`stats_cashback/${rejectedUid}`).get());
  });

  describe('dados_pagamento/{uid}', () => {
    describe('get the owner payout destination (pending: its own)', () => {
      eachPersona(getEnv, allowOnly('owner', 'pending', 'admin'), (db, persona) => db.doc(ownDestination(persona)).get());
    });

    describe('list the payout destinations', () => {
      eachPersona(getEnv, allowOnly('admin'), (db) => db.collection('dados_pagamento').get());
    });

    describe('create a payout destination directly, even one\u2019s own', () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(`dados_pagamento/${persona === 'anonymous' ? 'x' : uids[persona]}`).set(destination(persona === 'anonymous' ? 'x' : uids[persona])));
    });

    describe('update the owner payout destination directly', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(`dados_pagamento/${uids.owner}`).update({ 'pix.chave': 'outra@exemplo.com' }));
    });

    describe('delete the owner payout destination', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(`dados_pagamento/${uids.owner}`).delete());
    });
  });
});
