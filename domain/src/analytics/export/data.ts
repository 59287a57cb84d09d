/** exportacoes/{id} (issue 50): admins read; only the functions write (startExport creates, the job moves it). */
import { collectionOf } from '../../data/collection';
import type { ExportJob } from './types';

export const exportJobs = collectionOf<ExportJob>('exportacoes');
