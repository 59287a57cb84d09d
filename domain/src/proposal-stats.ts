/**
 * Proposal counters: stats/propostas (every proposal), stats_integradores/{integratorId} (one
 * company's) and stats_integradores/{integratorId}/vendedores/{uid} (one seller's), all the same
 * shape — total, per column, volume in centavos, and per creation month (São Paulo) the columns
 * and the volume. The triggers move them by these deltas; the
 * recount computes them from scratch with the same code.
 */
import { saoPauloDayKey } from './format';
import type { Millis, Proposal, ProposalStats } from './model';
import { proposalStatuses } from './options';
import { normalizeProposalStatus } from './proposal-status';
import { senderOf } from './team/member';

export type CountedProposal = Pick<Proposal, 'status' | 'valor_proposta' | 'created_at'>;
/** A proposal as the per-company and per-seller counters see it (criado_por: absent before teams). */
export type CountedOwnedProposal = CountedProposal & Pick<Proposal, 'integrador_id' | 'criado_por'>;

/** What one write changes: every map holds non-zero increments only. */
export type ProposalStatsDelta = ProposalStats;

/** The São Paulo calendar month of an instant as 'YYYY-MM' (the key of `por_mes`). */
export function saoPauloMonthKey(ms: Millis): string {
  return saoPauloDayKey(ms).slice(0, 7);
}

/** Zero counters with one entry per column. */
export function emptyProposalStats(): ProposalStats {
  return {
    total: 0,
    por_status: Object.fromEntries(proposalStatuses.map((s) => [s, 0])),
    volume_centavos: 0,
    por_mes: {},
    volume_por_mes: {},
  };
}

function emptyDelta(): ProposalStatsDelta {
  return { total: 0, por_status: {}, volume_centavos: 0, por_mes: {}, volume_por_mes: {} };
}

/** Adds `amount` to `map[key]`; the entry goes away when it reaches zero. */
function bump(map: Record<string, number>, key: string, amount: number): void {
  const next = (map[key] ?? 0) + amount;
  if (next === 0) delete map[key];
  else map[key] = next;
}

function contribute(delta: ProposalStatsDelta, proposal: CountedProposal, sign: 1 | -1): void {
  const status = normalizeProposalStatus(proposal.status);
  const month = saoPauloMonthKey(proposal.created_at);
  const volume = sign * (proposal.valor_proposta || 0);
  delta.total += sign;
  bump(delta.por_status, status, sign);
  delta.volume_centavos += volume;
  const inMonth = (delta.por_mes[month] ??= {});
  bump(inMonth, status, sign);
  if (Object.keys(inMonth).length === 0) delete delta.por_mes[month];
  bump(delta.volume_por_mes, month, volume);
}

/** What one write (create: before null; delete: after null) changes in the counters. */
export function proposalStatsDelta(before: CountedProposal | null, after: CountedProposal | null): ProposalStatsDelta {
  const delta = emptyDelta();
  if (before) contribute(delta, before, -1);
  if (after) contribute(delta, after, 1);
  return delta;
}

/** True when the write changes nothing the counters hold (e.g. a new comment count). */
export function isEmptyProposalStatsDelta(delta: ProposalStatsDelta): boolean {
  return (
    delta.total === 0 &&
    delta.volume_centavos === 0 &&
    Object.keys(delta.por_status).length === 0 &&
    Object.keys(delta.por_mes).length === 0 &&
    Object.keys(delta.volume_por_mes).length === 0
  );
}

/** The counters after a delta (a new object). Columns keep their zeros; month entries do not. */
export function applyProposalStatsDelta(stats: ProposalStats, delta: ProposalStatsDelta): ProposalStats {
  const por_status = { ...stats.por_status };
  for (const [status, amount] of Object.entries(delta.por_status)) por_status[status] = (por_status[status] ?? 0) + amount;
  const por_mes = Object.fromEntries(Object.entries(stats.por_mes).map(([month, counts]) => [month, { ...counts }]));
  for (const [month, counts] of Object.entries(delta.por_mes)) {
    const inMonth = (por_mes[month] ??= {});
    for (const [status, amount] of Object.entries(counts)) bump(inMonth, status, amount);
    if (Object.keys(inMonth).length === 0) delete por_mes[month];
  }
  const volume_por_mes = { ...stats.volume_por_mes };
  for (const [month, amount] of Object.entries(delta.volume_por_mes)) bump(volume_por_mes, month, amount);
  return {
    total: stats.total + delta.total,
    por_status,
    volume_centavos: stats.volume_centavos + delta.volume_centavos,
    por_mes,
    volume_por_mes,
  };
}

/** The counters computed from scratch over every proposal. */
export function recountProposalStats(proposals: readonly CountedProposal[]): ProposalStats {
  return proposals.reduce((stats, p) => applyProposalStatsDelta(stats, proposalStatsDelta(null, p)), emptyProposalStats());
}

export interface IntegratorStatsChange {
  integratorId: string;
  delta: ProposalStatsDelta;
}

