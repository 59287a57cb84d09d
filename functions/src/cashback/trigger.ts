/**
 * onProposalCashback (issue 27): a proposal entering 'aprovada' opens a cashback cycle ('prevista',
 * the line's current rate × the financed amount, the rate's version recorded); entering 'reprovada'
 * reverses an unpaid one ('estornada') or claws back a paid one. Event triggers run at least once:
 * the domain returns null for a replay or a late delivery, and an entry's id exists only once.
 */
import { logger } from 'firebase-functions';
import type { Change } from 'firebase-functions';
import type { FirestoreEvent } from 'firebase-functions/v2/firestore';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { appliedRateOf } from '@solarcred/domain/cashback/cashback-rates';
import { cashbackBasisOf, cashbackEventOf, onApproval, onRejection } from '@solarcred/domain/cashback/transitions';
import { cashbackCycles, cashbackRates } from '@solarcred/domain/data/cashback';
import { readDocument } from '@solarcred/domain/data/timestamps';
import type { Proposal } from '@solarcred/domain/model';
import { adminFirestore } from '../app';
import { typedDoc } from '../firestore-data';
import { appendEntries, readLedger } from './append';

/** The names the cashback shows, as the proposal has them (older documents may lack the company's). */
const namesOf = (proposal: Proposal) => ({ clienteNome: proposal.cliente_nome, nomeEmpresa: (proposal.integrador as Proposal['integrador'] | undefined)?.nome_empresa });

/**
 * Applies one proposal write's cashback event; answers how many entries were written (0 or 1).
 * Most events write nothing (a line without cashback, a rejection without any): those are told
 * by one read outside the transaction, so only a write that may happen takes its locks.
 */
export async function applyCashbackEvent(db: Firestore, before: Proposal | null, after: Proposal | null): Promise<number> {
  const event = cashbackEventOf(before, after);
  if (!event || !after) return 0;
  const { linha, baseCentavos } = cashbackBasisOf(after);
  const rateRef = typedDoc(db, cashbackRates, linha);
  if (event.tipo === 'aprovacao' ? !appliedRateOf((await rateRef.get()).data() ?? null)?.valor : !(await typedDoc(db, cashbackCycles, after.id).get()).exists) return 0;
  return db.runTransaction(async (tx) => {
    const ledger = await readLedger(tx, db, after.id);
    const entry =
      event.tipo === 'aprovacao'
        ? onApproval(ledger, { propostaId: after.id, integradorId: after.integrador_id, aprovadaEm: event.em, linha, baseCentavos, ...namesOf(after) }, appliedRateOf((await tx.get(rateRef)).data() ?? null))
        : onRejection(ledger, { propostaId: after.id, reprovadaEm: event.em, motivo: event.motivo });
    if (!entry) return 0;
    return appendEntries(tx, db, new Map([[after.id, ledger]]), [entry], Date.now());
  });
}

/** propostas/{id} written (declared in index.ts). */
export async function onProposalCashback(event: FirestoreEvent<Change<DocumentSnapshot> | undefined>): Promise<void> {
  const read = (snapshot: DocumentSnapshot | undefined) => (snapshot?.exists ? readDocument<Proposal>(snapshot.id, snapshot.data() ?? {}) : null);
  const written = await applyCashbackEvent(adminFirestore(), read(event.data?.before), read(event.data?.after));
  if (written > 0) logger.info('cashback: ledger entry written', { document: event.document });
}
