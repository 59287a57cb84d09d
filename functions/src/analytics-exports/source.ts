/**
 * An export's selection read from Firestore a page at a time (issue 50): proposals by created_at
 * within the filter's São Paulo months, with the line, state and company equalities that apply;
 * the ledgers by registrado_em, optionally one company's; the integrators by created_at, or the
 * one company filtered. Queries of 10,000 documents are streamed (each starting after the previous
 * one's last document: its time, then its id) and handed on in pages of 1,000, so the reads are the
 * rows written and memory holds a page or two.
 */
import { Timestamp, type DocumentData, type Firestore, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { exportSources } from '@solarcred/domain/analytics/export/data';
import { integrators } from '@solarcred/domain/data/integrators';
import { selectionOf, timeFieldOf } from '@solarcred/domain/analytics/export/rows';
import type { ExportKind } from '@solarcred/domain/analytics/export/types';
import type { AnalyticsFilter } from '@solarcred/domain/analytics/types';
import { typedCollection, typedDoc } from '../firestore-data';

export const exportPageSize = 1000;

/** The query of a kind's selection, in its time field's order (Firestore then orders by id). */
export function selectionQuery(db: Firestore, tipo: ExportKind, filtro: AnalyticsFilter): Query<unknown, DocumentData> {
  const selection = selectionOf(tipo, filtro);
  const field = timeFieldOf[tipo];
  let query: Query<unknown, DocumentData> = typedCollection(db, exportSources[tipo]);
  if (selection.linha !== null) query = query.where('linha_credito', '==', selection.linha);
  if (selection.uf !== null) query = query.where('projeto_estado', '==', selection.uf);
  if (selection.integrador_id !== null && tipo !== 'integradores') query = query.where('integrador_id', '==', selection.integrador_id);
  if (selection.period) query = query.where(field, '>=', Timestamp.fromMillis(selection.start)).where(field, '<', Timestamp.fromMillis(selection.end));
  return query.orderBy(field);
}

/**
 * How many documents one query streams before the next starts after its last: the writer still
 * gets pages of 1,000, but each query is a short stream rather than one page (the emulator scans
 * the collection per query: 100 queries of 1,000 took 70 s for 100,000 rows, 10 of 10,000 a
 * fraction of it), and no single stream lasts long enough to meet a deadline.
 */
export const exportQueryRows = 10_000;

export async function* exportPages(db: Firestore, tipo: ExportKind, filtro: AnalyticsFilter, pageSize = exportPageSize, queryRows = exportQueryRows): AsyncGenerator<unknown[]> {
  if (tipo === 'integradores' && filtro.integrador_id !== null) {
    const one = await typedDoc(db, integrators, filtro.integrador_id).get();
    yield one.exists ? [one.data()] : [];
    return;
  }
  const query = selectionQuery(db, tipo, filtro);
  let last: QueryDocumentSnapshot<unknown, DocumentData> | undefined;
  for (;;) {
    const stream = (last ? query.startAfter(last) : query).limit(queryRows).stream() as AsyncIterable<QueryDocumentSnapshot<unknown, DocumentData>>;
    let streamed = 0;
    let page: unknown[] = [];
    for await (const document of stream) {
      streamed += 1;
      last = document;
      page.push(document.data());
      if (page.length === pageSize) {
        yield page;
        page = [];
      }
    }
    if (page.length > 0) yield page;
    if (streamed < queryRows) return;
  }
}
