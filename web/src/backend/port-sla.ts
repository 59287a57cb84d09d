/**
 * Status clocks and SLAs (issue 15): the SLA settings stored once (config/sla), the late count of
 * a board column (an aggregation query, not a read of every card) and the dashboard's oldest late
 * proposals (a bounded query per status).
 */
import type { Proposal } from '@solarcred/domain/model';
import type { ProposalStatus } from '@solarcred/domain/options';
import type { SlaHours, SlaSettings } from '@solarcred/domain/sla';
import type { Live } from './port';
import type { ProposalScope } from '@solarcred/domain/team/scope';

export interface LateCountQuery {
  status: ProposalStatus;
  /** The company's board (a seller's, issue 29), or every company's for the admin. */
  scope: ProposalScope;
  /** Proposals in the status since before this instant are late (lateCutoffs). */
  cutoff: number;
}

export interface SlaPort {
  /** config/sla, live (null until an admin saves it: the board then uses the default). */
  settings: Live<SlaSettings | null>;
  /** Admins only (the rules refuse anyone else). */
  saveSettings(horas: SlaHours): Promise<void>;
  /** How many proposals of one column are late: a count aggregation, one read per 1,000 matches. */
  lateCount(query: LateCountQuery): Promise<number>;
  /** Admins: the `limit` proposals of one status that have been late longest (status_desde ascending). */
  oldestLate(status: ProposalStatus, cutoff: number, limit: number): Live<Proposal[]>;
}
