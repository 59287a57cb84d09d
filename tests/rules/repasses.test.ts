/**
 * Funding by milestone (issue 48): repasse_planos/{lineId} (+ versoes), config/repasses,
 * repasse_lancamentos (the ledger), repasses (each proposal's current cycle), repasse_parcelas
 * (its tranches, the admin's queue), stats_repasses/{companyId} and stats/repasses, and the
 * proposal's `repasse` summary. Admins read everything; a company's approved titular and gestores
 * read its money (queries filtered on integrador_id == company, as the Firebase adapter's); a
 * vendedor none of it, only its own proposals' tranche states on the proposal; approved
 * integrators of any role read the plans and the clock; pending, deactivated, rejected, guests and
 * the signed-out nothing. Only admins write config/repasses (1 to 20 whole business days, stamped);
 * nobody else writes any of it from a client. The queries are the port's (web/src/backend/port-funding.ts).
 */
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { assertFails } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { guestUploadUid, uploadClaimsOf } from '@solarcred/domain/customer-link/commands';
import { expiryOf, type CustomerLink } from '@solarcred/domain/customer-link/link';
import { guestViewClaimsOf } from '@solarcred/domain/customer-link/live-view';
import {
  fundingEntries, fundingPlanVersions, fundingPlans, fundingSettingsDoc, fundingStats, fundings, integratorFundingStats, integratorFundingStatsCollection, trancheIdOf, tranches,
} from '@solarcred/domain/data/funding';
import { clockedSituations } from '@solarcred/domain/funding/types';
import { hasFirestore } from '../emulator-env';
import {
  allowOnly, approvedMembers, baseIntegrators, baseProfiles, companyOf, eachPersona, nobody, rejectedIntegrator, rejectedUid, uids, useRulesEnv,
  type DocumentData, type Firestore, type Persona,
} from './firestore-test-env';

const approvedAt = new Date('2026-03-02T13:00:00Z');
const releasedAt = new Date('2026-03-10T15:00:00Z');
const line = 'credito_consignado';

/** The vendedor sent the owner's proposal, the titular the other one of the company. */
const ownerProposal = 'PropRepasseDonoAAAAA';
const titularProposal = 'PropRepasseTitularAA';
const otherProposal = 'PropRepasseOutroAAAA';
const rejectedProposal = 'PropRepasseRejeitada';

const planValue = (versao: number, at: Date) => ({
  parcelas: [{ marco: 'contrato_assinado', percentual_bps: 3000 }, { marco: 'equipamento_comprado', percentual_bps: 4000 }, { marco: 'sistema_conectado', percentual_bps: 3000 }],
  versao, updated_by: uids.admin, updated_at: at,
});
const plan = { id: line, ...planValue(2, new Date('2026-02-01T12:00:00Z')), anterior: planValue(1, new Date('2026-01-05T12:00:00Z')) };

const settingsPath = fundingSettingsDoc.collection.docPath(fundingSettingsDoc.id);
const storedSettings = { prazo_dias_uteis: 2, updated_by: uids.admin, updated_at: new Date('2026-01-10T12:00:00Z') };

/** The cycle's 'plano' entry: R$ 50.000,00 financed, split 30/40/30. */
function planEntry(propostaId: string, integradorId: string, criadoPor: string): DocumentData {
  return {
    id: `${propostaId}:1:0`, proposta_id: propostaId, integrador_id: integradorId, ciclo: 1, seq: 0, registrado_por: 'sistema', registrado_em: approvedAt,
    tipo: 'plano', linha: line, plano_versao: 2, financiado_centavos: 5_000_000,
    parcelas: [{ marco: 'contrato_assinado', percentual_bps: 3000, valor_centavos: 1_500_000 }, { marco: 'equipamento_comprado', percentual_bps: 4000, valor_centavos: 2_000_000 }, { marco: 'sistema_conectado', percentual_bps: 3000, valor_centavos: 1_500_000 }],
    aprovada_em: approvedAt, cliente_nome: 'Maria da Silva', nome_empresa: `Empresa ${integradorId}`, criado_por: criadoPor,
  };
}

