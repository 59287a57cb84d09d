/** exportacoes/{id} (issue 50): admins read; only the functions write (startExport creates, the job moves it). */
import { cashbackEntries } from '../../data/cashback';
import { collectionOf, type CollectionSpec } from '../../data/collection';
import { fundingEntries } from '../../data/funding';
import { integrators } from '../../data/integrators';
import { proposals } from '../../data/proposals';
import type { ExportFormat, ExportJob, ExportKind } from './types';

export const exportJobs = collectionOf<ExportJob>('exportacoes');

/** The collection each kind of export reads. */
export const exportSources: Record<ExportKind, CollectionSpec<unknown>> = {
  propostas: proposals as CollectionSpec<unknown>,
  integradores: integrators as CollectionSpec<unknown>,
  cashback: cashbackEntries as CollectionSpec<unknown>,
  repasses: fundingEntries as CollectionSpec<unknown>,
};

/** The file's media type (Storage's object, the demo's Blob). */
export const exportContentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
