import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBusinessDate } from '../business-days';
import { epochDay, isoOfEpochDay } from '../credit/calendar';
import { creditLimits } from '../credit/lines';
import { simulate } from '../credit/simulate';
import type { Proposal } from '../model';
import { storedCreditLines } from '../test-fixtures';
import {
  approvalInstantOf,
  dayOf,
  defaultTargetDays,
  firstInstallmentDate,
  firstInstallmentOf,
  installationDeadline,
  installationDeadlinePatch,
  isInstallationLate,
  installationSchedule,
  lateMilestones,
  markedDayOf,
  milestoneStanding,
  milestoneTargets,
  needsPinnedTargets,
  proposalFirstInstallment,
  proposalTargetDays,
  targetDayLimits,
  targetDaysOf,
  type TargetDays,
} from './due-dates';
import { installationTargetsSchema } from './installation-schemas';
import { milestoneIds, type InstallationState, type MilestoneMark, type ProposalWithInstallation } from './milestones';

/** 10:00 in São Paulo (UTC−3) on a day. */
const spMorning = (isoDate: string) => Date.parse(`${isoDate}T13:00:00Z`);

/** A mark declaring `data`, recorded on `markedOn` (the same day unless told). */
const mark = (data: string, markedOn = data): MilestoneMark => ({
  estado: 'marcado', data, marcado_por: 'uid-1', marcado_por_tipo: 'integrador', marcado_em: spMorning(markedOn), arquivos: [], protocolo: null, leitura_kwh: null, motivo: null,
});

const proposal = (fields: Partial<ProposalWithInstallation>) =>
  ({ id: 'p1', integrador_id: 'uid-1', status: 'aprovada', created_at: 0, simulacao: null, ...fields }) as ProposalWithInstallation;

describe('the first installment', () => {
  it('is approval + 30 calendar days without a saved simulation, across month ends', () => {
    expect(firstInstallmentDate('2026-03-02', null)).toBe('2026-04-01');
    expect(firstInstallmentDate('2026-01-30', undefined)).toBe('2026-03-01');
    expect(firstInstallmentDate('2028-01-30', null)).toBe('2028-02-29');
    expect(firstInstallmentDate('2026-12-15', null)).toBe('2027-01-14');
  });

  it('is approval + (grace + 1) months with one, on the month’s last day when it is shorter', () => {
    expect(firstInstallmentDate('2026-03-02', { carencia_meses: 0 })).toBe('2026-04-02');
    expect(firstInstallmentDate('2026-01-31', { carencia_meses: 0 })).toBe('2026-02-28');
    expect(firstInstallmentDate('2028-01-31', { carencia_meses: 0 })).toBe('2028-02-29');
    expect(firstInstallmentDate('2026-01-31', { carencia_meses: 2 })).toBe('2026-04-30');
    expect(firstInstallmentDate('2026-11-15', { carencia_meses: 1 })).toBe('2027-01-15');
    expect(firstInstallmentDate('2026-08-31', { carencia_meses: 6 })).toBe('2027-03-31');
  });

  it('falls on the day the simulation itself puts it, released on the approval day', () => {
    const line = storedCreditLines()[0]!;
    for (const [liberacao, carenciaMeses] of [['2026-01-31', 0], ['2026-03-02', 3], ['2027-08-30', 6]] as const) {
      const simulation = simulate(line, { valorSistemaCents: 3_250_000, entradaCents: 0, prazo: 60, carenciaMeses, borrower: 'pf', liberacao });
      expect(firstInstallmentDate(liberacao, { carencia_meses: carenciaMeses })).toBe(simulation.primeiroVencimento);
    }
  });
});

