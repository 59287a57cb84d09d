/**
 * The daily retention sweep (issue 51), 04:00 São Paulo (declared in index.ts). Firestore's TTL
 * policies delete drafts, links, their views and invitations by `apagar_em`, but within about a day
 * of it; the sweep deletes what is due and still there, so a date is kept to the day. It also does
 * what TTL cannot: the links' guest Auth users (customer-links/guest-accounts.ts), orphan uploads
 * (storage/prune-uploads.ts, folded in here) and the access requests' ZIPs (lgpd/, a day). Each run
 * writes retencao_execucoes/{id} with each kind's count and its errors; a kind that fails (Storage
 * missing on `npm start`) is an error line, never the run's end. Decisions: privacy/retention.ts.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { logger } from 'firebase-functions';
import { customerDrafts, customerLinks } from '@solarcred/domain/data/customer-links';
import { guestLiveViews } from '@solarcred/domain/data/guest-views';
import { invitations } from '@solarcred/domain/data/invitations';
import { retentionRuns } from '@solarcred/domain/data/privacy';
import type { Millis } from '@solarcred/domain/model';
import { privacyExportFolder, stalePrivacyExports, startedRun } from '@solarcred/domain/privacy/retention';
import { retentionKindLabels, retentionText } from '@solarcred/domain/privacy/retention-text';
import { retentionTtlField, type RetentionKind, type RetentionRun } from '@solarcred/domain/privacy/types';
import { adminAuth, adminFirestore } from '../app';
import { deleteGuestAccount, pruneGuestAccounts } from '../customer-links/guest-accounts';
import { toFirestore } from '../firestore-data';
import { storageMissingInEmulator } from '../integrators/stored-files';
import { bucketStore, pruneUploads, type ObjectStore } from '../storage/prune-uploads';

export interface SweepContext {
  db: Firestore;
  auth: Auth;
  /** Null where there is no bucket (the Functions emulator without Storage): counted as an error. */
  storage: ObjectStore | null;
  now: Millis;
  gatilho: RetentionRun['gatilho'];
}

/** Documents read per query: a link's page and its views (2 deletes each) stay under a batch's 500 writes. */
const PAGE = 200;

/** Deletes every document of `collection` due by `now`; `also` names more documents to delete with each. */
async function deleteDue(db: Firestore, collection: string, now: Millis, also: (id: string) => string[] = () => []): Promise<string[]> {
  const deleted: string[] = [];
  for (;;) {
    const page = await db.collection(collection).where(retentionTtlField, '<=', Timestamp.fromMillis(now)).limit(PAGE).get();
    if (page.empty) return deleted;
    const batch = db.batch();
    for (const doc of page.docs) {
      batch.delete(doc.ref);
      for (const path of also(doc.id)) batch.delete(db.doc(path));
    }
    await batch.commit();
    deleted.push(...page.docs.map((doc) => doc.id));
  }
}

/** The links due (with their views and guest users), and views left by a link already gone. */
async function deleteDueLinks(db: Firestore, auth: Auth, now: Millis): Promise<number> {
  const links = await deleteDue(db, customerLinks.path, now, (id) => [guestLiveViews.docPath(id)]);
  for (const id of links) await deleteGuestAccount(auth, id);
  await deleteDue(db, guestLiveViews.path, now);
  return links.length;
}

async function deleteStaleExports(storage: ObjectStore, now: Millis): Promise<number> {
  const stale = stalePrivacyExports(await storage.list(privacyExportFolder), now);
  await storage.remove(stale);
  return stale.length;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/** One run: every kind in turn, each failure an error line; the log written at the start and the end. */
export async function runRetentionSweep({ db, auth, storage, now, gatilho }: SweepContext): Promise<RetentionRun> {
  const started = Date.now();
  const run = startedRun(now, gatilho);
  const ref = db.doc(retentionRuns.docPath(run.id));
  await ref.set(toFirestore(run));
  const step = async (kind: RetentionKind, work: () => Promise<number>) => {
    try {
      run.contagens[kind] = (run.contagens[kind] ?? 0) + (await work());
    } catch (error) {
      logger.warn('retentionSweep: a kind failed', { kind, error });
      run.erros.push(retentionText.kindFailed(retentionKindLabels[kind], reasonOf(error)));
    }
  };
  await step('rascunhos_cliente', async () => (await deleteDue(db, customerDrafts.path, now)).length);
  await step('links_expirados', () => deleteDueLinks(db, auth, now));
  await step('convites', async () => (await deleteDue(db, invitations.path, now)).length);
  await step('contas_convidado', () => pruneGuestAccounts(auth, now));
  if (storage) {
    await step('uploads_orfaos', () => pruneUploads(db, storage, now));
    await step('arquivos_lgpd', () => deleteStaleExports(storage, now));
  } else {
    run.erros.push(retentionText.storageUnavailable);
  }
  run.fim = now + (Date.now() - started);
  await ref.set(toFirestore(run));
  logger.info('retentionSweep: done', { id: run.id, contagens: run.contagens, erros: run.erros.length });
  return run;
}

/** Every day at 04:00, São Paulo (declared in index.ts). */
export async function retentionSweep(): Promise<void> {
  await runRetentionSweep({
    db: adminFirestore(),
    auth: adminAuth(),
    storage: storageMissingInEmulator() ? null : bucketStore(),
    now: Date.now(),
    gatilho: 'agendado',
  });
}
