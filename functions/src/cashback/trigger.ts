/**
 * onProposalCashback (issue 27): a proposal entering 'aprovada' opens a cashback cycle ('prevista',
 * the line's current rate × the financed amount, the rate's version recorded); entering 'reprovada'
 * reverses an unpaid one ('estornada') or claws back a paid one. Event triggers run at least once:
 * the domain returns null for a replay or a late delivery, and an entry's id exists only once.
 */
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { appliedRateOf } from '@solarcred/domain/cashback/cashback-rates';
import { cashbackBasisOf, cashbackEventOf, onApproval, onRejection } from '@solarcred/domain/cashback/transitions';
import { product } from '@solarcred/domain/config';
import { cashbackRates } from '@solarcred/domain/data/cashback';
import { proposalDocumentPattern } from '@solarcred/domain/data/proposals';
import { readDocument } from '@solarcred/domain/data/timestamps';
import type { Proposal } from '@solarcred/domain/model';
import { adminFirestore } from '../app';
import { typedDoc } from '../firestore-data';
import { appendEntries, readLedger } from './append';

/** Applies one proposal write's cashback event; answers how many entries were written (0 or 1). */
export async function applyCashbackEvent(db: Firestore, before: Proposal | null, after: Proposal | null): Promise<number> {
  const event = cashbackEventOf(before, after);
  if (!event || !after) return 0;
  return db.runTransaction(async (tx) => {
    const ledger = await readLedger(tx, db, after.id);
    let entry;
    if (event.tipo === 'aprovacao') {
      const { linha, baseCentavos } = cashbackBasisOf(after);
      const rate = (await tx.get(typedDoc(db, cashbackRates, linha))).data() ?? null;
      entry = onApproval(ledger, { propostaId: after.id, integradorId: after.integrador_id, aprovadaEm: event.em, linha, baseCentavos, clienteNome: after.cliente_nome, nomeEmpresa: after.integrador.nome_empresa }, appliedRateOf(rate));
    } else {
      entry = onRejection(ledger, { propostaId: after.id, reprovadaEm: event.em, motivo: event.motivo });
    }
    if (!entry) return 0;
    return appendEntries(tx, db, new Map([[after.id, ledger]]), [entry], Date.now());
  });
}

export const onProposalCashback = onDocumentWritten({ document: proposalDocumentPattern, region: product.region, retry: true }, async (event) => {
  const read = (snapshot: DocumentSnapshot | undefined) => (snapshot?.exists ? readDocument<Proposal>(snapshot.id, snapshot.data() ?? {}) : null);
  const written = await applyCashbackEvent(adminFirestore(), read(event.data?.before), read(event.data?.after));
  if (written > 0) logger.info('cashback: ledger entry written', { document: event.document });
});