describe('one first installment for every screen', () => {
  const line = storedCreditLines()[0]!;
  /** The simulation saved when the proposal was sent on `sentDay` (released that day, as createProposal assumes). */
  const savedOn = (sentDay: string, carenciaMeses: number) => {
    const simulation = simulate(line, { valorSistemaCents: 3_250_000, entradaCents: 0, prazo: 60, carenciaMeses, borrower: 'pf', liberacao: sentDay });
    return { carencia_meses: carenciaMeses, primeiro_vencimento: simulation.primeiroVencimento } as Proposal['simulacao'];
  };

  it('is the saved simulation’s first due date, not approval + (grace + 1) months (issue 45: 18/01 on one tab, 26/01 on the other)', () => {
    const simulacao = savedOn('2026-12-18', 0);
    expect(simulacao?.primeiro_vencimento).toBe('2027-01-18');
    const approved = proposal({ status_desde: spMorning('2026-12-26'), simulacao });
    expect(proposalFirstInstallment(approved)).toBe('2027-01-18');
    expect(installationSchedule(approved, defaultTargetDays)?.primeiraParcela).toBe('2027-01-18');
    // Sent, not yet approved: the same date.
    expect(proposalFirstInstallment(proposal({ status: 'em_analise', simulacao }))).toBe('2027-01-18');
    expect(firstInstallmentOf(savedOn('2026-03-02', 3), '2026-03-10')).toBe('2026-07-02');
  });

  it('is the calendar’s rule from the approval day when the saved date is not after it, or there is none', () => {
    expect(firstInstallmentOf(savedOn('2026-01-05', 0), '2026-02-05')).toBe('2026-03-05');
    expect(firstInstallmentOf(savedOn('2026-01-05', 0), '2026-02-10')).toBe('2026-03-10');
    expect(firstInstallmentOf({ carencia_meses: 1, primeiro_vencimento: 'amanhã' }, '2026-03-02')).toBe('2026-05-02');
    expect(firstInstallmentOf(null, '2026-03-02')).toBe('2026-04-01');
    expect(firstInstallmentOf(null, null)).toBeNull();
    expect(proposalFirstInstallment(proposal({ status: 'enviada' }))).toBeNull();
  });
});

describe('the approval day', () => {
  it('is São Paulo’s calendar day, not UTC’s', () => {
    expect(dayOf(Date.parse('2026-03-13T01:30:00Z'))).toBe('2026-03-12');
    expect(dayOf(Date.parse('2026-03-13T03:00:00Z'))).toBe('2026-03-13');
  });

  it('comes from the installation state once kept, else from the status clock while approved', () => {
    const approvedAt = spMorning('2026-03-02');
    expect(approvalInstantOf(proposal({ status_desde: approvedAt }))).toBe(approvedAt);
    expect(approvalInstantOf(proposal({ status_desde: undefined, created_at: 5 }))).toBe(5);
    expect(approvalInstantOf(proposal({ status: 'finalizada', status_desde: approvedAt + 9, instalacao: { aprovada_em: approvedAt, marcos: {} } }))).toBe(approvedAt);
    expect(approvalInstantOf(proposal({ status: 'finalizada', status_desde: approvedAt }))).toBeNull();
    expect(approvalInstantOf(proposal({ status: 'em_analise', status_desde: approvedAt }))).toBeNull();
  });
});