/** Its first tranche released by the contract's signature. */
function releaseEntry(propostaId: string, integradorId: string): DocumentData {
  return {
    id: `${propostaId}:1:1`, proposta_id: propostaId, integrador_id: integradorId, ciclo: 1, seq: 1, registrado_por: 'sistema', registrado_em: releasedAt,
    tipo: 'liberada', parcela: 1, valor_centavos: 1_500_000, data_liberacao: '2026-03-10', prazo: '2026-03-12',
  };
}

function tranche(propostaId: string, integradorId: string, parcela: number, situacao: string): DocumentData {
  const released = situacao !== 'bloqueada';
  return {
    id: trancheIdOf(propostaId, parcela), proposta_id: propostaId, integrador_id: integradorId, ciclo: 1, linha: line, cliente_nome: 'Maria da Silva',
    nome_empresa: `Empresa ${integradorId}`, aprovada_em: approvedAt, atualizado_em: releasedAt, parcela,
    marco: ['contrato_assinado', 'equipamento_comprado', 'sistema_conectado'][parcela - 1], percentual_bps: parcela === 2 ? 4000 : 3000,
    valor_centavos: parcela === 2 ? 2_000_000 : 1_500_000, situacao, data_liberacao: released ? '2026-03-10' : null, prazo: released ? '2026-03-12' : null,
    verificado_por: situacao === 'em_verificacao' ? uids.admin : null, motivo_recusa: null, arquivos_reenviados: [], data_pagamento: null, forma: null,
    referencia: null, motivo_encerramento: null, atualizada_em: releasedAt,
  };
}

/** repasses/{proposalId}: the current cycle folded (criado_por kept: the rules must not read it as a vendedor's key). */
function funding(propostaId: string, integradorId: string, criadoPor: string): DocumentData {
  const parcelas = [1, 2, 3].map((n) => tranche(propostaId, integradorId, n, n === 1 ? 'liberada' : 'bloqueada'));
  return {
    id: propostaId, proposta_id: propostaId, integrador_id: integradorId, ciclo: 1, seq: 2, linha: line, plano_versao: 2, financiado_centavos: 5_000_000,
    aprovada_em: approvedAt, cliente_nome: 'Maria da Silva', nome_empresa: `Empresa ${integradorId}`, criado_por: criadoPor, parcelas, proxima: 1, atualizado_em: releasedAt,
  };
}

const summary = {
  ciclo: 1,
  parcelas: [
    { parcela: 1, marco: 'contrato_assinado', situacao: 'liberada', prazo: '2026-03-12' },
    { parcela: 2, marco: 'equipamento_comprado', situacao: 'bloqueada', prazo: null },
    { parcela: 3, marco: 'sistema_conectado', situacao: 'bloqueada', prazo: null },
  ],
  prazo: '2026-03-12',
};

function proposal(integradorId: string, criadoPor: string): DocumentData {
  return { integrador_id: integradorId, criado_por: criadoPor, status: 'aprovada', status_desde: approvedAt, created_at: approvedAt, updated_at: approvedAt, repasse: summary };
}

const counters = {
  bloqueado_centavos: 3_500_000, em_andamento_centavos_por_prazo: { '2026-03-12': 1_500_000 }, em_andamento_qtd_por_prazo: { '2026-03-12': 1 },
  recusado_centavos: 0, pago_centavos: 0, pago_por_mes: {}, a_recuperar_centavos: 0, qtd_por_situacao: { liberada: 1, bloqueada: 2 },
};

