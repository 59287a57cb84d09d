/**
 * One export job (issue 50): claimed once (na_fila → gerando, in a transaction, so a redelivered
 * event does not run it twice; a 'gerando' job silent for longer than `staleMs` — its instance
 * died — is claimed again), its selection read a page at a time through the shared runner into the
 * sink, `linhas` written at most every second, then 'pronta' with the file's path, or 'falhou'
 * with a Portuguese message. Never throws: a failure is the job's state, not a retried event.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { exportText } from '@solarcred/domain/analytics/export/export-text';
import { exportJobs, failed, finished, generating, progressed } from '@solarcred/domain/analytics/export/job';
import { exportPath } from '@solarcred/domain/analytics/export/rows';
import { runExport, type ExportResult } from '@solarcred/domain/analytics/export/run';
import type { ExportJob } from '@solarcred/domain/analytics/export/types';
import { toFirestore, typedDoc } from '../firestore-data';
import type { ExportSinkFactory } from './sink';
import { ExportSinkError } from './stream-sink';
import { exportPages } from './source';

export const staleMs = 10 * 60_000;

/** Claims the job for this run; null when another run has it or it is done. */
async function claim(db: Firestore, id: string, now: () => number): Promise<ExportJob | null> {
  const ref = typedDoc(db, exportJobs, id);
  return db.runTransaction(async (tx) => {
    const job = (await tx.get(ref)).data() ?? null;
    if (!job) return null;
    const stale = job.estado === 'gerando' && now() - job.atualizado_em > staleMs;
    if (job.estado !== 'na_fila' && !stale) return null;
    tx.update(db.doc(exportJobs.docPath(id)), toFirestore(generating(now())));
    return job;
  });
}

export interface RunJobOptions {
  sinkFor: ExportSinkFactory;
  now?: () => number;
  pageSize?: number;
  progressMs?: number;
}

export async function runExportJob(db: Firestore, id: string, options: RunJobOptions): Promise<ExportResult | null> {
  const now = options.now ?? Date.now;
  const job = await claim(db, id, now);
  if (!job) {
    logger.info('exports: job already taken or done', { id });
    return null;
  }
  const ref = db.doc(exportJobs.docPath(id));
  try {
    const sink = options.sinkFor(exportPath(id, job.formato), job.formato);
    const result = await runExport({
      tipo: job.tipo,
      formato: job.formato,
      pages: exportPages(db, job.tipo, job.filtro, options.pageSize),
      sink,
      progress: async (linhas) => {
        await ref.update(toFirestore(progressed(linhas, now())));
      },
      progressMs: options.progressMs ?? 1000,
      now,
    });
    await ref.update(toFirestore(finished(job, result, now())));
    return result;
  } catch (error) {
    logger.error('exports: the job failed', { id, error });
    await ref.update(toFirestore(failed(error instanceof ExportSinkError ? error.message : exportText.failed, now())));
    return null;
  }
}