describe('milestone targets', () => {
  it('count business days back from the first installment, skipping weekends and holidays', () => {
    // Monday 2026-11-23: the 20th (Consciência Negra), the 15th and 2 November (Finados) are holidays.
    expect(milestoneTargets('2026-10-01', '2026-11-23', defaultTargetDays)).toEqual({
      contrato_assinado: '2026-10-26',
      equipamento_comprado: '2026-10-29',
      instalacao_concluida: '2026-11-09',
      homologacao: '2026-11-11',
      sistema_conectado: '2026-11-19',
    });
  });

  it('cross the year end and Christmas', () => {
    const days: TargetDays = { ...defaultTargetDays, homologacao: 7, sistema_conectado: 1 };
    const targets = milestoneTargets('2026-11-01', '2027-01-04', days);
    expect(targets.sistema_conectado).toBe('2026-12-31');
    expect(targets.homologacao).toBe('2026-12-22');
  });

  it('are never before the approval day', () => {
    const targets = milestoneTargets('2026-11-10', '2026-11-23', defaultTargetDays);
    expect(targets.contrato_assinado).toBe('2026-11-10');
    expect(targets.equipamento_comprado).toBe('2026-11-10');
    expect(targets.sistema_conectado).toBe('2026-11-19');
  });

  it('make a proposal’s schedule from its approval and simulation', () => {
    const approvedAt = spMorning('2026-03-02');
    expect(installationSchedule(proposal({ status_desde: approvedAt }), defaultTargetDays)).toEqual({
      aprovacao: '2026-03-02',
      primeiraParcela: '2026-04-01',
      metas: {
        contrato_assinado: '2026-03-06',
        equipamento_comprado: '2026-03-11',
        instalacao_concluida: '2026-03-19',
        homologacao: '2026-03-23',
        sistema_conectado: '2026-03-31',
      },
    });
    const withGrace = proposal({ status_desde: approvedAt, simulacao: { carencia_meses: 3 } as Proposal['simulacao'] });
    expect(installationSchedule(withGrace, defaultTargetDays)?.primeiraParcela).toBe('2026-07-02');
    expect(installationSchedule(proposal({ status: 'reprovada', status_desde: approvedAt }), defaultTargetDays)).toBeNull();
  });

  it('keep the approval day after the proposal is finalised', () => {
    const approvedAt = spMorning('2026-03-02');
    const finalised = proposal({ status: 'finalizada', status_desde: spMorning('2026-03-30'), instalacao: { aprovada_em: approvedAt, marcos: {} } });
    expect(installationSchedule(finalised, defaultTargetDays)?.aprovacao).toBe('2026-03-02');
  });
});

describe('late milestones', () => {
  const targets = milestoneTargets('2026-03-02', '2026-04-01', defaultTargetDays);

  it('are due on the target day and late from the next', () => {
    expect(lateMilestones(null, targets, '2026-03-06')).toEqual([]);
    expect(lateMilestones(null, targets, '2026-03-07')).toEqual(['contrato_assinado']);
    expect(lateMilestones(undefined, targets, '2026-04-01')).toEqual(milestoneIds);
  });

  it('leave out what is marked and count an undone mark as not marked', () => {
    const state: InstallationState = {
      aprovada_em: 0,
      marcos: {
        contrato_assinado: mark('2026-03-09'),
        equipamento_comprado: { estado: 'desfeito', desfeito_por: 'admin-1', desfeito_em: 1, motivo: 'NF errada', anterior: mark('2026-03-10') },
      },
    };
    expect(lateMilestones(state, targets, '2026-03-20')).toEqual(['equipamento_comprado', 'instalacao_concluida']);
  });

  it('judge a mark by the day it was marked, not the day declared (issue 45: back-dated marks hid lateness)', () => {
    const backDated = mark('2026-03-03', '2026-09-18');
    expect(markedDayOf(backDated)).toBe('2026-09-18');
    const state: InstallationState = { aprovada_em: 0, marcos: { contrato_assinado: backDated, equipamento_comprado: mark('2026-03-04', '2026-03-11') } };
    expect(milestoneStanding(state, 'contrato_assinado', targets.contrato_assinado, '2026-09-20')).toBe('concluido_com_atraso');
    expect(milestoneStanding(state, 'equipamento_comprado', targets.equipamento_comprado, '2026-09-20')).toBe('concluido');
    // São Paulo's day: 23:30 on the target day (02:30 UTC the next day) is still on time.
    const lateEvening = { ...mark('2026-03-06'), marcado_em: Date.parse('2026-03-07T02:30:00Z') };
    expect(milestoneStanding({ marcos: { contrato_assinado: lateEvening } }, 'contrato_assinado', targets.contrato_assinado, '2026-03-20')).toBe('concluido');
  });

  it('tell a mark made after its target from one on time', () => {
    const state: InstallationState = { aprovada_em: 0, marcos: { contrato_assinado: mark('2026-03-09'), equipamento_comprado: mark('2026-03-11') } };
    expect(milestoneStanding(state, 'contrato_assinado', targets.contrato_assinado, '2026-03-20')).toBe('concluido_com_atraso');
    expect(milestoneStanding(state, 'equipamento_comprado', targets.equipamento_comprado, '2026-03-20')).toBe('concluido');
    expect(milestoneStanding(state, 'instalacao_concluida', targets.instalacao_concluida, '2026-03-20')).toBe('atrasado');
    expect(milestoneStanding(state, 'homologacao', targets.homologacao, '2026-03-20')).toBe('no_prazo');
  });
});