const documents = (): Record<string, DocumentData> => ({
  ...baseProfiles(),
  ...baseIntegrators(),
  ...rejectedIntegrator(),
  [fundingPlans.docPath(line)]: plan,
  [fundingPlanVersions(line).docPath('1')]: planValue(1, new Date('2026-01-05T12:00:00Z')),
  [settingsPath]: storedSettings,
  [fundingEntries.docPath(`${ownerProposal}:1:0`)]: planEntry(ownerProposal, uids.owner, uids.vendedor),
  [fundingEntries.docPath(`${ownerProposal}:1:1`)]: releaseEntry(ownerProposal, uids.owner),
  [fundingEntries.docPath(`${otherProposal}:1:0`)]: planEntry(otherProposal, uids.other, uids.other),
  [fundingEntries.docPath(`${rejectedProposal}:1:0`)]: planEntry(rejectedProposal, rejectedUid, rejectedUid),
  [fundings.docPath(ownerProposal)]: funding(ownerProposal, uids.owner, uids.vendedor),
  [fundings.docPath(titularProposal)]: funding(titularProposal, uids.owner, uids.owner),
  [fundings.docPath(otherProposal)]: funding(otherProposal, uids.other, uids.other),
  [fundings.docPath(rejectedProposal)]: funding(rejectedProposal, rejectedUid, rejectedUid),
  [tranches.docPath(trancheIdOf(ownerProposal, 1))]: tranche(ownerProposal, uids.owner, 1, 'liberada'),
  [tranches.docPath(trancheIdOf(ownerProposal, 2))]: tranche(ownerProposal, uids.owner, 2, 'em_verificacao'),
  [tranches.docPath(trancheIdOf(otherProposal, 1))]: tranche(otherProposal, uids.other, 1, 'liberada'),
  [tranches.docPath(trancheIdOf(rejectedProposal, 1))]: tranche(rejectedProposal, rejectedUid, 1, 'liberada'),
  [integratorFundingStats(uids.owner).collection.docPath(uids.owner)]: counters,
  [integratorFundingStats(uids.other).collection.docPath(uids.other)]: counters,
  [integratorFundingStats(uids.pending).collection.docPath(uids.pending)]: counters,
  [integratorFundingStats(rejectedUid).collection.docPath(rejectedUid)]: counters,
  [fundingStats.collection.docPath(fundingStats.id)]: counters,
  [`propostas/${ownerProposal}`]: proposal(uids.owner, uids.vendedor),
  [`propostas/${titularProposal}`]: proposal(uids.owner, uids.owner),
});

/** The persona's company as its queries name it (an admin's own uid: a filter that matches nothing, still allowed). */
const companyFilter = (persona: Persona) => (persona === 'admin' ? uids.admin : companyOf(persona));
const uidOf = (persona: Persona) => (persona === 'anonymous' ? 'ninguem' : uids[persona]);

/** Every approved member of a company, any role, and admins. */
const readersOfPlans = allowOnly(...approvedMembers, 'admin');
/** The owner company's money: its titular, its gestor, admins. */
const ownerMoney = allowOnly('owner', 'gestor', 'admin');
/** One's own company's money: the two approved titulares, the owner's gestor, admins. */
const ownMoney = allowOnly('owner', 'other', 'gestor', 'admin');
const admins = allowOnly('admin');

/** The month's bounds of the statement's query (São Paulo, UTC−3). */
const monthStart = new Date('2026-03-01T03:00:00Z');
const monthEnd = new Date('2026-04-01T03:00:00Z');
const today = '2026-03-16';

