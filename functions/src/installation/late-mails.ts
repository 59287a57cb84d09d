/**
 * Daily at 07:00 in São Paulo: the late installations' e-mails (domain/src/mail/late-installations.ts),
 * one per integrator and one digest per admin. The late proposals come from the dashboards' own
 * query (status == 'aprovada', instalacao_meta < today; index status + instalacao_meta), read in
 * pages: the cost grows with the late installations, never with the collection. The e-mails'
 * ids carry the day, so a retry of the same day queues nothing twice.
 */
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { ScheduledEvent } from 'firebase-functions/v2/scheduler';
import { proposals } from '@solarcred/domain/data/proposals';
import { dayOf } from '@solarcred/domain/installation/due-dates';
import { lateInstallationMails, lateInstallationOf, type LateInstallation } from '@solarcred/domain/mail/late-installations';
import type { Millis, Proposal } from '@solarcred/domain/model';
import { adminFirestore } from '../app';
import { typedCollection } from '../firestore-data';
import { createMails, loadAdmins, loadRecipients } from '../mail/outbox';
import { appUrl } from '../mail/triggers';

const PAGE = 500;

/** Every installation late on `today`, the longest overdue first. */
async function lateInstallations(db: Firestore, today: string): Promise<LateInstallation[]> {
  const found: LateInstallation[] = [];
  const query = typedCollection(db, proposals).where('status', '==', 'aprovada').where('instalacao_meta', '<', today).orderBy('instalacao_meta').limit(PAGE);
  let after: QueryDocumentSnapshot<Proposal> | undefined;
  for (;;) {
    const page = await (after ? query.startAfter(after) : query).get();
    for (const doc of page.docs) {
      const late = lateInstallationOf(doc.data(), today);
      if (late) found.push(late);
    }
    if (page.size < PAGE) return found;
    after = page.docs.at(-1);
  }
}

/** Queues the day's e-mails; answers how many were new. The job's clock is `now` (a test sets it). */
export async function sendLateInstallationMails(db: Firestore, now: Millis, url: string): Promise<number> {
  const today = dayOf(now);
  const late = await lateInstallations(db, today);
  if (late.length === 0) return 0;
  const [integrators, admins] = await Promise.all([loadRecipients(db, [...new Set(late.map((item) => item.integrador_id))]), loadAdmins(db)]);
  return createMails(db, lateInstallationMails(late, { integrators, admins }, { appUrl: url, now, today }));
}

/** Every day at 07:00, São Paulo (declared in index.ts). */
export async function dailyLateInstallationMails(event: ScheduledEvent): Promise<void> {
  const scheduled = Date.parse(event.scheduleTime);
  const sent = await sendLateInstallationMails(adminFirestore(), Number.isNaN(scheduled) ? Date.now() : scheduled, appUrl());
  logger.info(`late installations: ${sent} e-mail(s) queued`);
}