/** A seller's counters in its company: stats_integradores/{companyId}/vendedores/{sellerUid}. */
export interface SellerScope {
  companyId: string;
  sellerUid: string;
}

export interface SellerStatsChange extends SellerScope {
  delta: ProposalStatsDelta;
}

export interface SellerStats extends SellerScope {
  stats: ProposalStats;
}

/** Which per-scope document a proposal counts in (null: none), and a key telling two scopes apart. */
interface Scoping<Scope> {
  of(proposal: CountedOwnedProposal): Scope | null;
  key(scope: Scope): string;
}

/**
 * What one write changes in the per-scope counters: the scope's document, or (should the scope
 * ever change) the old one's minus and the new one's plus. Empty deltas are left out.
 */
function scopedChanges<Scope>(
  scoping: Scoping<Scope>,
  before: CountedOwnedProposal | null,
  after: CountedOwnedProposal | null,
): { scope: Scope; delta: ProposalStatsDelta }[] {
  const was = before && scoping.of(before);
  const is = after && scoping.of(after);
  const changes =
    was && is && scoping.key(was) === scoping.key(is)
      ? [{ scope: is, delta: proposalStatsDelta(before, after) }]
      : [...(was ? [{ scope: was, delta: proposalStatsDelta(before, null) }] : []), ...(is ? [{ scope: is, delta: proposalStatsDelta(null, after) }] : [])];
  return changes.filter((change) => !isEmptyProposalStatsDelta(change.delta));
}

/** Every scope's counters computed from scratch. */
function recountScoped<Scope>(scoping: Scoping<Scope>, proposals: readonly CountedOwnedProposal[]): { scope: Scope; stats: ProposalStats }[] {
  const byScope = new Map<string, { scope: Scope; proposals: CountedOwnedProposal[] }>();
  for (const proposal of proposals) {
    const scope = scoping.of(proposal);
    if (!scope) continue;
    const key = scoping.key(scope);
    const entry = byScope.get(key) ?? { scope, proposals: [] };
    entry.proposals.push(proposal);
    byScope.set(key, entry);
  }
  return [...byScope.values()].map(({ scope, proposals: scoped }) => ({ scope, stats: recountProposalStats(scoped) }));
}

const byIntegrator: Scoping<string> = {
  of: (proposal) => proposal.integrador_id || null,
  key: (integratorId) => integratorId,
};

/** The seller is `senderOf` the proposal: its criado_por, or the titular (the company) before teams. */
const bySeller: Scoping<SellerScope> = {
  of: (proposal) => {
    const sellerUid = senderOf(proposal);
    return proposal.integrador_id && sellerUid ? { companyId: proposal.integrador_id, sellerUid } : null;
  },
  key: ({ companyId, sellerUid }) => `${companyId}/${sellerUid}`,
};

/**
 * What one write changes in the per-integrator counters: the owner's document, or (should a
 * proposal ever change hands) the old owner's minus and the new owner's plus. Empty deltas and
 * proposals without an owner are left out.
 */
export function integratorProposalStatsChanges(
  before: CountedOwnedProposal | null,
  after: CountedOwnedProposal | null,
): IntegratorStatsChange[] {
  return scopedChanges(byIntegrator, before, after).map(({ scope, delta }) => ({ integratorId: scope, delta }));
}

/** Every integrator's counters computed from scratch, by integrator id. */
export function recountIntegratorProposalStats(proposals: readonly CountedOwnedProposal[]): Record<string, ProposalStats> {
  return Object.fromEntries(recountScoped(byIntegrator, proposals).map(({ scope, stats }) => [scope, stats]));
}

/**
 * What one write changes in the per-seller counters of its company: the seller's document (a
 * proposal's seller never changes; were it to, the old seller's minus and the new one's plus).
 */
export function sellerProposalStatsChanges(before: CountedOwnedProposal | null, after: CountedOwnedProposal | null): SellerStatsChange[] {
  return scopedChanges(bySeller, before, after).map(({ scope, delta }) => ({ ...scope, delta }));
}

/** Every seller's counters in every company, computed from scratch. */
export function recountSellerProposalStats(proposals: readonly CountedOwnedProposal[]): SellerStats[] {
  return recountScoped(bySeller, proposals).map(({ scope, stats }) => ({ ...scope, stats }));
}

const finite = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function numbers(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter(([, count]) => typeof count === 'number' && Number.isFinite(count)));
}

/** Stored counters as the code reads them: missing or malformed fields as zero (documents written before a field existed). */
export function readProposalStats(stored: unknown): ProposalStats {
  const empty = emptyProposalStats();
  if (typeof stored !== 'object' || stored === null) return empty;
  const data = stored as Record<string, unknown>;
  const months = typeof data['por_mes'] === 'object' && data['por_mes'] !== null ? Object.entries(data['por_mes']) : [];
  return {
    total: finite(data['total']),
    por_status: { ...empty.por_status, ...numbers(data['por_status']) },
    volume_centavos: finite(data['volume_centavos']),
    por_mes: Object.fromEntries(months.map(([month, counts]) => [month, numbers(counts)])),
    volume_por_mes: numbers(data['volume_por_mes']),
  };
}
