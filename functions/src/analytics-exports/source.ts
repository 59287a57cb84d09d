/**
 * An export's selection read from Firestore a page at a time (issue 50): proposals by created_at
 * within the filter's São Paulo months, with the line, state and company equalities that apply;
 * the ledgers by registrado_em, optionally one company's; the integrators by created_at, or the
 * one company filtered. Each page starts after the previous page's last document (its time, then
 * its id), so the reads are the rows written, one page ahead at most.
 */
import { Timestamp, type DocumentData, type Firestore, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { selectionOf, timeFieldOf } from '@solarcred/domain/analytics/export/rows';
import type { ExportKind } from '@solarcred/domain/analytics/export/types';
import type { AnalyticsFilter } from '@solarcred/domain/analytics/types';
import { cashbackEntries } from '@solarcred/domain/data/cashback';
import type { CollectionSpec } from '@solarcred/domain/data/collection';
import { fundingEntries } from '@solarcred/domain/data/funding';
import { integrators } from '@solarcred/domain/data/integrators';
import { proposals } from '@solarcred/domain/data/proposals';
import { typedCollection, typedDoc } from '../firestore-data';

const collections: Record<ExportKind, CollectionSpec<unknown>> = {
  propostas: proposals as CollectionSpec<unknown>,
  integradores: integrators as CollectionSpec<unknown>,
  cashback: cashbackEntries as CollectionSpec<unknown>,
  repasses: fundingEntries as CollectionSpec<unknown>,
};

export const exportPageSize = 1000;

/** The query of a kind's selection, in its time field's order (Firestore then orders by id). */
export function selectionQuery(db: Firestore, tipo: ExportKind, filtro: AnalyticsFilter): Query<unknown, DocumentData> {
  const selection = selectionOf(tipo, filtro);
  const field = timeFieldOf[tipo];
  let query: Query<unknown, DocumentData> = typedCollection(db, collections[tipo]);
  if (selection.linha !== null) query = query.where('linha_credito', '==', selection.linha);
  if (selection.uf !== null) query = query.where('projeto_estado', '==', selection.uf);
  if (selection.integrador_id !== null && tipo !== 'integradores') query = query.where('integrador_id', '==', selection.integrador_id);
  if (selection.period) query = query.where(field, '>=', Timestamp.fromMillis(selection.start)).where(field, '<', Timestamp.fromMillis(selection.end));
  return query.orderBy(field);
}

export async function* exportPages(db: Firestore, tipo: ExportKind, filtro: AnalyticsFilter, pageSize = exportPageSize): AsyncGenerator<unknown[]> {
  if (tipo === 'integradores' && filtro.integrador_id !== null) {
    const one = await typedDoc(db, integrators, filtro.integrador_id).get();
    yield one.exists ? [one.data()] : [];
    return;
  }
  const query = selectionQuery(db, tipo, filtro);
  let last: QueryDocumentSnapshot<unknown, DocumentData> | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).limit(pageSize).get();
    if (page.empty) return;
    yield page.docs.map((document) => document.data());
    if (page.size < pageSize) return;
    last = page.docs.at(-1);
  }
}
