/**
 * The installation milestone callables (issue 30) on the emulators: the approved owner marks the
 * five milestones in order and the last one finalises the proposal; every refusal writes nothing;
 * an admin undoes the last one and the proposal is approved again; an admin's mark, not the
 * owner's, writes its audit entry. No Storage emulator runs here,
 * so the files' sizes and types are the reported ones (the callable says so in its log).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { installationText as text } from '@solarcred/domain/installation/installation-text';
import { milestoneIds, type MilestoneId } from '@solarcred/domain/installation/milestones';
import { timestampsToMillis } from '@solarcred/domain/data/timestamps';
import { defaultTargetDays, installationDeadline, installationSchedule, markedDayOf, milestoneStanding, milestoneTargets, proposalTargetDays, type TargetDays } from '@solarcred/domain/installation/due-dates';
import type { InstallationState } from '@solarcred/domain/installation/milestones';
import type { Proposal } from '@solarcred/domain/model';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newAdminAccount, type TestAccount } from './accounts';
import { waitFor } from './auth-emulator';
import { callFunction, expectCallableError, resultOf } from './callables';
import { db, entries, integratorAccountWith, seedProposal } from './firestore-admin';

const dayMs = 86_400_000;
/** São Paulo's calendar day of an instant. */
const spDay = (ms: number) => new Date(ms - 3 * 3_600_000).toISOString().slice(0, 10);

function input(uid: string, propostaId: string, marco: MilestoneId, data: string): Record<string, unknown> {
  const file = (n: number, ext: 'pdf' | 'png') => ({
    path: `propostas-anexos/${uid}/${propostaId}/marco-${marco}-${n}_1773150000000.${ext}`,
    nome: `${marco}-${n}.${ext}`,
    tamanho: 4096,
    tipo: ext === 'pdf' ? 'application/pdf' : 'image/png',
  });
  const evidence: Record<MilestoneId, Record<string, unknown>> = {
    contrato_assinado: { arquivos: [file(1, 'pdf')] },
    equipamento_comprado: { arquivos: [file(1, 'pdf')] },
    instalacao_concluida: { arquivos: [file(1, 'png'), file(2, 'png')] },
    homologacao: { protocolo: '2026/0001234' },
    sistema_conectado: { leituraKwh: 152 },
  };
  return { propostaId, marco, data, ...evidence[marco] };
}

const mark = (account: TestAccount | undefined, data: unknown) => callFunction('markMilestone', data, account?.idToken);
const undo = (account: TestAccount | undefined, data: unknown) => callFunction('undoMilestone', data, account?.idToken);
const stored = async (id: string) => (await db().doc(`propostas/${id}`).get()).data() ?? {};

/** An approved proposal of `uid`, approved three days ago. */
async function approvedProposal(uid: string, status = 'aprovada'): Promise<{ id: string; day: string }> {
  const approvedAt = Date.now() - 3 * dayMs;
  const id = await seedProposal(uid, { status, status_desde: Timestamp.fromMillis(approvedAt) });
  return { id, day: spDay(approvedAt + dayMs) };
}

