/** exportacoes/{id} created (declared in index.ts): the job runs into Storage (issue 50). */
import type { FirestoreEvent, QueryDocumentSnapshot } from 'firebase-functions/v2/firestore';
import { adminFirestore } from '../app';
import { runExportJob } from './run-job';
import { storageSink } from './sink';

export const onExportCreated = async (event: FirestoreEvent<QueryDocumentSnapshot | undefined, { id: string }>): Promise<void> => {
  if (!event.data) return;
  await runExportJob(adminFirestore(), event.params.id, { sinkFor: storageSink });
};
