/**
 * The analytics counters (issue 50): how a stored proposal reads for the domain's counts
 * (domain/src/analytics/counts.ts), and one event applied to the analytics documents it moves —
 * analise_totais/plataforma, the company's ranking row, the month × line × state cells, the
 * company's cells — in one transaction that also records the event in stats_events (a replayed
 * event finds its record and changes nothing, as the dashboard counters do: ledger.ts) and, when
 * the platform's decision times moved, rewrites analise_publico/decisao from the new totals.
 * The trigger and a recount read proposals with the same function, so both agree.
 */
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { analyticsWrites, applyAnalyticsDelta, readAnalyticsDoc, type AnalyticsWrite, type AnalyzedProposal } from '@solarcred/domain/analytics/counts';
import { platformDecisionMedian } from '@solarcred/domain/analytics/figures';
import type { ProposalTrail } from '@solarcred/domain/analytics/types';
import { analyticsTotals, publicDecisionMedian } from '@solarcred/domain/data/analytics';
import type { DocumentSpec } from '@solarcred/domain/data/collection';
import { timestampsToMillis, toFirestore } from '../firestore-data';
import type { CountedDocument } from './counters';
import { ledgerCollection, ledgerEntry, ledgerId } from './ledger';

const finite = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function numbersOf(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter(([, n]) => finite(n) !== undefined)) as Record<string, number>;
}

/** A stored trail read leniently: only its numeric stamps and hours. */
function trailOf(value: unknown): ProposalTrail | null {
  if (typeof value !== 'object' || value === null) return null;
  const trail = value as Record<string, unknown>;
  return { etapas: numbersOf(trail['etapas']), horas_status: numbersOf(trail['horas_status']) };
}

/**
 * A stored proposal as the analytics count it (null: it does not exist). Timestamps as
 * milliseconds; without created_at it counts when Firestore created it (as the counters do).
 */
export function analyzedProposal(document: CountedDocument | null): AnalyzedProposal | null {
  if (!document) return null;
  const data = timestampsToMillis(document.data) as DocumentData;
  const company = (typeof data['integrador'] === 'object' && data['integrador'] !== null ? data['integrador'] : {}) as Record<string, unknown>;
  const contract = (typeof data['contrato'] === 'object' && data['contrato'] !== null ? data['contrato'] : null) as Record<string, unknown> | null;
  const since = finite(data['status_desde']);
  const pending = finite(data['pendencias_total']);
  const meta = text(data['instalacao_meta']);
  const estado = text(contract?.['estado']);
  const system = finite(data['valor_sistema']);
  const downPayment = finite(data['valor_entrada']);
  const simulation = typeof data['simulacao'] === 'object' && data['simulacao'] !== null ? (data['simulacao'] as Record<string, unknown>) : null;
  const financed = finite(simulation?.['financiado_centavos']);
  return {
    integrador_id: text(data['integrador_id']) ?? '',
    integrador: { nome_empresa: text(company['nome_empresa']) ?? '' },
    status: text(data['status']) ?? '',
    created_at: finite(data['created_at']) ?? document.createTime,
    ...(since !== undefined ? { status_desde: since } : {}),
    valor_proposta: finite(data['valor_proposta']) ?? 0,
    // The financed amount's inputs (financedCentsOf): the simulation's amount, the system's value and the down payment.
    ...(system !== undefined ? { valor_sistema: system } : {}),
    ...(downPayment !== undefined ? { valor_entrada: downPayment } : {}),
    ...(financed !== undefined ? { simulacao: { financiado_centavos: financed } } : {}),
    linha_credito: text(data['linha_credito']) ?? '',
    projeto_estado: text(data['projeto_estado']) ?? '',
    cliente_estado: text(data['cliente_estado']) ?? '',
    ...(pending !== undefined ? { pendencias_total: pending } : {}),
    instalacao_meta: meta ?? null,
    ...(estado ? { contrato: { estado } as AnalyzedProposal['contrato'] } : {}),
    trilha: trailOf(data['trilha']),
  };
}

/** The ledger record of an analytics event: its own id, beside the dashboard counters' record of the same event. */
export const analyticsLedgerId = (eventId: string) => `analise_${ledgerId(eventId)}`;

export interface AnalyticsEvent {
  /** The CloudEvent id: the same for every delivery of one write. */
  id: string;
  /** The written document's path, kept in the ledger for diagnosis. */
  document: string;
  writes: AnalyticsWrite[];
}

const pathOf = (spec: DocumentSpec<unknown>) => spec.collection.docPath(spec.id);

/**
 * Applies the event's deltas to their analytics documents, records the event and, when the
 * platform's decision histogram moved, writes analise_publico/decisao — in one transaction;
 * false (writing nothing) when the event was already applied.
 */
export function recordAnalyticsEvent(db: Firestore, event: AnalyticsEvent, now: () => number = Date.now): Promise<boolean> {
  const refs = event.writes.map((write) => db.doc(pathOf(write.spec)));
  const ledgerRef = db.collection(ledgerCollection).doc(analyticsLedgerId(event.id));
  const totalsPath = pathOf(analyticsTotals);
  const totalsWrite = event.writes.findIndex((write) => pathOf(write.spec) === totalsPath);
  const decisionMoved = totalsWrite !== -1 && (event.writes[totalsWrite]?.delta.counts.decisao.some((count) => count !== 0) ?? false);
  return db.runTransaction(async (tx) => {
    const [ledger, ...stored] = await tx.getAll(ledgerRef, ...refs);
    if (ledger?.exists) return false;
    const next = event.writes.map((write, index) => applyAnalyticsDelta(readAnalyticsDoc(stored[index]?.data()), write.delta));
    next.forEach((value, index) => {
      const ref = refs[index];
      if (ref) tx.set(ref, toFirestore(value));
    });
    const totals = next[totalsWrite];
    if (decisionMoved && totals) {
      tx.set(db.doc(pathOf(publicDecisionMedian)), { mediana_horas: platformDecisionMedian(totals), atualizado_em: Timestamp.fromMillis(now()) });
    }
    tx.create(ledgerRef, ledgerEntry(event.document, now()));
    return true;
  });
}

/** What a write of propostas/{id} moves in the analytics documents (none: nothing to record). */
export const proposalAnalyticsWrites = (before: CountedDocument | null, after: CountedDocument | null) =>
  analyticsWrites(analyzedProposal(before), analyzedProposal(after));