describe('the stored deadline (instalacao_meta)', () => {
  const approvedOn = (fields: Partial<ProposalWithInstallation> = {}) =>
    ({ id: 'p1', integrador_id: 'uid-1', status: 'aprovada', status_desde: spMorning('2026-03-02'), created_at: 0, ...fields }) as ProposalWithInstallation;

  it('is the next open milestone’s target while approved, and null otherwise', () => {
    const schedule = installationSchedule(approvedOn(), defaultTargetDays);
    expect(installationDeadline(approvedOn(), defaultTargetDays)).toBe(schedule?.metas.contrato_assinado);
    const twoMarked = approvedOn({ instalacao: { aprovada_em: spMorning('2026-03-02'), marcos: { contrato_assinado: mark('2026-03-03'), equipamento_comprado: mark('2026-03-04') } } });
    expect(installationDeadline(twoMarked, defaultTargetDays)).toBe(schedule?.metas.instalacao_concluida);
    const allMarked = approvedOn({ instalacao: { aprovada_em: spMorning('2026-03-02'), marcos: Object.fromEntries(milestoneIds.map((id) => [id, mark('2026-03-05')])) } });
    expect(installationDeadline(allMarked, defaultTargetDays)).toBeNull();
    expect(installationDeadline(approvedOn({ status: 'finalizada' }), defaultTargetDays)).toBeNull();
    expect(installationDeadline(approvedOn({ status: 'em_analise' }), defaultTargetDays)).toBeNull();
  });

  it('is written only when it changes: never for proposals that were never approved', () => {
    expect(installationDeadlinePatch(approvedOn({ status: 'enviada' }))).toBeNull();
    const pinned = { instalacao_dias: defaultTargetDays };
    const meta = installationDeadline(approvedOn(), defaultTargetDays);
    expect(installationDeadlinePatch(approvedOn())).toEqual({ instalacao_meta: meta, ...pinned });
    expect(installationDeadlinePatch(approvedOn({ instalacao_meta: meta, ...pinned }))).toBeNull();
    expect(installationDeadlinePatch(approvedOn({ status: 'reprovada', instalacao_meta: meta, ...pinned }))).toEqual({ instalacao_meta: null });
    expect(installationDeadlinePatch(null)).toBeNull();
  });

  it('pins the settings in force at approval, and a later change of the settings moves nothing', () => {
    const tighter: TargetDays = { ...defaultTargetDays, contrato_assinado: 20 };
    const first = installationDeadlinePatch(approvedOn(), tighter);
    expect(first).toEqual({ instalacao_dias: tighter, instalacao_meta: installationDeadline(approvedOn(), tighter) });
    expect(first?.instalacao_meta).not.toBe(installationDeadline(approvedOn(), defaultTargetDays));
    const pinned = approvedOn({ ...first });
    expect(installationDeadlinePatch(pinned, defaultTargetDays)).toBeNull();
    expect(proposalTargetDays(pinned)).toEqual(tighter);
    expect(proposalTargetDays(approvedOn())).toEqual(defaultTargetDays);
  });

  it('reads the settings only for an approved proposal without pinned targets', () => {
    expect(needsPinnedTargets(approvedOn())).toBe(true);
    expect(needsPinnedTargets(approvedOn({ instalacao_dias: defaultTargetDays }))).toBe(false);
    expect(needsPinnedTargets(approvedOn({ status: 'finalizada' }))).toBe(false);
  });

  it('is late from the day after it, only while approved', () => {
    expect(isInstallationLate({ status: 'aprovada', instalacao_meta: '2026-03-10' }, '2026-03-10')).toBe(false);
    expect(isInstallationLate({ status: 'aprovada', instalacao_meta: '2026-03-10' }, '2026-03-11')).toBe(true);
    expect(isInstallationLate({ status: 'finalizada', instalacao_meta: '2026-03-10' }, '2026-03-11')).toBe(false);
    expect(isInstallationLate({ status: 'aprovada', instalacao_meta: null }, '2026-03-11')).toBe(false);
  });
});

