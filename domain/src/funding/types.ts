/**
 * Funding by milestone (issue 48): the financed amount reaches the integrator in tranches, each
 * released by an installation milestone, checked by an admin and paid. The shapes every module
 * shares; the logic is in plan.ts (plans), ledger.ts (the fold), transitions.ts (events and
 * commands), append.ts (what one append writes) and totals.ts (the counters).
 *
 * A tranche's life: bloqueada → liberada (its milestone marked; the clock starts) → em_verificacao
 * (an admin opened its evidence) → aprovada (accepted) → paga. From em_verificacao an admin may
 * refuse ('recusada', with a reason); the integrator answers with new evidence ('reenviada'), and
 * the tranche is em_verificacao again with a fresh clock. An undone milestone blocks its unpaid
 * tranche again. A rejection of the proposal reverses every unpaid tranche ('estornada') and claws
 * back every paid one ('clawback': the money is now owed back).
 */
import type { MilestoneId } from '../installation/milestones';
import type { Millis, StoredDocument } from '../model';
import type { CreditLineId } from '../credit/lines';

/** A calendar date, 'YYYY-MM-DD' (a string: only numbers in *_em fields become Timestamps). */
export type IsoDate = string;

// --- Plans -------------------------------------------------------------------

/** One tranche of a plan: the share of the financed amount its milestone releases. */
export interface PlanTranche {
  marco: MilestoneId;
  /** Basis points of the financed amount (3000 is 30 %); a plan's tranches sum to 10 000. */
  percentual_bps: number;
}

/** One version of a line's plan, and who set it when. */
export interface FundingPlanValue {
  /** In milestone order, each milestone at most once, 1 to 5 tranches summing to 100 %. */
  parcelas: PlanTranche[];
  /** 1 for the first value, one more at each change (0: the domain's default, never stored). */
  versao: number;
  updated_by: string;
  updated_at: Millis;
}

/** repasse_planos/{lineId}: the line's current plan and the one it replaced. */
export interface FundingPlan extends FundingPlanValue {
  id: CreditLineId;
  anterior: FundingPlanValue | null;
}

/** config/repasses: the clock on the money (admin, Configurações). */
export interface FundingSettings {
  /** Business days from 'liberada' to 'paga' (national holidays skipped); default 2. */
  prazo_dias_uteis: number;
  updated_by?: string;
  updated_at?: Millis;
}

// --- The ledger --------------------------------------------------------------

export const trancheSituations = ['bloqueada', 'liberada', 'em_verificacao', 'recusada', 'aprovada', 'paga', 'estornada', 'clawback'] as const;
export type TrancheSituation = (typeof trancheSituations)[number];

/** The situations where the money is owed and the clock runs (late past `prazo`). */
export const clockedSituations = ['liberada', 'em_verificacao', 'aprovada'] as const satisfies readonly TrancheSituation[];
/** The situations the admin's 'Repasses' queue works on. */
export const queueSituations = ['liberada', 'em_verificacao', 'recusada', 'aprovada'] as const satisfies readonly TrancheSituation[];

export const fundingEntryTypes = ['plano', 'liberada', 'em_verificacao', 'recusada', 'reenviada', 'aprovada', 'paga', 'bloqueada', 'estornada', 'clawback'] as const;
export type FundingEntryType = (typeof fundingEntryTypes)[number];

export const fundingPayoutMethods = ['pix', 'transferencia'] as const;
export type FundingPayoutMethod = (typeof fundingPayoutMethods)[number];

interface FundingEntryBase {
  /** `${proposta_id}:${ciclo}:${seq}` (fundingEntryId): deterministic, so a replay collides. */
  id: string;
  proposta_id: string;
  integrador_id: string;
  /** 1 for the first approval, one more for each approval after a rejection. */
  ciclo: number;
  /** 0 for the cycle's 'plano', then 1, 2, … in the order the entries were appended. */
  seq: number;
  /** The admin's or member's uid, or 'sistema' (triggers). */
  registrado_por: string;
  registrado_em: Millis;
}

/** Opens a cycle at approval: the line's plan pinned, every tranche 'bloqueada'. */
export interface PlanEntry extends FundingEntryBase {
  tipo: 'plano';
  linha: string;
  /** The plan's version (0: the domain's default plan). */
  plano_versao: number;
  financiado_centavos: number;
  /** The plan split into centavos (splitTranches): the amounts sum to financiado_centavos. */
  parcelas: (PlanTranche & { valor_centavos: number })[];
  aprovada_em: Millis;
  cliente_nome: string | null;
  nome_empresa: string | null;
  /** The member who sent the proposal (its criado_por), null before teams. */
  criado_por: string | null;
}

/** Every later entry acts on one tranche, numbered from 1 in plan order. */
interface TrancheEntryBase extends FundingEntryBase {
  parcela: number;
  valor_centavos: number;
}

/** Its milestone was marked: released, the clock set. */
export interface ReleasedEntry extends TrancheEntryBase {
  tipo: 'liberada';
  /** The milestone's declared day. */
  data_liberacao: IsoDate;
  /** data_liberacao (or the mark's day, if later) + the settings' business days. */
  prazo: IsoDate;
}

/** An admin opened the evidence to check it. */
export interface VerifyingEntry extends TrancheEntryBase {
  tipo: 'em_verificacao';
}

/** An admin refused the evidence, with the reason the integrator answers. */
export interface RefusedEntry extends TrancheEntryBase {
  tipo: 'recusada';
  motivo: string;
}

/** The integrator sent new evidence after a refusal: checked again, with a fresh clock. */
export interface ResubmittedEntry extends TrancheEntryBase {
  tipo: 'reenviada';
  arquivos: StoredDocument[];
  prazo: IsoDate;
}