describe.skipIf(!(hasFirestore && hasAuth))('installation milestones (Auth + Functions + Firestore emulators)', () => {
  it('the owner marks the five in order; the last finalises the proposal; an admin undoes it with a reason', async () => {
    const me = await integratorAccountWith('aprovado', 'Sol Teste Ltda', 'marco');
    const { id, day } = await approvedProposal(me.uid);
    for (const marco of milestoneIds) expect(resultOf(await mark(me, input(me.uid, id, marco, day)))).toBeNull();

    const done = await stored(id);
    expect(done['status']).toBe('finalizada');
    expect(Object.keys(done['instalacao']['marcos']).sort()).toEqual([...milestoneIds].sort());
    expect(done['instalacao']['marcos']['homologacao']).toMatchObject({ estado: 'marcado', data: day, protocolo: '2026/0001234', marcado_por: me.uid });
    expect(done['instalacao']['marcos']['instalacao_concluida']['arquivos']).toHaveLength(2);
    // The milestones' steps (the funding trigger adds its own tranche steps beside them, issue 48).
    const history = (await entries(`propostas/${id}/historico`, 'em')).filter((entry) => entry['marco']);
    expect(history.map((entry) => entry['marco']['marco'])).toEqual([...milestoneIds]);
    expect(history.at(-1)).toMatchObject({ de: 'aprovada', para: 'finalizada', motivo: text.autoFinalized });

    const admin = await newAdminAccount();
    expectCallableError(await undo(admin, { propostaId: id, marco: 'sistema_conectado', motivo: ' ' }), 'INVALID_ARGUMENT', text.reasonRequired);
    expect(resultOf(await undo(admin, { propostaId: id, marco: 'sistema_conectado', motivo: 'Leitura digitada errada' }))).toBeNull();
    const reopened = await stored(id);
    expect(reopened['status']).toBe('aprovada');
    expect(reopened['instalacao']['marcos']['sistema_conectado']).toMatchObject({ estado: 'desfeito', motivo: 'Leitura digitada errada' });
  });

  it('refuses other integrators, a proposal not approved, out of order, twice, a future date, and integrators undoing: nothing written', async () => {
    const me = await integratorAccountWith('aprovado', 'Sol Teste Ltda', 'marco');
    const other = await integratorAccountWith('aprovado', 'Outra Solar', 'marco');
    const { id, day } = await approvedProposal(me.uid);
    const first = input(me.uid, id, 'contrato_assinado', day);

    expectCallableError(await mark(other, first), 'PERMISSION_DENIED', text.notAllowed);
    expect((await mark(undefined, first)).error?.status).toBe('UNAUTHENTICATED');
    expectCallableError(await mark(me, input(me.uid, id, 'equipamento_comprado', day)), 'FAILED_PRECONDITION', text.previousFirst('Contrato assinado'));
    expectCallableError(await mark(me, { ...first, data: spDay(Date.now() + 2 * dayMs) }), 'INVALID_ARGUMENT', 'Data não pode ser futura');
    expectCallableError(await mark(me, { ...first, arquivos: [] }), 'INVALID_ARGUMENT', text.filesRequired(1));
    const analysis = await approvedProposal(me.uid, 'em_analise');
    expectCallableError(await mark(me, input(me.uid, analysis.id, 'contrato_assinado', day)), 'FAILED_PRECONDITION', text.notApproved);
    expect((await stored(id))['instalacao']).toBeUndefined();
    expect(await entries(`propostas/${id}/historico`, 'em')).toHaveLength(0);

    expect(resultOf(await mark(me, first))).toBeNull();
    expect((await mark(me, first)).error?.status).toBe('ALREADY_EXISTS');
    expect((await undo(me, { propostaId: id, marco: 'contrato_assinado', motivo: 'engano' })).error?.status).toBe('PERMISSION_DENIED');
    expect(await entries(`propostas/${id}/historico`, 'em')).toHaveLength(1);
  });

  it('a back-dated mark is late by the day the server recorded it, the declared day kept beside it (issue 45)', async () => {
    const me = await integratorAccountWith('aprovado', 'Sol Teste Ltda', 'marco');
    const approvedAt = Date.now() - 200 * dayMs;
    const id = await seedProposal(me.uid, { status: 'aprovada', status_desde: Timestamp.fromMillis(approvedAt) });
    // Declared the day after approval, on time by that day; marked today, 200 days on.
    const declared = spDay(approvedAt + dayMs);
    expect(resultOf(await mark(me, { ...input(me.uid, id, 'contrato_assinado', declared), marcado_em: approvedAt + dayMs }))).toBeNull();

    const data = timestampsToMillis(await stored(id)) as unknown as Proposal & { instalacao: InstallationState };
    const contract = data.instalacao.marcos.contrato_assinado;
    expect(contract).toMatchObject({ estado: 'marcado', data: declared });
    if (contract?.estado !== 'marcado') throw new Error('not marked');
    expect(markedDayOf(contract)).toBe(spDay(Date.now()));
    const schedule = installationSchedule({ ...data, id }, proposalTargetDays(data));
    expect(schedule?.metas.contrato_assinado).toBeDefined();
    expect(declared <= (schedule?.metas.contrato_assinado ?? '')).toBe(true);
    expect(milestoneStanding(data.instalacao, 'contrato_assinado', schedule?.metas.contrato_assinado ?? '', spDay(Date.now()))).toBe('concluido_com_atraso');
  });

  it('the deadline trigger counts back from the saved simulation’s first due date, the one the proposal shows (issue 45)', async () => {
    const me = await integratorAccountWith('aprovado', 'Sol Teste Ltda', 'marco');
    // Sent 8 days before approval with 2 months' grace: the first installment 3 months after sending.
    const approvedAt = Date.now();
    const primeiro = spDay(approvedAt + 84 * dayMs);
    const id = await seedProposal(me.uid, { status: 'em_analise', simulacao: { carencia_meses: 2, primeiro_vencimento: primeiro } });
    await db().doc(`propostas/${id}`).update({ status: 'aprovada', status_desde: Timestamp.fromMillis(approvedAt) });
    const data = await waitFor('instalacao_meta written', async () => {
      const current = await stored(id);
      return current['instalacao_meta'] && current['instalacao_dias'] ? current : undefined;
    });
    const days = data['instalacao_dias'] as TargetDays;
    expect(data['instalacao_meta']).toBe(milestoneTargets(spDay(approvedAt), primeiro, days).contrato_assinado);
  });

  it('an admin marks on the owner\'s behalf only with a reason', async () => {
    const me = await integratorAccountWith('aprovado', 'Sol Teste Ltda', 'marco');
    const admin = await newAdminAccount();
    const { id, day } = await approvedProposal(me.uid);
    expectCallableError(await mark(admin, input(me.uid, id, 'contrato_assinado', day)), 'INVALID_ARGUMENT', text.reasonRequired);
    expect(resultOf(await mark(admin, { ...input(me.uid, id, 'contrato_assinado', day), motivo: 'Contrato recebido por e-mail' }))).toBeNull();
    expect((await stored(id))['instalacao']['marcos']['contrato_assinado']).toMatchObject({ marcado_por_tipo: 'admin', motivo: 'Contrato recebido por e-mail' });
    // The admin's mark is on the audit trail (issue 51); the owner's next one is not.
    expect(resultOf(await mark(me, input(me.uid, id, 'equipamento_comprado', day)))).toBeNull();
    const trail = (await db().collection('auditoria').where('alvo.id', '==', id).get()).docs.map((doc) => doc.data());
    expect(trail).toEqual([expect.objectContaining({
      acao: 'proposta_editada', comando: 'markMilestone', ator: expect.objectContaining({ uid: admin.uid, tipo: 'admin' }), integrador_id: me.uid,
      detalhe: expect.objectContaining({ marco: 'contrato_assinado', data: day, motivo: 'Contrato recebido por e-mail' }),
    })]);
  });

  it('the deadline trigger pins config/instalacao on each approval; a later change moves only later approvals', async () => {
    const me = await integratorAccountWith('aprovado', 'Sol Prazos Ltda', 'prazos');
    const settings = db().doc('config/instalacao');
    const saveTargets = (dias: TargetDays) => settings.set({ dias_uteis: dias, updated_by: 'admin', updated_at: Timestamp.now() });
    /** Approves the proposal now and waits for the trigger's pinned targets. */
    const approve = async (id: string) => {
      await db().doc(`propostas/${id}`).update({ status: 'aprovada', status_desde: Timestamp.now() });
      return waitFor(`the targets pinned on ${id}`, async () => {
        const data = await stored(id);
        return data['instalacao_dias'] && data['instalacao_meta'] ? data : undefined;
      });
    };
    const meta = (data: Record<string, unknown>, days: TargetDays) =>
      installationDeadline({ ...(data as unknown as Proposal), status_desde: (data['status_desde'] as Timestamp).toMillis(), instalacao: null }, days);
    const custom: TargetDays = { ...defaultTargetDays, contrato_assinado: 16 };
    try {
      await saveTargets(custom);
      const first = await seedProposal(me.uid, { status: 'em_analise' });
      const pinnedFirst = await approve(first);
      expect(pinnedFirst['instalacao_dias']).toEqual(custom);
      expect(pinnedFirst['instalacao_meta']).toBe(meta(pinnedFirst, custom));

      await saveTargets(defaultTargetDays);
      const second = await seedProposal(me.uid, { status: 'em_analise' });
      expect((await approve(second))['instalacao_dias']).toEqual(defaultTargetDays);
      expect((await stored(first))['instalacao_dias']).toEqual(custom);
    } finally {
      await settings.delete();
    }
  });
});
