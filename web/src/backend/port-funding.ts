/**
 * Funding by milestone (issue 48) as the screens ask for it: the plans per line, the clock's
 * setting, the counters (one document whatever the number of tranches), the company's fundings
 * and the admin's queue of tranches in windows, and the commands through callables.
 */
import type { CreditLineId } from '@solarcred/domain/credit/lines';
import type { FundingPlanInput, FundingSettingsInput } from '@solarcred/domain/funding/plan';
import type { TrancheCommandInput, TranchePayoutBatchInput, TrancheRefusalInput, TrancheResubmitInput } from '@solarcred/domain/funding/transitions';
import type {
  FundingCounters, FundingEntry, FundingPlan, FundingSettings, StoredFunding, StoredTranche, TrancheSituation,
} from '@solarcred/domain/funding/types';
import type { Proposal } from '@solarcred/domain/model';
import type { Live } from './port';

export interface TrancheQueueFilter {
  situacao: TrancheSituation;
  /** Only tranches whose prazo is before today (late); the earliest prazo first either way. */
  atrasadas: boolean;
  integradorId: string | null;
  linha: CreditLineId | null;
}

export interface FundingPort {
  /** repasse_planos, live: admins and approved titulares/gestores (a line without one uses defaultFundingPlan). */
  plans: Live<FundingPlan[]>;
  /** Admins: the updateFundingPlan callable (a stale versao is refused). */
  updatePlan(input: FundingPlanInput): Promise<void>;
  /** config/repasses, live (null until the admin saves it: the default applies). */
  settings: Live<FundingSettings | null>;
  /** Admins: writes config/repasses (the rules check the bounds). */
  saveSettings(input: FundingSettingsInput): Promise<void>;
  /** The counters: a company's own (stats_repasses/{companyId}, titular and gestor), or everyone's for an admin (null). */
  counters(companyId: string | null): Live<FundingCounters | null>;
  /** A company's fundings (repasses), the newest approval first, at most `limit` (titular, gestor, admin). */
  fundingsOf(companyId: string, limit: number): Live<StoredFunding[]>;
  /** One proposal's funding (repasses/{id}); null before approval or for a vendedor (no access). */
  funding(propostaId: string): Live<StoredFunding | null>;
  /**
   * A vendedor's own approved or finalised proposals, the latest status change first, at most
   * `limit`: their `repasse` summary carries the tranches' states without amounts.
   */
  sellerProposals(companyId: string, sellerUid: string, limit: number): Live<Proposal[]>;
  /** Admins: the queue, one situation at a time, the earliest prazo first (late ones lead), at most `limit`. */
  queue(filter: TrancheQueueFilter, limit: number): Live<StoredTranche[]>;
  /** A company's ledger entries registered in a São Paulo month ('YYYY-MM'), for the statement's export. */
  monthEntries(companyId: string, month: string): Promise<FundingEntry[]>;
  /** Admins: opens the check of a released tranche (liberada -> em_verificacao). */
  startVerification(input: TrancheCommandInput): Promise<void>;
  /** Admins: accepts the evidence (em_verificacao -> aprovada). */
  accept(input: TrancheCommandInput): Promise<void>;
  /** Admins: refuses it with a reason (em_verificacao -> recusada). */
  refuse(input: TrancheRefusalInput): Promise<void>;
  /** The company's titular or gestor, or the vendedor who sent it: new evidence after a refusal (already uploaded). */
  resubmit(input: TrancheResubmitInput): Promise<void>;
  /** Admins: up to 50 payouts, all or none; each refusal names its proposal. */
  pay(input: TranchePayoutBatchInput): Promise<void>;
}
