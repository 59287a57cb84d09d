/** Issue 50: exports built by a function (Firebase) or in the page (memory), followed live. */
import type { ExportJob, ExportLink, ExportRequest } from '@solarcred/domain/analytics/export/types';
import type { Live } from './port';

export interface ExportsPort {
  /** Admins: records the export and starts it; answers the job's id. */
  start(request: ExportRequest): Promise<string>;
  /** Admins: one job, live (its progress). */
  job(id: string): Live<ExportJob | null>;
  /** Admins: the latest jobs, newest first. */
  recent(limit: number): Live<ExportJob[]>;
  /** Admins: a link to a finished job's file, valid 15 minutes. */
  link(id: string): Promise<ExportLink>;
}
