/**
 * startExport ({ tipo, formato, filtro }), admins (issue 50): records exportacoes/{id} (na_fila,
 * who — uid and profile name — when, which filter) and answers { id }; the trigger runs it. Where no
 * Storage can take the file, the job is recorded already 'falhou' with the Portuguese message.
 * exportLink ({ id }), admins: a signed URL to a finished job's file, valid 15 minutes, issued at
 * each click and never stored.
 */
import { getStorage } from 'firebase-admin/storage';
import { HttpsError } from 'firebase-functions/v2/https';
import { exportText } from '@solarcred/domain/analytics/export/export-text';
import { exportJobs, failed, newExportJob, readyJob } from '@solarcred/domain/analytics/export/job';
import { exportFileName } from '@solarcred/domain/analytics/export/rows';
import { exportIdInput, exportRequestInput } from '@solarcred/domain/analytics/export/schema';
import { exportLinkMs, type ExportLink } from '@solarcred/domain/analytics/export/types';
import { profiles } from '@solarcred/domain/data/profiles';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { adminApp } from '../app';
import { callable, commandFirestore } from '../callable';
import { toFirestore, typedDoc } from '../firestore-data';
import { storageMissingInEmulator } from '../integrators/stored-files';

export const startExport = callable('admin', async ({ actor, data }) => {
  parseCommand(exportRequestInput, data);
  const db = commandFirestore();
  const ref = db.collection(exportJobs.path).doc();
  const name = (await typedDoc(db, profiles, actor.uid).get()).data()?.nome ?? '';
  const now = Date.now();
  const job = newExportJob(actor, data, ref.id, name, now);
  // No Storage to take the file (the Functions emulator without its Storage emulator, `npm start`
  // here): recorded as asked and failed at once, rather than after the job function's cold start.
  await ref.create(toFirestore(storageMissingInEmulator() ? { ...job, ...failed(exportText.storageUnavailable, now) } : job));
  return { id: ref.id };
}, 'startExport');

export const exportLink = callable('admin', async ({ data }): Promise<ExportLink> => {
  const { id } = parseCommand(exportIdInput, data);
  const job = readyJob((await typedDoc(commandFirestore(), exportJobs, id).get()).data() ?? null);
  if (storageMissingInEmulator()) throw new HttpsError('unavailable', exportText.storageUnavailable);
  const expira_em = Date.now() + exportLinkMs;
  const [url] = await getStorage(adminApp()).bucket().file(job.caminho).getSignedUrl({
    version: 'v4',
    action: 'read',
    expires: expira_em,
    responseDisposition: `attachment; filename="${exportFileName(job.tipo, job.filtro, job.formato)}"`,
  });
  return { url, expira_em };
});