describe('the admin’s target settings', () => {
  it('default to realistic days that pass their own schema', () => {
    expect(installationTargetsSchema.parse(defaultTargetDays)).toEqual(defaultTargetDays);
    expect(targetDaysOf(null)).toEqual(defaultTargetDays);
  });

  it('read a missing or broken stored value as its default', () => {
    const stored = { dias_uteis: { homologacao: 10, sistema_conectado: 0, contrato_assinado: 2.5 } };
    expect(targetDaysOf(stored)).toEqual({ ...defaultTargetDays, homologacao: 10 });
  });

  it('refuse days out of bounds or not whole, in Portuguese', () => {
    const range = `Informe um número inteiro de ${targetDayLimits.min} a ${targetDayLimits.max} dias úteis.`;
    for (const bad of [0, -3, targetDayLimits.max + 1, 2.5, '5', null]) {
      const result = installationTargetsSchema.safeParse({ ...defaultTargetDays, sistema_conectado: bad });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['sistema_conectado', range]]);
    }
    expect(installationTargetsSchema.safeParse({ ...defaultTargetDays, sistema_conectado: undefined }).success).toBe(false);
    expect(installationTargetsSchema.safeParse({ ...defaultTargetDays, outro: 3 }).success).toBe(false);
  });

  it('refuse a milestone due before the one it follows', () => {
    const result = installationTargetsSchema.safeParse({ ...defaultTargetDays, equipamento_comprado: 20 });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['equipamento_comprado', 'Este marco não pode vencer antes do marco "Contrato assinado": use no máximo os mesmos dias úteis.'],
    ]);
    expect(installationTargetsSchema.safeParse({ ...defaultTargetDays, equipamento_comprado: 18 }).success).toBe(true);
  });
});

describe('due dates (fast-check)', () => {
  const approvalDays = fc.integer({ min: epochDay('2025-01-01'), max: epochDay('2028-12-31') }).map(isoOfEpochDay);
  const graces = fc.option(fc.integer({ min: 0, max: creditLimits.maxGraceMonths }), { nil: null });
  const settings = fc
    .array(fc.integer({ min: targetDayLimits.min, max: targetDayLimits.max }), { minLength: milestoneIds.length, maxLength: milestoneIds.length })
    .map((values) => Object.fromEntries(milestoneIds.map((id, i) => [id, [...values].sort((a, b) => b - a)[i]])) as TargetDays);

  it('keeps every target between approval and the first installment, in milestone order, on business days unless clamped', () => {
    fc.assert(
      fc.property(approvalDays, graces, settings, (approval, grace, days) => {
        expect(installationTargetsSchema.safeParse(days).success).toBe(true);
        const first = firstInstallmentDate(approval, grace === null ? null : { carencia_meses: grace });
        expect(first > approval).toBe(true);
        const byId = milestoneTargets(approval, first, days);
        const targets = milestoneIds.map((id) => byId[id]);
        targets.forEach((target, i) => {
          expect(target >= approval && target < first).toBe(true);
          if (i > 0) expect(target >= targets[i - 1]!).toBe(true);
          if (target !== approval) expect(isBusinessDate(target)).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });
});