describe.skipIf(!hasFirestore)('firestore.rules: repasses (issue 48)', () => {
  const getEnv = useRulesEnv(documents);

  describe('repasse_planos/{lineId}', () => {
    describe("get a line's plan", () => {
      eachPersona(getEnv, readersOfPlans, (db) => db.doc(fundingPlans.docPath(line)).get());
    });

    describe('list the plans (every line)', () => {
      eachPersona(getEnv, readersOfPlans, (db) => db.collection(fundingPlans.path).limit(7).get());
    });

    describe('create a plan directly (only the callable writes)', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(fundingPlans.docPath('emprestimo_pessoal')).set({ ...plan, id: 'emprestimo_pessoal' }));
    });

    describe('update a plan directly', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(fundingPlans.docPath(line)).update({ versao: 3, parcelas: [{ marco: 'contrato_assinado', percentual_bps: 10_000 }] }));
    });

    describe('delete a plan', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(fundingPlans.docPath(line)).delete());
    });

    describe('get a replaced plan', () => {
      eachPersona(getEnv, admins, (db) => db.doc(fundingPlanVersions(line).docPath('1')).get());
    });

    describe("list a line's replaced plans", () => {
      eachPersona(getEnv, admins, (db) => db.collection(fundingPlanVersions(line).path).orderBy('versao', 'desc').limit(10).get());
    });

    describe('write a replaced plan', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(fundingPlanVersions(line).docPath('2')).set(planValue(2, new Date())));
    });

    describe('delete a replaced plan', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(fundingPlanVersions(line).docPath('1')).delete());
    });
  });

  describe('config/repasses', () => {
    const settings = (persona: Persona, prazo: unknown = 5) => ({
      prazo_dias_uteis: prazo,
      updated_by: uidOf(persona),
      updated_at: firebase.firestore.FieldValue.serverTimestamp(),
    });
    const write = (db: Firestore, data: DocumentData) => db.doc(settingsPath).set(data);

    describe('get the clock', () => {
      eachPersona(getEnv, readersOfPlans, (db) => db.doc(settingsPath).get());
    });

    describe('list the settings by the repasses id', () => {
      eachPersona(getEnv, nobody, (db) => db.collection('config').where(firebase.firestore.FieldPath.documentId(), '==', fundingSettingsDoc.id).get());
    });

    describe('create the clock (none saved yet)', () => {
      eachPersona(getEnv, admins, async (db, persona) => {
        await getEnv().withSecurityRulesDisabled((context) => context.firestore().doc(settingsPath).delete());
        return write(db, settings(persona, 2));
      });
    });

    describe('update the clock to 2 business days', () => {
      eachPersona(getEnv, admins, (db, persona) => write(db, settings(persona, 2)));
    });

    describe('update the clock to 20 business days (the maximum)', () => {
      eachPersona(getEnv, admins, (db, persona) => write(db, settings(persona, 20)));
    });

    describe('update the clock to 1 business day (the minimum)', () => {
      eachPersona(getEnv, admins, (db, persona) => write(db, settings(persona, 1)));
    });

    describe('update the clock to 0 business days', () => {
      eachPersona(getEnv, nobody, (db, persona) => write(db, settings(persona, 0)));
    });

    describe('update the clock to 21 business days', () => {
      eachPersona(getEnv, nobody, (db, persona) => write(db, settings(persona, 21)));
    });

    describe('update the clock to 2.5 business days', () => {
      eachPersona(getEnv, nobody, (db, persona) => write(db, settings(persona, 2.5)));
    });

    describe('update the clock with another key beside it', () => {
      eachPersona(getEnv, nobody, (db, persona) => write(db, { ...settings(persona, 2), resumo_diario: true }));
    });

    describe('update the clock without saying who', () => {
      eachPersona(getEnv, nobody, (db, persona) => {
        const { updated_by: _dropped, ...rest } = settings(persona, 2);
        return write(db, rest);
      });
    });

    describe('update the clock in another name', () => {
      eachPersona(getEnv, nobody, (db, persona) => write(db, { ...settings(persona, 2), updated_by: uids.other }));
    });

    describe('update the clock with a time of the client (not the request time)', () => {
      eachPersona(getEnv, nobody, (db, persona) => write(db, { ...settings(persona, 2), updated_at: new Date('2026-03-01T12:00:00Z') }));
    });

    describe('delete the clock', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(settingsPath).delete());
    });
  });

  describe('repasse_lancamentos/{entryId}', () => {
    const ledger = (db: Firestore) => db.collection(fundingEntries.path);

    describe("get an entry of a proposal the owner's vendedor sent", () => {
      eachPersona(getEnv, ownerMoney, (db) => db.doc(fundingEntries.docPath(`${ownerProposal}:1:1`)).get());
    });

    describe("list one's company's entries registered in a month (the statement: integrador_id == company, registrado_em in the month)", () => {
      eachPersona(getEnv, ownMoney, (db, persona) =>
        ledger(db).where('integrador_id', '==', companyFilter(persona)).where('registrado_em', '>=', monthStart).where('registrado_em', '<', monthEnd).orderBy('registrado_em', 'asc').get(),
      );
    });

    describe("list the owner company's latest entries (integrador_id == the owner's)", () => {
      eachPersona(getEnv, ownerMoney, (db) => ledger(db).where('integrador_id', '==', uids.owner).orderBy('registrado_em', 'desc').limit(50).get());
    });

    describe('list every entry of a month (no integrador_id filter)', () => {
      eachPersona(getEnv, admins, (db) => ledger(db).where('registrado_em', '>=', monthStart).where('registrado_em', '<', monthEnd).orderBy('registrado_em', 'asc').get());
    });

    describe("list a proposal's entries by proposta_id alone", () => {
      eachPersona(getEnv, admins, (db) => ledger(db).where('proposta_id', '==', ownerProposal).get());
    });

    describe("create an entry directly, even in one's own company's name", () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(fundingEntries.docPath(`${ownerProposal}:1:2`)).set({
        ...releaseEntry(ownerProposal, companyFilter(persona)), id: `${ownerProposal}:1:2`, seq: 2, tipo: 'paga', data_pagamento: '2026-03-11', forma: 'pix', referencia: 'E00000000202603111200abcdef',
      }));
    });

    describe('update an entry', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(fundingEntries.docPath(`${ownerProposal}:1:1`)).update({ valor_centavos: 5_000_000 }));
    });

    describe('delete an entry', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(fundingEntries.docPath(`${ownerProposal}:1:1`)).delete());
    });
  });

  describe('repasses/{proposalId}', () => {
    const cycles = (db: Firestore) => db.collection(fundings.path);

    describe('get the funding of a proposal the vendedor sent', () => {
      eachPersona(getEnv, ownerMoney, (db) => db.doc(fundings.docPath(ownerProposal)).get());
    });

    describe('get the funding of a proposal the titular sent', () => {
      eachPersona(getEnv, ownerMoney, (db) => db.doc(fundings.docPath(titularProposal)).get());
    });

    describe("get another company's funding", () => {
      eachPersona(getEnv, allowOnly('other', 'admin'), (db) => db.doc(fundings.docPath(otherProposal)).get());
    });

    describe("list one's company's fundings, the newest approval first ('Financeiro': integrador_id == company, aprovada_em desc, 20)", () => {
      eachPersona(getEnv, ownMoney, (db, persona) => cycles(db).where('integrador_id', '==', companyFilter(persona)).orderBy('aprovada_em', 'desc').limit(20).get());
    });

    describe("list the owner company's fundings", () => {
      eachPersona(getEnv, ownerMoney, (db) => cycles(db).where('integrador_id', '==', uids.owner).orderBy('aprovada_em', 'desc').limit(20).get());
    });

    describe("list the fundings of the proposals one sent (integrador_id == company, criado_por == uid)", () => {
      eachPersona(getEnv, ownMoney, (db, persona) => cycles(db).where('integrador_id', '==', companyFilter(persona)).where('criado_por', '==', uidOf(persona)).get());
    });

    describe('list every funding (no integrador_id filter)', () => {
      eachPersona(getEnv, admins, (db) => cycles(db).orderBy('aprovada_em', 'desc').limit(20).get());
    });

    describe("create a funding directly, even in one's own company's name", () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(fundings.docPath('PropRepasseNovaAAAAA')).set(funding('PropRepasseNovaAAAAA', companyFilter(persona), uidOf(persona))));
    });

    describe('update a funding (pay its tranche)', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(fundings.docPath(ownerProposal)).update({ proxima: 2 }));
    });

    describe('delete a funding', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(fundings.docPath(ownerProposal)).delete());
    });
  });

  describe('repasse_parcelas/{trancheId}', () => {
    const queue = (db: Firestore, situacao = 'liberada') => db.collection(tranches.path).where('situacao', '==', situacao);

    describe("get a tranche of the owner's proposal", () => {
      eachPersona(getEnv, ownerMoney, (db) => db.doc(tranches.docPath(trancheIdOf(ownerProposal, 1))).get());
    });

    describe("the admin's queue: one situation, the earliest prazo first, 20", () => {
      eachPersona(getEnv, admins, (db) => queue(db).orderBy('prazo', 'asc').limit(20).get());
    });

    describe("the admin's queue of refused tranches (no clock)", () => {
      eachPersona(getEnv, admins, (db) => queue(db, 'recusada').orderBy('prazo', 'asc').limit(20).get());
    });

    describe("the admin's queue, late only (prazo < today)", () => {
      eachPersona(getEnv, admins, (db) => queue(db).where('prazo', '<', today).orderBy('prazo', 'asc').limit(20).get());
    });

    describe("the admin's queue of one credit line (linha == line)", () => {
      eachPersona(getEnv, admins, (db) => queue(db).where('linha', '==', line).orderBy('prazo', 'asc').limit(20).get());
    });

    describe("the admin's queue of the owner's company (integrador_id == the owner's)", () => {
      eachPersona(getEnv, ownerMoney, (db) => queue(db).where('integrador_id', '==', uids.owner).orderBy('prazo', 'asc').limit(20).get());
    });

    describe("the admin's queue of the owner's company, one line, late only", () => {
      eachPersona(getEnv, ownerMoney, (db) =>
        queue(db).where('integrador_id', '==', uids.owner).where('linha', '==', line).where('prazo', '<', today).orderBy('prazo', 'asc').limit(20).get(),
      );
    });

    describe("one's company's tranches of a situation (integrador_id == company)", () => {
      eachPersona(getEnv, ownMoney, (db, persona) => queue(db).where('integrador_id', '==', companyFilter(persona)).orderBy('prazo', 'asc').limit(20).get());
    });

    describe("the digest's page: every late clocked tranche (situacao in clocked, prazo < today), 500", () => {
      eachPersona(getEnv, admins, (db) => db.collection(tranches.path).where('situacao', 'in', [...clockedSituations]).where('prazo', '<', today).orderBy('prazo', 'asc').limit(500).get());
    });

    describe("create a tranche directly, even in one's own company's name", () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(tranches.docPath(trancheIdOf(ownerProposal, 3))).set(tranche(ownerProposal, companyFilter(persona), 3, 'aprovada')));
    });

    describe('update a tranche (accept it)', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(tranches.docPath(trancheIdOf(ownerProposal, 2))).update({ situacao: 'aprovada' }));
    });

    describe('delete a tranche', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(tranches.docPath(trancheIdOf(ownerProposal, 1))).delete());
    });
  });

  describe('stats_repasses/{companyId} and stats/repasses', () => {
    const ownCounters = (persona: Persona) => integratorFundingStats(persona === 'pending' ? uids.pending : uids.owner);
    const counterPath = (persona: Persona) => ownCounters(persona).collection.docPath(ownCounters(persona).id);

    describe("get the owner company's counters (pending: its own)", () => {
      eachPersona(getEnv, ownerMoney, (db, persona) => db.doc(counterPath(persona)).get());
    });

    describe("get one's own company's counters", () => {
      eachPersona(getEnv, ownMoney, (db, persona) => db.doc(integratorFundingStatsCollection.docPath(companyFilter(persona))).get());
    });

    describe("list every company's counters", () => {
      eachPersona(getEnv, admins, (db) => db.collection(integratorFundingStatsCollection.path).get());
    });

    describe('create counters', () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(integratorFundingStatsCollection.docPath(`nova-${persona}`)).set(counters));
    });

    describe("update the owner company's counters", () => {
      eachPersona(getEnv, nobody, (db) => db.doc(integratorFundingStatsCollection.docPath(uids.owner)).update({ pago_centavos: 1_500_000 }));
    });

    describe("delete the owner company's counters", () => {
      eachPersona(getEnv, nobody, (db) => db.doc(integratorFundingStatsCollection.docPath(uids.owner)).delete());
    });

    describe('get the overall counters (stats/repasses)', () => {
      eachPersona(getEnv, admins, (db) => db.doc(fundingStats.collection.docPath(fundingStats.id)).get());
    });

    describe('write the overall counters', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(fundingStats.collection.docPath(fundingStats.id)).update({ pago_centavos: 1_500_000 }));
    });
  });

  describe('propostas/{id}.repasse (the states without amounts)', () => {
    describe('get the proposal the vendedor sent, its tranche states with it', () => {
      eachPersona(getEnv, allowOnly('owner', 'gestor', 'vendedor', 'admin'), (db) => db.doc(`propostas/${ownerProposal}`).get());
    });

    describe("a vendedor's approved and finalised proposals, the latest status change first (integrador_id, criado_por, status in, status_desde desc, 20)", () => {
      eachPersona(getEnv, allowOnly(...approvedMembers, 'admin'), (db, persona) =>
        db.collection('propostas').where('integrador_id', '==', companyFilter(persona)).where('criado_por', '==', uidOf(persona))
          .where('status', 'in', ['aprovada', 'finalizada']).orderBy('status_desde', 'desc').limit(20).get(),
      );
    });

    describe("write a proposal's repasse summary (mark a tranche paid)", () => {
      eachPersona(getEnv, nobody, (db) => db.doc(`propostas/${ownerProposal}`).update({ 'repasse.parcelas': [{ ...summary.parcelas[0], situacao: 'paga' }] }));
    });

    describe("merge a repasse summary into a proposal", () => {
      eachPersona(getEnv, nobody, (db) => db.doc(`propostas/${titularProposal}`).set({ repasse: { ...summary, prazo: null } }, { merge: true }));
    });
  });

  describe("profiles/{uid}.notificacoes.repasses_atrasados (the admin's switch of the late tranches' digest)", () => {
    const adminProfile = `profiles/${uids.admin}`;
    const switches = (repasses: unknown) => ({ notificacoes: { novos_integradores: true, status_propostas: false, instalacoes_atrasadas: true, repasses_atrasados: repasses } });

    describe("save the admin's four switches, the fundings' digest off", () => {
      eachPersona(getEnv, admins, (db) => db.doc(adminProfile).update(switches(false)));
    });

    describe("save the fundings' digest switch as a string", () => {
      eachPersona(getEnv, nobody, (db) => db.doc(adminProfile).update(switches('nao')));
    });
  });

  /** The customer's two guest sessions (the live page's, the upload's) of a link for the owner's proposal. */
  const link: CustomerLink = {
    id: 'LinkRepasseAAAAAAAAA', integrador_id: uids.owner, empresa_nome: 'Empresa', cliente_nome: 'Maria da Silva', cliente_telefone: '11987654321',
    cliente_email: null, token_hash: 'c'.repeat(64), proposta_id: ownerProposal, criado_em: approvedAt.getTime(), expira_em: expiryOf(approvedAt.getTime()),
    revogado_em: null, preenchido_em: approvedAt.getTime() + 60_000,
  };

  it("the customer's guest sessions and a rejected company read none of it and write nothing", async () => {
    const env = getEnv();
    const callers = [
      env.authenticatedContext(guestUploadUid(link.id), { ...guestViewClaimsOf(link) }).firestore(),
      env.authenticatedContext(guestUploadUid(link.id), uploadClaimsOf(link)).firestore(),
      env.authenticatedContext(rejectedUid, { role: 'integrador' }).firestore(),
    ];
    for (const db of callers) {
      await assertFails(db.doc(fundingPlans.docPath(line)).get());
      await assertFails(db.doc(settingsPath).get());
      await assertFails(db.doc(fundingEntries.docPath(`${rejectedProposal}:1:0`)).get());
      await assertFails(db.collection(fundingEntries.path).where('integrador_id', '==', rejectedUid).get());
      await assertFails(db.doc(fundings.docPath(rejectedProposal)).get());
      await assertFails(db.doc(fundings.docPath(ownerProposal)).get());
      await assertFails(db.collection(fundings.path).where('integrador_id', '==', rejectedUid).orderBy('aprovada_em', 'desc').limit(20).get());
      await assertFails(db.doc(tranches.docPath(trancheIdOf(rejectedProposal, 1))).get());
      await assertFails(db.collection(tranches.path).where('integrador_id', '==', rejectedUid).where('situacao', '==', 'liberada').orderBy('prazo').limit(20).get());
      await assertFails(db.doc(integratorFundingStatsCollection.docPath(rejectedUid)).get());
      await assertFails(db.doc(integratorFundingStatsCollection.docPath(uids.owner)).get());
      await assertFails(db.doc(`propostas/${ownerProposal}`).update({ 'repasse.prazo': null }));
      await assertFails(db.doc(settingsPath).set({ prazo_dias_uteis: 2, updated_by: 'x', updated_at: firebase.firestore.FieldValue.serverTimestamp() }));
    }
  });
});
