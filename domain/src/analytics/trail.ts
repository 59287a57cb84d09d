/**
 * propostas/{id}.trilha: each status move stamps when a step was first reached and adds the
 * business hours spent in the status it leaves. The analytics count a proposal from its stored
 * state alone (so a recount equals the triggers' sum); documents from before the trail infer the
 * steps their current status implies.
 */
import { businessHoursBetween } from '../business-hours';
import type { Millis, Proposal } from '../model';
import type { ProposalStatus } from '../options';
import { normalizeProposalStatus } from '../proposal-status';
import { statusSince } from '../sla';
import { funnelStages, trailStages, type FunnelStage, type ProposalTrail, type TrailStage } from './types';

export type TrailedProposal = Pick<Proposal, 'status' | 'created_at'> &
  Partial<Pick<Proposal, 'status_desde' | 'contrato'>> & { trilha?: ProposalTrail | null | undefined };

const isTrailStage = (status: string): status is TrailStage => (trailStages as readonly string[]).includes(status);

/** Hours rounded to the hundredth, so stored sums stay short and exact enough. */
const hundredths = (hours: number) => Math.round(hours * 100) / 100;

/** The statuses of the review itself: entering any of them reaches the funnel's 'em análise'. */
const reviewStatuses: readonly string[] = ['em_analise', 'pendente_correcao', 'corrigida_usuario'];

/** The trail after moving `current` to `status` at `now`. */
export function nextTrail(current: TrailedProposal, status: ProposalStatus, now: Millis): ProposalTrail {
  const trail = current.trilha ?? inferredTrail(current);
  const left = normalizeProposalStatus(current.status);
  const stay = businessHoursBetween(statusSince(current), now);
  const etapas = { ...trail.etapas };
  if (isTrailStage(status) && etapas[status] === undefined) etapas[status] = now;
  // Asking for corrections is reviewing: the review step, once reached, stays reached (a refusal after it included).
  if (reviewStatuses.includes(status) && etapas.em_analise === undefined) etapas.em_analise = now;
  return {
    etapas,
    horas_status: { ...trail.horas_status, [left]: hundredths((trail.horas_status[left] ?? 0) + stay) },
  };
}

const afterReview: readonly string[] = ['em_analise', 'pendente_correcao', 'corrigida_usuario', 'aprovada', 'finalizada'];
const afterApproval: readonly string[] = ['aprovada', 'finalizada'];

/**
 * The steps a proposal from before the trail has reached, as its status implies them, dated when
 * it entered that status (the one instant it keeps): its first move starts the trail from these,
 * so an old approval keeps its month (and the funnel its steps) once the proposal moves on.
 */
function inferredTrail(proposal: TrailedProposal): ProposalTrail {
  const status = normalizeProposalStatus(proposal.status);
  const since = statusSince(proposal);
  const etapas: ProposalTrail['etapas'] = {};
  if (afterReview.includes(status)) etapas.em_analise = since;
  if (afterApproval.includes(status)) etapas.aprovada = since;
  if (status === 'reprovada') etapas.reprovada = since;
  if (status === 'finalizada') etapas.finalizada = since;
  return { etapas, horas_status: {} };
}

/** When the proposal was first approved, or null. Before the trail: its status_desde when approved now. */
export function approvedAt(proposal: TrailedProposal): Millis | null {
  const stamped = proposal.trilha?.etapas.aprovada;
  if (stamped !== undefined) return stamped;
  return afterApproval.includes(normalizeProposalStatus(proposal.status)) ? statusSince(proposal) : null;
}

/** When the proposal was first refused, or null. */
export function refusedAt(proposal: TrailedProposal): Millis | null {
  const stamped = proposal.trilha?.etapas.reprovada;
  if (stamped !== undefined) return stamped;
  return normalizeProposalStatus(proposal.status) === 'reprovada' ? statusSince(proposal) : null;
}

/** The funnel's steps the proposal has reached (a later step implies the earlier ones). */
export function stagesReached(proposal: TrailedProposal): Set<FunnelStage> {
  const status = normalizeProposalStatus(proposal.status);
  const etapas = proposal.trilha?.etapas ?? {};
  const furthest = [
    true,
    etapas.em_analise !== undefined || afterReview.includes(status),
    approvedAt(proposal) !== null,
    proposal.contrato?.estado === 'assinado',
    etapas.finalizada !== undefined || status === 'finalizada',
  ].lastIndexOf(true);
  return new Set(funnelStages.slice(0, furthest + 1));
}

/** Business hours from sending to the first decision (approval or refusal), or null while undecided. */
export function decisionHours(proposal: TrailedProposal): number | null {
  const decided = [approvedAt(proposal), refusedAt(proposal)].filter((at) => at !== null);
  if (decided.length === 0) return null;
  return businessHoursBetween(proposal.created_at, Math.min(...decided));
}
