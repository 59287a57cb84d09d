/**
 * Daily at 07:00 in São Paulo: the admins' digest of late funding tranches (issue 48,
 * domain/src/mail/late-fundings.ts). The late tranches come from one query on repasse_parcelas
 * (situacao in the clocked situations, prazo < today; index situacao + prazo), read in pages: the
 * cost grows with the late tranches, never with the collection. The e-mails' ids carry the day, so
 * a retry of the same day queues nothing twice.
 */
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { ScheduledEvent } from 'firebase-functions/v2/scheduler';
import { tranches } from '@solarcred/domain/data/funding';
import { saoPauloDayKey } from '@solarcred/domain/format';
import { clockedSituations, type StoredTranche } from '@solarcred/domain/funding/types';
import { lateFundingMails, lateTrancheOf, type LateTranche } from '@solarcred/domain/mail/late-fundings';
import type { Millis } from '@solarcred/domain/model';
import { adminFirestore } from '../app';
import { typedCollection } from '../firestore-data';
import { createMails, loadAdmins } from '../mail/outbox';
import { appUrl } from '../mail/triggers';

const PAGE = 500;

/** Every tranche late on `today`. */
async function lateTranches(db: Firestore, today: string): Promise<LateTranche[]> {
  const found: LateTranche[] = [];
  const query = typedCollection(db, tranches).where('situacao', 'in', [...clockedSituations]).where('prazo', '<', today).orderBy('prazo').limit(PAGE);
  let after: QueryDocumentSnapshot<StoredTranche> | undefined;
  for (;;) {
    const page = await (after ? query.startAfter(after) : query).get();
    for (const doc of page.docs) {
      const late = lateTrancheOf(doc.data(), today);
      if (late) found.push(late);
    }
    if (page.size < PAGE) return found;
    after = page.docs.at(-1);
  }
}

/** Queues the day's digests; answers how many were new. The job's clock is `now` (a test sets it). */
export async function sendLateFundingMails(db: Firestore, now: Millis, url: string): Promise<number> {
  const today = saoPauloDayKey(now);
  const late = await lateTranches(db, today);
  if (late.length === 0) return 0;
  return createMails(db, lateFundingMails(late, await loadAdmins(db), { appUrl: url, now, today }));
}

/** Every day at 07:00, São Paulo (declared in index.ts). */
export async function dailyLateFundingMails(event: ScheduledEvent): Promise<void> {
  const scheduled = Date.parse(event.scheduleTime);
  const sent = await sendLateFundingMails(adminFirestore(), Number.isNaN(scheduled) ? Date.now() : scheduled, appUrl());
  logger.info(`late fundings: ${sent} e-mail(s) queued`);
}
