/**
 * The installation's due dates (issue 30), counted back from the customer's first installment:
 * the system should be generating before the customer pays. Every date is a São Paulo calendar
 * day (YYYY-MM-DD); targets are whole business days (weekends and national holidays skipped).
 *
 * The first installment is one date for every screen (firstInstallmentOf): the saved
 * simulation's `primeiro_vencimento`, the first row of the Price schedule whose installment, IOF
 * and CET the proposal carries (credit/calendar.ts counts their days to it). Recomputing it from
 * the approval day described a schedule nobody computed. Only when that day is not after the
 * approval (the proposal waited past it) is it the calendar's rule from the approval day, the
 * earliest release: approval + (grace + 1) months; without a saved simulation, approval + 30 days.
 *
 * A marked milestone is late when the day it was marked (its server-set `marcado_em`) is after
 * its target: the day the integrator declares (`data`) is shown, but any day since approval is
 * accepted, so it cannot decide lateness.
 */
import { addBusinessDays } from '../business-days';
import { daysAfterMonths, epochDay, isoOfEpochDay } from '../credit/calendar';
import type { SavedSimulation } from '../credit/saved-simulation';
import { saoPauloDayKey } from '../format';
import { parseIsoDate } from '../masks';
import type { Millis } from '../model';
import { statusSince } from '../sla';
import { markOf, milestoneIds, nextMilestone, type InstallationState, type MilestoneId, type MilestoneMark, type ProposalWithInstallation } from './milestones';

/** Calendar days from approval to the first installment when the proposal has no saved simulation. */
export const daysWithoutSimulation = 30;

/** Per milestone: business days before the first installment it is due. */
export type TargetDays = Record<MilestoneId, number>;

/** config/instalacao (admins write it; every signed-in user reads it). */
export interface InstallationSettings {
  dias_uteis: Partial<TargetDays>;
  updated_by?: string;
  updated_at?: Millis;
}

/** At least one business day before the installment; at most ~7 months (6 months' grace + 1). */
export const targetDayLimits = { min: 1, max: 150 } as const;

/**
 * What a fresh project starts with: tuned to the tightest case (no grace, first installment ~21
 * business days after approval): contract in the first days, equipment within a week, the
 * installation and the distributor's protocol in the third week, connection the day before.
 */
export const defaultTargetDays: TargetDays = {
  contrato_assinado: 18,
  equipamento_comprado: 15,
  instalacao_concluida: 9,
  homologacao: 7,
  sistema_conectado: 1,
};

/** A whole number of business days within the bounds. */
export const isTargetDay = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= targetDayLimits.min && value <= targetDayLimits.max;

/** The stored settings over the defaults (a missing or broken value reads as its default). */
export function targetDaysOf(settings: Pick<InstallationSettings, 'dias_uteis'> | null | undefined): TargetDays {
  const stored: Partial<Record<string, unknown>> = settings?.dias_uteis ?? {};
  return Object.fromEntries(milestoneIds.map((id) => [id, isTargetDay(stored[id]) ? stored[id] : defaultTargetDays[id]])) as TargetDays;
}

/** The targets pinned on the proposal at approval, else the defaults (proposals approved before pinning existed). */
export const proposalTargetDays = (proposal: Pick<ProposalWithInstallation, 'instalacao_dias'>): TargetDays =>
  targetDaysOf({ dias_uteis: proposal.instalacao_dias ?? {} });

/** Whether the trigger must read config/instalacao: an approved proposal without pinned targets. */
export const needsPinnedTargets = (proposal: Pick<ProposalWithInstallation, 'status' | 'instalacao_dias'>): boolean =>
  proposal.status === 'aprovada' && !proposal.instalacao_dias;

/**
 * When the proposal was approved: kept on its installation state once a milestone is marked,
 * else the time it entered 'aprovada' while it is there; null otherwise.
 */
export function approvalInstantOf(proposal: Pick<ProposalWithInstallation, 'status' | 'status_desde' | 'created_at' | 'instalacao'>): Millis | null {
  if (proposal.instalacao) return proposal.instalacao.aprovada_em;
  return proposal.status === 'aprovada' ? statusSince(proposal) : null;
}

/** The São Paulo day of an instant (the approval's, today's). */
export const dayOf = (instant: Millis): string => saoPauloDayKey(instant);

/** The calendar's rule from the approval day: approval + (grace + 1) months with a saved simulation, else approval + 30 days. */
export function firstInstallmentDate(approvalDay: string, simulacao: Pick<SavedSimulation, 'carencia_meses'> | null | undefined): string {
  const day = epochDay(approvalDay);
  const grace = simulacao?.carencia_meses;
  if (typeof grace === 'number' && Number.isInteger(grace) && grace >= 0) return isoOfEpochDay(day + daysAfterMonths(day, grace + 1));
  return isoOfEpochDay(day + daysWithoutSimulation);
}

type SimulationDates = Pick<SavedSimulation, 'carencia_meses' | 'primeiro_vencimento'>;

/**
 * The customer's first installment, the one date both the 'Proposta' and the 'Instalação' tabs
 * show: the saved simulation's when it falls after the approval day (or nothing is approved yet),
 * else the calendar's rule from the approval day; null with neither.
 */
