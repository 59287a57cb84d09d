/** Proposal status rules and the Kanban columns (file 001 section 4). */
import { proposalWizard } from './constants';
import { proposals as proposalsText } from './messages';
import { labelOf, proposalStatusOptions, proposalStatuses, type ProposalStatus } from './options';

/** True for one of the seven column statuses. */
export function isProposalStatus(status: unknown): status is ProposalStatus {
  return typeof status === 'string' && (proposalStatuses as readonly string[]).includes(status);
}

/** The column a proposal sits in: a missing or unknown status reads as 'enviada'. */
export function normalizeProposalStatus(status: string | null | undefined): ProposalStatus {
  return isProposalStatus(status) ? status : 'enviada';
}

/**
 * The pt-BR label of a status. A missing status is 'enviada' (its default); any other value the
 * board does not know reads 'Pendente'.
 */
export function proposalStatusLabel(status: string | null | undefined): string {
  const value = status && status.trim() !== '' ? status : 'enviada';
  return labelOf(proposalStatusOptions, value) ?? proposalsText.fallbackStatusLabel;
}

const underAnalysis: readonly ProposalStatus[] = ['em_analise', 'pendente_correcao', 'corrigida_usuario'];

/** The dashboard's 'under analysis' group: em_analise, pendente_correcao, corrigida_usuario. */
export function isUnderAnalysis(status: string | null | undefined): boolean {
  return underAnalysis.includes(normalizeProposalStatus(status));
}

/** The short ID shown on the detail dialog: last 8 characters, upper-cased. */
export function shortId(id: string): string {
  return id.slice(-8).toUpperCase();
}

export type BoardColumns = Record<ProposalStatus, string[]>;

/** Empty columns, keys in board order. */
export function emptyBoardColumns(): BoardColumns {
  return Object.fromEntries(proposalStatuses.map((s) => [s, [] as string[]])) as BoardColumns;
}

/** Proposal ids per column in board order, keeping the input order inside each column. */
export function boardColumns(proposals: readonly { id: string; status?: string | null }[]): BoardColumns {
  const columns = emptyBoardColumns();
  for (const p of proposals) columns[normalizeProposalStatus(p.status)].push(p.id);
  return columns;
}

/** The wizard footer percentage: step / 4, rounded (step clamped to 0..4). */
export function wizardProgressPercent(step: number): number {
  const clamped = Math.min(Math.max(step, 0), proposalWizard.steps);
  return Math.round((clamped / proposalWizard.steps) * 100);
}

/** The colour palette of each column (badges, chart series), one per status. */
export const proposalStatusColor: Readonly<Record<ProposalStatus, 'blue' | 'yellow' | 'orange' | 'purple' | 'green' | 'red' | 'gray'>> = {
  enviada: 'blue',
  em_analise: 'yellow',
  pendente_correcao: 'orange',
  corrigida_usuario: 'purple',
  aprovada: 'green',
  reprovada: 'red',
  finalizada: 'gray',
};
