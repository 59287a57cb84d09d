/**
 * A deletion request carried out (issue 51): erasurePlan's documents deleted (with their
 * sub-collections), the kept ones' personal fields overwritten, the files deleted, then the Auth
 * account (or the link's guest account). Every step is idempotent, so an admin may run a failed
 * deletion again. Without Storage (`npm start` here) a plan with files is refused before anything
 * is deleted, in Portuguese: nothing is half done.
 */
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { HttpsError } from 'firebase-functions/v2/https';
import { requestsText } from '@solarcred/domain/privacy/requests-text';
import type { ErasurePlan } from '@solarcred/domain/privacy/requests';
import { adminApp } from '../app';
import { storageMissingInEmulator } from '../integrators/stored-files';

/** Deletes one stored file; a file already gone is fine. */
export type FileDeleter = (path: string) => Promise<void>;

export function storageFileDeleter(): FileDeleter | null {
  if (storageMissingInEmulator()) return null;
  const bucket = getStorage(adminApp()).bucket();
  return async (path) => {
    await bucket.file(path).delete({ ignoreNotFound: true });
  };
}

const isUserNotFound = (error: unknown) => (error as { code?: unknown } | null)?.code === 'auth/user-not-found';

export interface ErasureCounts {
  apagados: number;
  anonimizados: number;
  arquivos: number;
  conta: boolean;
}

/** Carries out `plan`: files first (refused fast without Storage), then documents, then the account. */
export async function executeErasure(db: Firestore, auth: Auth, plan: ErasurePlan, deleteFile: FileDeleter | null): Promise<ErasureCounts> {
  if (plan.arquivos_apagar.length > 0 && !deleteFile) throw new HttpsError('unavailable', requestsText.storageUnavailable);
  for (const path of plan.arquivos_apagar) await deleteFile!(path);
  for (const path of plan.apagar) await db.recursiveDelete(db.doc(path));
  const writer = db.bulkWriter();
  for (const record of plan.anonimizar) {
    if (Object.keys(record.campos).length > 0) void writer.update(db.doc(record.caminho), record.campos);
  }
  await writer.close();
  let conta = false;
  if (plan.conta) {
    try {
      await auth.deleteUser(plan.conta.uid);
      conta = true;
    } catch (error) {
      if (!isUserNotFound(error)) throw error;
    }
  }
  return { apagados: plan.apagar.length, anonimizados: plan.anonimizar.length, arquivos: plan.arquivos_apagar.length, conta };
}
