/**
 * Funding by milestone on the emulators (issue 48): approval opens the plan pinned at its version
 * (a later change of the line's plan does not move it); marking a milestone releases its tranche
 * with the clock's prazo, undoing it blocks it again; the admin's check (verification, refusal, the
 * integrator's new evidence, acceptance) and the payout; a rejection reverses what is unpaid and
 * claws back what was paid. Every replayed trigger writes nothing new; every refusal is Portuguese
 * and writes nothing. No Storage emulator runs here, so the evidence's size and type are the
 * reported ones (as markMilestone's suite).
 */
import { isDeepStrictEqual } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays } from '@solarcred/domain/business-days';
import { readDocument, timestampsToMillis } from '@solarcred/domain/data/timestamps';
import { saoPauloDayKey } from '@solarcred/domain/format';
import { fundingText as text } from '@solarcred/domain/funding/funding-text';
import { readFundingCounters, recountFunding } from '@solarcred/domain/funding/totals';
import type { FundingEntry } from '@solarcred/domain/funding/types';
import { auth, validation } from '@solarcred/domain/messages';
import { installationText } from '@solarcred/domain/installation/installation-text';
import type { MilestoneId } from '@solarcred/domain/installation/milestones';
import type { Proposal } from '@solarcred/domain/model';
import { shortId } from '@solarcred/domain/proposal-status';
import { applyFundingEvents } from '../../functions/src/funding/trigger';
import { budgets } from '../budgets';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newAdminAccount, type TestAccount } from './accounts';
import { waitFor } from './auth-emulator';
import { callFunction, expectCallableError, resultOf } from './callables';
import { db, integratorAccountWith, seedProposal } from './firestore-admin';
import { runScript } from './run-script';

const pinnedLine = 'credito_consignado';
const defaultLine = 'financiamento_solar_tradicional';
const pixId = 'E00000000202611261030ABCDEFGHIJK';
const today = () => saoPauloDayKey(Date.now());

type Data = Record<string, unknown>;
const read = async (path: string) => (await db().doc(path).get()).data() as Data | undefined;
const entry = (id: string) => read(`repasse_lancamentos/${id}`);
const entryIds = async (propostaId: string) => (await db().collection('repasse_lancamentos').where('proposta_id', '==', propostaId).get()).docs.map((doc) => doc.id).sort();
const proposal = async (id: string) => timestampsToMillis({ ...(await read(`propostas/${id}`)), id }) as Proposal & Data;
/** Waits for the trigger's entry `${id}:${ciclo}:${seq}`. */
const appended = (propostaId: string, seq: number, ciclo = 1) => waitFor(`entry ${propostaId}:${ciclo}:${seq}`, () => entry(`${propostaId}:${ciclo}:${seq}`));

/** The evidence of `marco` as uploaded for the proposal (reported size and type: no Storage emulator here). */
const file = (uid: string, propostaId: string, marco: MilestoneId, extra: Data = {}) => ({
  path: `propostas-anexos/${uid}/${propostaId}/marco-${marco}-1_${Date.now()}.pdf`, nome: `${marco}.pdf`, tamanho: 4096, tipo: 'application/pdf', ...extra,
});
const mark = (owner: TestAccount, propostaId: string, marco: MilestoneId) =>
  callFunction('markMilestone', { propostaId, marco, data: today(), arquivos: [file(owner.uid, propostaId, marco)] }, owner.idToken);

