/**
 * Exports on Firebase (issue 50): startExport and exportLink are callables; the job's document
 * (exportacoes/{id}, admins read) is followed live, the recent ones newest first (single-field
 * order, `limit`: the admin's reads stay flat whatever the number of exports).
 */
import { limit, orderBy, query } from 'firebase/firestore';
import { exportJobs } from '@solarcred/domain/analytics/export/data';
import type { ExportLink } from '@solarcred/domain/analytics/export/types';
import type { ExportsPort } from '../port-exports';
import { call } from './call';
import { liveDoc, liveList } from './live';
import { collectionRef, docRef } from './refs';

export const firebaseExports: ExportsPort = {
  start: async (request) => (await call<{ id: string }>('startExport', request)).id,
  job: (id) => liveDoc(docRef(exportJobs, id)),
  recent: (max) => liveList(query(collectionRef(exportJobs), orderBy('criado_em', 'desc'), limit(max))),
  link: (id) => call<ExportLink>('exportLink', { id }),
};