export function firstInstallmentOf(simulacao: SimulationDates | null | undefined, approvalDay: string): string;
export function firstInstallmentOf(simulacao: SimulationDates | null | undefined, approvalDay: string | null): string | null;
export function firstInstallmentOf(simulacao: SimulationDates | null | undefined, approvalDay: string | null): string | null {
  const saved = typeof simulacao?.primeiro_vencimento === 'string' && parseIsoDate(simulacao.primeiro_vencimento) ? simulacao.primeiro_vencimento : null;
  if (approvalDay === null) return saved;
  return saved !== null && saved > approvalDay ? saved : firstInstallmentDate(approvalDay, simulacao);
}

/** A proposal's first installment (firstInstallmentOf with its simulation and approval day). */
export function proposalFirstInstallment(proposal: Pick<ProposalWithInstallation, 'status' | 'status_desde' | 'created_at' | 'instalacao' | 'simulacao'>): string | null {
  const approvedAt = approvalInstantOf(proposal);
  return firstInstallmentOf(proposal.simulacao, approvedAt === null ? null : dayOf(approvedAt));
}

/**
 * Each milestone's target: `days` business days before the first installment, never before the
 * approval day (a window too short for the settings makes the early milestones due at once, not
 * late before anyone could act).
 */
export function milestoneTargets(approvalDay: string, firstInstallment: string, days: TargetDays): Record<MilestoneId, string> {
  return Object.fromEntries(
    milestoneIds.map((id) => {
      const target = addBusinessDays(firstInstallment, -days[id]);
      return [id, target < approvalDay ? approvalDay : target];
    }),
  ) as Record<MilestoneId, string>;
}

export interface InstallationSchedule {
  aprovacao: string;
  primeiraParcela: string;
  metas: Record<MilestoneId, string>;
}

/** A proposal's installation dates, or null unless it is approved or finalised after approval. */
export function installationSchedule(proposal: ProposalWithInstallation, days: TargetDays): InstallationSchedule | null {
  if (proposal.status !== 'aprovada' && proposal.status !== 'finalizada') return null;
  const approvedAt = approvalInstantOf(proposal);
  if (approvedAt === null) return null;
  const aprovacao = dayOf(approvedAt);
  const primeiraParcela = firstInstallmentOf(proposal.simulacao, aprovacao);
  return { aprovacao, primeiraParcela, metas: milestoneTargets(aprovacao, primeiraParcela, days) };
}

/**
 * The milestones not marked whose target day has passed (`today` in São Paulo, YYYY-MM-DD): due
 * on the target day, late from the next one, as the status clocks' "lasted more than".
 */
export function lateMilestones(state: Pick<InstallationState, 'marcos'> | null | undefined, targets: Record<MilestoneId, string>, today: string): MilestoneId[] {
  return milestoneIds.filter((id) => !markOf(state, id) && today > targets[id]);
}

export type MilestoneStanding = 'concluido' | 'concluido_com_atraso' | 'atrasado' | 'no_prazo';

/** The São Paulo day a mark was recorded (the server's clock), the day its lateness is judged by. */
export const markedDayOf = (mark: Pick<MilestoneMark, 'marcado_em'>): string => dayOf(mark.marcado_em);

/** One milestone against its target: done (marked on time or after it), late, or still on time. */
export function milestoneStanding(state: Pick<InstallationState, 'marcos'> | null | undefined, id: MilestoneId, target: string, today: string): MilestoneStanding {
  const mark = markOf(state, id);
  if (mark) return markedDayOf(mark) > target ? 'concluido_com_atraso' : 'concluido';
  return today > target ? 'atrasado' : 'no_prazo';
}

/**
 * The day the proposal's next open milestone is due, while the proposal is approved; null once
 * every milestone is marked or when it is not approved. Stored as propostas/{id}.instalacao_meta
 * (YYYY-MM-DD: a range query compares it as text, in date order) so the late installations are
 * counted and listed by a query, not found by reading every approved proposal.
 */
export function installationDeadline(proposal: ProposalWithInstallation, days: TargetDays): string | null {
  if (proposal.status !== 'aprovada') return null;
  const schedule = installationSchedule(proposal, days);
  const next = nextMilestone(proposal.instalacao);
  return schedule && next ? schedule.metas[next.id] : null;
}

export type InstallationDeadlinePatch = { instalacao_meta?: string | null; instalacao_dias?: TargetDays };

/**
 * The write that brings the derived fields in step (null: already are), as the trigger and the
 * demo's store apply it: pins `settings` (the stored targets, read only when needsPinnedTargets)
 * on a newly approved proposal, and keeps `instalacao_meta` on the pinned targets.
 */
export function installationDeadlinePatch(after: ProposalWithInstallation | null, settings: TargetDays = defaultTargetDays): InstallationDeadlinePatch | null {
  if (!after) return null;
  const pinned = needsPinnedTargets(after) ? settings : null;
  const meta = installationDeadline(after, pinned ?? proposalTargetDays(after));
  const patch: InstallationDeadlinePatch = {};
  if (pinned) patch.instalacao_dias = pinned;
  if ((after.instalacao_meta ?? null) !== meta) patch.instalacao_meta = meta;
  return Object.keys(patch).length > 0 ? patch : null;
}

/** Whether an approved proposal's installation is late on `today` (São Paulo, YYYY-MM-DD): its next milestone's day has passed. */
export function isInstallationLate(proposal: Pick<ProposalWithInstallation, 'status' | 'instalacao_meta'>, today: string): boolean {
  return proposal.status === 'aprovada' && typeof proposal.instalacao_meta === 'string' && proposal.instalacao_meta < today;
}