/** An admin accepted the evidence: to be paid. */
export interface AcceptedEntry extends TrancheEntryBase {
  tipo: 'aprovada';
}

export interface TranchePayoutEntry extends TrancheEntryBase {
  tipo: 'paga';
  data_pagamento: IsoDate;
  forma: FundingPayoutMethod;
  /** The PIX end-to-end id, or the bank's reference of the transfer. */
  referencia: string;
}

/** The milestone was undone before the payout: blocked again (the clock cleared). */
export interface ReblockedEntry extends TrancheEntryBase {
  tipo: 'bloqueada';
  motivo: string | null;
}

/** The proposal was rejected before this tranche was paid: it will never be. */
export interface TrancheReversalEntry extends TrancheEntryBase {
  tipo: 'estornada';
  de: TrancheSituation;
  motivo: string | null;
}

/** The proposal was rejected after this tranche was paid: owed back. */
export interface TrancheClawbackEntry extends TrancheEntryBase {
  tipo: 'clawback';
  motivo: string;
}

export type TrancheEntry =
  | ReleasedEntry | VerifyingEntry | RefusedEntry | ResubmittedEntry | AcceptedEntry | TranchePayoutEntry
  | ReblockedEntry | TrancheReversalEntry | TrancheClawbackEntry;
export type FundingEntry = PlanEntry | TrancheEntry;

// --- The fold ----------------------------------------------------------------

/** One tranche as its entries leave it. */
export interface Tranche {
  /** 1-based, in plan order. */
  parcela: number;
  marco: MilestoneId;
  percentual_bps: number;
  valor_centavos: number;
  situacao: TrancheSituation;
  data_liberacao: IsoDate | null;
  /** The day it is late after, while its situation is clocked; null otherwise. */
  prazo: IsoDate | null;
  /** The admin who opened the check (em_verificacao), kept after. */
  verificado_por: string | null;
  /** The last refusal's reason, kept after a resubmission (the history has every one). */
  motivo_recusa: string | null;
  /** The evidence sent after the last refusal; empty until then (the milestone's own files are on the proposal). */
  arquivos_reenviados: StoredDocument[];
  data_pagamento: IsoDate | null;
  forma: FundingPayoutMethod | null;
  referencia: string | null;
  /** The reversal's or the clawback's reason. */
  motivo_encerramento: string | null;
  /** The registrado_em of its last entry. */
  atualizada_em: Millis;
}

/** A proposal's funding in one cycle: its entries folded. */
export interface FundingCycle {
  proposta_id: string;
  integrador_id: string;
  ciclo: number;
  /** The number of entries folded (the next entry's seq). */
  seq: number;
  linha: string;
  plano_versao: number;
  financiado_centavos: number;
  aprovada_em: Millis;
  cliente_nome: string | null;
  nome_empresa: string | null;
  criado_por: string | null;
  parcelas: Tranche[];
}

// --- Stored, folded ----------------------------------------------------------

/** repasses/{proposalId}: the current cycle (the 'Financeiro' rows, the proposal's tab). */
export type StoredFunding = FundingCycle & {
  id: string;
  /** The first tranche neither paid nor closed (its number), null when none is left. */
  proxima: number | null;
  atualizado_em: Millis;
};

/** repasse_parcelas/{proposalId}_{n}: one tranche of the current cycle (the admin's queue). */
export type StoredTranche = Tranche & {
  id: string;
  proposta_id: string;
  integrador_id: string;
  ciclo: number;
  linha: string;
  cliente_nome: string | null;
  nome_empresa: string | null;
  aprovada_em: Millis;
  atualizado_em: Millis;
};

/**
 * propostas/{id}.repasse: the tranches' states without amounts, for everyone who sees the
 * proposal (a vendedor sees its proposals' states, not the company's money).
 */
export interface ProposalFundingSummary {
  ciclo: number;
  parcelas: { parcela: number; marco: MilestoneId; situacao: TrancheSituation; prazo: IsoDate | null }[];
  /** The earliest `prazo` of a clocked tranche (late when before today); null when none runs. */
  prazo: IsoDate | null;
}

// --- Counters ----------------------------------------------------------------

/** stats_repasses/{integratorId} and stats/repasses: moved by every append, in the same transaction. */
export interface FundingCounters {
  bloqueado_centavos: number;
  /** Clocked tranches by their prazo: centavos and how many ('atrasado' is what is before today, split when read). */
  em_andamento_centavos_por_prazo: Record<IsoDate, number>;
  em_andamento_qtd_por_prazo: Record<IsoDate, number>;
  /** Refused, awaiting the integrator's new evidence (no clock). */
  recusado_centavos: number;
  /** Every payout, never decreased (a clawback does not unpay it). */
  pago_centavos: number;
  /** 'YYYY-MM' of data_pagamento -> centavos paid that month. */
  pago_por_mes: Record<string, number>;
  /** Paid, then clawed back. */
  a_recuperar_centavos: number;
  /** How many tranches sit in each situation. */
  qtd_por_situacao: Partial<Record<TrancheSituation, number>>;
}

/** The counters read on a day. */
export interface FundingTotals {
  bloqueado: number;
  /** Clocked and within its prazo. */
  em_andamento: number;
  /** Clocked and past its prazo. */
  atrasado: number;
  atrasadas_qtd: number;
  recusado: number;
  pago: number;
  a_recuperar: number;
}

/** propostas/{id}/historico: a funding entry as the proposal's history shows it (de === para). */
export interface FundingStep {
  tipo: FundingEntryType;
  /** The tranche's number; 0 for the cycle's plan. */
  parcela: number;
  marco: MilestoneId | null;
  /** No amount: a vendedor reads its proposals' history, not the company's money. */
  motivo: string | null;
}