describe.skipIf(!(hasFirestore && hasAuth))('funding tranches (Auth + Functions + Firestore emulators)', () => {
  let admin: TestAccount;
  let me: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    [admin, me, other] = await Promise.all([newAdminAccount(), integratorAccountWith('aprovado', 'Sol Repasses Ltda', 'repasse'), integratorAccountWith('aprovado', 'Outra Solar Ltda', 'repasse')]);
    // My company has a payout destination; the other has none.
    await db().doc(`dados_pagamento/${me.uid}`).set({ pix: { tipo: 'email', chave: 'financeiro@solrepasses.com.br' }, conta_bancaria: null, atualizado_em: Timestamp.now() });
    await db().doc('config/repasses').set({ prazo_dias_uteis: 3, updated_by: admin.uid, updated_at: Timestamp.now() });
  });

  afterAll(async () => {
    await db().doc('config/repasses').delete();
  });

  /** A proposal of `owner` on `line` (R$ 50.000,00 financed, no simulation), approved now by the test. */
  async function approvedProposal(owner: TestAccount, line = defaultLine, nomeEmpresa = 'Sol Repasses Ltda'): Promise<{ id: string; at: number }> {
    const id = await seedProposal(owner.uid, { status: 'em_analise', linha_credito: line, valor_proposta: 5_000_000, simulacao: null, integrador: { nome_empresa: nomeEmpresa, email: owner.email, foto_perfil: null } });
    const at = Date.now();
    await db().doc(`propostas/${id}`).update({ status: 'aprovada', status_desde: Timestamp.fromMillis(at), updated_at: Timestamp.fromMillis(at) });
    await appended(id, 0);
    return { id, at };
  }

  /** The first tranche of a fresh approved proposal of `owner`, released, checked and accepted (to be paid). */
  async function acceptedFirstTranche(owner: TestAccount, nomeEmpresa: string): Promise<string> {
    const { id } = await approvedProposal(owner, defaultLine, nomeEmpresa);
    resultOf(await mark(owner, id, 'contrato_assinado'));
    await appended(id, 1);
    resultOf(await callFunction('startTrancheVerification', { propostaId: id, parcela: 1 }, admin.idToken));
    resultOf(await callFunction('acceptTranche', { propostaId: id, parcela: 1 }, admin.idToken));
    return id;
  }

  it('updateFundingPlan: admins only, 1–5 tranches summing to 100 %, a stale version refused, the replaced value kept; nothing written on a refusal', async () => {
    const current = ((await read(`repasse_planos/${pinnedLine}`))?.['versao'] as number | undefined) ?? 0;
    const plan = (parcelas: { marco: MilestoneId; percentual: number }[], versao = current) => ({ id: pinnedLine, versao, parcelas });
    const half = plan([{ marco: 'contrato_assinado', percentual: 50 }, { marco: 'sistema_conectado', percentual: 50 }]);
    expectCallableError(await callFunction('updateFundingPlan', half, me.idToken), 'PERMISSION_DENIED', auth.adminsOnly);
    expectCallableError(await callFunction('updateFundingPlan', plan([{ marco: 'contrato_assinado', percentual: 50 }, { marco: 'sistema_conectado', percentual: 49.99 }]), admin.idToken), 'INVALID_ARGUMENT', text.planSum);
    expectCallableError(await callFunction('updateFundingPlan', plan([{ marco: 'sistema_conectado', percentual: 50 }, { marco: 'contrato_assinado', percentual: 50 }]), admin.idToken), 'INVALID_ARGUMENT', text.planMilestoneOrder);
    expect((await read(`repasse_planos/${pinnedLine}`))?.['versao'] ?? 0).toBe(current);

    expect(resultOf(await callFunction('updateFundingPlan', half, admin.idToken))).toEqual({ id: pinnedLine, versao: current + 1 });
    expect(await read(`repasse_planos/${pinnedLine}`)).toMatchObject({ versao: current + 1, updated_by: admin.uid, parcelas: [{ marco: 'contrato_assinado', percentual_bps: 5_000 }, { marco: 'sistema_conectado', percentual_bps: 5_000 }] });
    // The same edit again was made on a version now replaced.
    expectCallableError(await callFunction('updateFundingPlan', half, admin.idToken), 'FAILED_PRECONDITION', text.planStale);
    const third = plan([{ marco: 'contrato_assinado', percentual: 20 }, { marco: 'equipamento_comprado', percentual: 45.5 }, { marco: 'sistema_conectado', percentual: 34.5 }], current + 1);
    expect(resultOf(await callFunction('updateFundingPlan', third, admin.idToken))).toEqual({ id: pinnedLine, versao: current + 2 });
    expect(await read(`repasse_planos/${pinnedLine}/versoes/${current + 1}`)).toMatchObject({ versao: current + 1, parcelas: [{ percentual_bps: 5_000 }, { percentual_bps: 5_000 }] });
  });

  it('approval pins the line\'s plan of that moment; a later change moves only later approvals; the summary never touches updated_at; a replay writes nothing', async () => {
    const versao = ((await read(`repasse_planos/${pinnedLine}`))?.['versao'] as number | undefined) ?? 0;
    const set = async (parcelas: { marco: MilestoneId; percentual: number }[], at: number) => resultOf(await callFunction('updateFundingPlan', { id: pinnedLine, versao: at, parcelas }, admin.idToken));
    await set([{ marco: 'contrato_assinado', percentual: 50 }, { marco: 'sistema_conectado', percentual: 50 }], versao);

    const first = await approvedProposal(me, pinnedLine);
    expect(await entry(`${first.id}:1:0`)).toMatchObject({
      tipo: 'plano', linha: pinnedLine, plano_versao: versao + 1, financiado_centavos: 5_000_000, integrador_id: me.uid, registrado_por: 'sistema',
      parcelas: [{ marco: 'contrato_assinado', valor_centavos: 2_500_000 }, { marco: 'sistema_conectado', valor_centavos: 2_500_000 }],
    });
    const summary = await waitFor('the proposal\'s summary', async () => (await proposal(first.id))['repasse'] ?? undefined);
    expect(summary).toEqual({ ciclo: 1, prazo: null, parcelas: [{ parcela: 1, marco: 'contrato_assinado', situacao: 'bloqueada', prazo: null }, { parcela: 2, marco: 'sistema_conectado', situacao: 'bloqueada', prazo: null }] });
    expect((await proposal(first.id)).updated_at).toBe(first.at);
    expect(await read(`repasse_parcelas/${first.id}_2`)).toMatchObject({ situacao: 'bloqueada', valor_centavos: 2_500_000, integrador_id: me.uid });
    const history = (await db().collection(`propostas/${first.id}/historico`).get()).docs.map((doc) => doc.data());
    expect(history.filter((item) => item['repasse'])).toEqual([expect.objectContaining({ de: 'aprovada', para: 'aprovada', por: 'sistema', repasse: { tipo: 'plano', parcela: 0, marco: null, motivo: null } })]);
    expect(await applyFundingEvents(db(), await proposal(first.id))).toBe(0);

    // Three tranches from now on: only the next approval takes them.
    await set([{ marco: 'contrato_assinado', percentual: 20 }, { marco: 'equipamento_comprado', percentual: 45.5 }, { marco: 'sistema_conectado', percentual: 34.5 }], versao + 1);
    const second = await approvedProposal(me, pinnedLine);
    expect(await entry(`${second.id}:1:0`)).toMatchObject({ plano_versao: versao + 2, parcelas: [{ valor_centavos: 1_000_000 }, { valor_centavos: 2_275_000 }, { valor_centavos: 1_725_000 }] });
    resultOf(await mark(me, first.id, 'contrato_assinado'));
    expect(await appended(first.id, 1)).toMatchObject({ tipo: 'liberada', parcela: 1, valor_centavos: 2_500_000 });
    expect(await read(`repasses/${first.id}`)).toMatchObject({ plano_versao: versao + 1, parcelas: [{ situacao: 'liberada' }, { situacao: 'bloqueada' }] });
    expect(await entryIds(first.id)).toEqual([`${first.id}:1:0`, `${first.id}:1:1`]);
  });

  it('marking releases with the prazo; undoing blocks again; verification, refusal, new evidence, acceptance and payout; every refusal writes nothing; a rejection claws back and reverses', async () => {
    const { id } = await approvedProposal(me);
    const key = { propostaId: id, parcela: 1 };
    const prazo = addBusinessDays(today(), 3);

    // The contract's mark releases the first tranche (30 % of R$ 50.000,00) with config/repasses' 3 business days.
    resultOf(await mark(me, id, 'contrato_assinado'));
    expect(await appended(id, 1)).toMatchObject({ tipo: 'liberada', parcela: 1, valor_centavos: 1_500_000, data_liberacao: today(), prazo });
    expect(await read(`repasse_parcelas/${id}_1`)).toMatchObject({ situacao: 'liberada', prazo, data_liberacao: today() });
    expect(await applyFundingEvents(db(), await proposal(id))).toBe(0);

    // The admin undoes it: blocked again, with the undo's reason.
    resultOf(await callFunction('undoMilestone', { propostaId: id, marco: 'contrato_assinado', motivo: 'Contrato de outro cliente' }, admin.idToken));
    expect(await appended(id, 2)).toMatchObject({ tipo: 'bloqueada', parcela: 1, motivo: 'Contrato de outro cliente' });
    expect(await applyFundingEvents(db(), await proposal(id))).toBe(0);
    resultOf(await mark(me, id, 'contrato_assinado'));
    await appended(id, 3);
    await waitFor('the summary of the release', async () => ((await proposal(id)).repasse?.parcelas[0]?.situacao === 'liberada' ? true : undefined));

    // The admin's check: admins only, a blocked tranche refused, then under check.
    expectCallableError(await callFunction('startTrancheVerification', key, me.idToken), 'PERMISSION_DENIED', auth.adminsOnly);
    expectCallableError(await callFunction('startTrancheVerification', { propostaId: id, parcela: 2 }, admin.idToken), 'FAILED_PRECONDITION', text.blocked);
    expectCallableError(await callFunction('acceptTranche', key, admin.idToken), 'FAILED_PRECONDITION', text.decideNotVerifying);
    expect(await entryIds(id)).toHaveLength(4);
    resultOf(await callFunction('startTrancheVerification', key, admin.idToken));
    expect(await entry(`${id}:1:4`)).toMatchObject({ tipo: 'em_verificacao', registrado_por: admin.uid });
    expect(await read(`repasse_parcelas/${id}_1`)).toMatchObject({ situacao: 'em_verificacao', verificado_por: admin.uid });

    // Refused: a reason is required.
    expectCallableError(await callFunction('refuseTranche', { ...key, motivo: '  ' }, admin.idToken), 'INVALID_ARGUMENT', text.refusalReasonRequired);
    expect(await entryIds(id)).toHaveLength(5);
    resultOf(await callFunction('refuseTranche', { ...key, motivo: 'Falta a assinatura do cliente' }, admin.idToken));
    expect(await read(`repasse_parcelas/${id}_1`)).toMatchObject({ situacao: 'recusada', motivo_recusa: 'Falta a assinatura do cliente', prazo: null });

    // New evidence: not by another company, not of the wrong type or too large; then under check again with a fresh prazo.
    const resubmit = (account: TestAccount, extra: Data = {}) => callFunction('resubmitTrancheEvidence', { ...key, arquivos: [file(me.uid, id, 'contrato_assinado', extra)] }, account.idToken);
    expectCallableError(await resubmit(other), 'PERMISSION_DENIED', text.notAllowed);
    expectCallableError(await resubmit(me, { tipo: 'text/plain' }), 'INVALID_ARGUMENT', validation.fileType);
    expectCallableError(await resubmit(me, { tamanho: 11 * 1024 * 1024 }), 'INVALID_ARGUMENT', validation.fileTooLarge);
    expectCallableError(await callFunction('resubmitTrancheEvidence', { ...key, arquivos: [file(me.uid, id, 'equipamento_comprado')] }, me.idToken), 'INVALID_ARGUMENT', installationText.foreignFile);
    expect(await entryIds(id)).toHaveLength(6);
    resultOf(await resubmit(me));
    expect(await entry(`${id}:1:6`)).toMatchObject({ tipo: 'reenviada', registrado_por: me.uid, prazo, arquivos: [expect.objectContaining({ tipo: 'application/pdf', tamanho: 4096 })] });
    expect(await read(`repasse_parcelas/${id}_1`)).toMatchObject({ situacao: 'em_verificacao', prazo });

    // Accepted, then paid: the amount must equal the tranche's; paid once.
    resultOf(await callFunction('acceptTranche', key, admin.idToken));
    const payout = { ...key, valor_centavos: 1_500_000, data_pagamento: today(), forma: 'pix', referencia: pixId };
    const pay = (items: Data[], account = admin) => callFunction('recordTranchePayouts', { pagamentos: items }, account.idToken);
    expectCallableError(await pay([payout], me), 'PERMISSION_DENIED', auth.adminsOnly);
    expectCallableError(await pay([{ ...payout, valor_centavos: 1_500_001 }]), 'INVALID_ARGUMENT', text.batchItem(shortId(id), 1, text.payoutAboveReleased(1_500_000)));
    expectCallableError(await pay([{ ...payout, valor_centavos: 1_000_000 }]), 'INVALID_ARGUMENT', text.batchItem(shortId(id), 1, text.payoutBelowReleased(1_500_000)));
    expect(await entryIds(id)).toHaveLength(8);
    expect(resultOf(await pay([payout]))).toEqual({ ids: [`${id}:1:8`] });
    expectCallableError(await pay([payout]), 'FAILED_PRECONDITION', text.batchItem(shortId(id), 1, text.alreadyPaid));
    expect(await read(`repasse_parcelas/${id}_1`)).toMatchObject({ situacao: 'paga', data_pagamento: today(), forma: 'pix', referencia: pixId, prazo: null });
    expect(await read(`repasses/${id}`)).toMatchObject({ proxima: 2 });

    // The history: one entry per ledger entry, no amounts, de === para.
    const steps = (await db().collection(`propostas/${id}/historico`).get()).docs.map((doc) => doc.data()).filter((item) => item['repasse']);
    expect(steps.map((item) => item['repasse']['tipo']).sort()).toEqual(['aprovada', 'bloqueada', 'em_verificacao', 'liberada', 'liberada', 'paga', 'plano', 'recusada', 'reenviada']);
    expect(steps.every((item) => item['de'] === 'aprovada' && item['para'] === 'aprovada' && !('valor_centavos' in item['repasse']))).toBe(true);

    // The second tranche released, then the proposal rejected: the paid one clawed back, the others reversed.
    resultOf(await mark(me, id, 'equipamento_comprado'));
    await appended(id, 9);
    await db().doc(`propostas/${id}`).update({ status: 'reprovada', status_desde: Timestamp.now(), status_motivo: 'Cliente desistiu', updated_at: Timestamp.now() });
    expect(await appended(id, 12)).toBeDefined();
    expect(await entry(`${id}:1:10`)).toMatchObject({ tipo: 'clawback', parcela: 1, motivo: 'Cliente desistiu', valor_centavos: 1_500_000 });
    expect(await entry(`${id}:1:11`)).toMatchObject({ tipo: 'estornada', parcela: 2, de: 'liberada', motivo: 'Cliente desistiu' });
    expect(await entry(`${id}:1:12`)).toMatchObject({ tipo: 'estornada', parcela: 3, de: 'bloqueada' });
    expect(await applyFundingEvents(db(), await proposal(id))).toBe(0);
    expect(await entryIds(id)).toHaveLength(13);
    expectCallableError(await callFunction('startTrancheVerification', { propostaId: id, parcela: 2 }, admin.idToken), 'FAILED_PRECONDITION', text.reversed);
  });

  it('after a burst of approvals, marks and a rejection at once, the counters equal the ledger\'s recount (per integrator and overall)', async () => {
    const burst = await integratorAccountWith('aprovado', 'Sol Rajada Ltda', 'rajada');
    const proposals = await Promise.all(Array.from({ length: 6 }, () => approvedProposal(burst, defaultLine, 'Sol Rajada Ltda')));
    const ids = proposals.map(({ id }) => id);
    await Promise.all(ids.slice(0, 4).map(async (id) => resultOf(await mark(burst, id, 'contrato_assinado'))));
    await db().doc(`propostas/${ids[0]}`).update({ status: 'reprovada', status_desde: Timestamp.now(), status_motivo: null });
    // The first proposal's mark may be reconciled before or after its rejection: either way every tranche ends reversed.
    const reversed = async () => ((await read(`repasses/${ids[0]}`))?.['parcelas'] as { situacao: string }[] | undefined)?.every((tranche) => tranche.situacao === 'estornada') || undefined;
    await Promise.all([...ids.slice(1, 4).map((id) => appended(id, 1)), waitFor('the rejected proposal reversed', reversed)]);

    const ledger = async (query: FirebaseFirestore.Query) => (await query.get()).docs.map((doc) => readDocument<FundingEntry>(doc.id, doc.data()));
    const matches = async (path: string, entries: () => Promise<FundingEntry[]>) => {
      const [stored, recounted] = [readFundingCounters(await read(path)), readFundingCounters(recountFunding(await entries()))];
      return isDeepStrictEqual(stored, recounted) ? stored : undefined;
    };
    const own = await waitFor('stats_repasses to equal the recount', () => matches(`stats_repasses/${burst.uid}`, () => ledger(db().collection('repasse_lancamentos').where('integrador_id', '==', burst.uid))));
    expect(own.qtd_por_situacao).toEqual({ bloqueada: 3 * 2 + 2 * 3, liberada: 3, estornada: 3 });
    expect(own.bloqueado_centavos).toBe(2 * 5_000_000 + 3 * 3_500_000);
    expect(Object.values(own.em_andamento_centavos_por_prazo).reduce((a, b) => a + b, 0)).toBe(3 * 1_500_000);
    // scripts/recount-stats.mjs folds the same ledger to the same counters (a dry run: it writes nothing).
    const dryRun = await runScript('scripts/recount-stats.mjs', '--dry-run');
    expect(dryRun.code).toBe(0);
    const printed = JSON.parse(dryRun.stdout.slice(dryRun.stdout.indexOf('\n{') + 1, dryRun.stdout.lastIndexOf('\n}') + 2)) as Record<string, unknown>;
    expect(readFundingCounters(printed[`stats_repasses/${burst.uid}`])).toEqual(own);
    // Overall: every proposal of this project's suites (their triggers may still be running: waited for within the backlog's budget).
    await waitFor('stats/repasses to equal the recount', () => matches('stats/repasses', () => ledger(db().collection('repasse_lancamentos'))), budgets.backlogMs);
  });

  it('a payout batch is all or none: a company without a payout destination is refused, naming its proposal, and nothing of the batch is written', async () => {
    const [mine, theirs] = await Promise.all([acceptedFirstTranche(me, 'Sol Repasses Ltda'), acceptedFirstTranche(other, 'Outra Solar Ltda')]);
    const payout = (propostaId: string) => ({ propostaId, parcela: 1, valor_centavos: 1_500_000, data_pagamento: today(), forma: 'transferencia', referencia: 'TED 98765' });
    expectCallableError(await callFunction('recordTranchePayouts', { pagamentos: [payout(mine), payout(theirs)] }, admin.idToken), 'FAILED_PRECONDITION',
      text.batchItem(shortId(theirs), 1, text.noDestination('Outra Solar Ltda')));
    expect(await entry(`${mine}:1:4`)).toBeUndefined();
    expect(await read(`repasse_parcelas/${mine}_1`)).toMatchObject({ situacao: 'aprovada' });
    expect(resultOf(await callFunction('recordTranchePayouts', { pagamentos: [payout(mine)] }, admin.idToken))).toEqual({ ids: [`${mine}:1:4`] });
  });
});
