/**
 * The scheduled functions' daily work, done on the memory store when the demo loads (Cloud
 * Scheduler runs it at 07:00 in São Paulo): the late installations' e-mails, with the same domain
 * selection as dailyLateInstallationMails, into the demo's mail collection ('Caixa de saída').
 * The same for the admins' digest of late funding tranches (issue 48), as dailyLateFundingMails
 * selects them (repasse_parcelas whose clocked situation is past its prazo).
 * The e-mails' ids carry the day, so loading the demo again the same day queues nothing twice.
 * Issue 51: the retention sweep (retention-sweep.ts), once a day, with its log.
 */
import { profiles } from '@solarcred/domain/data/profiles';
import { tranches } from '@solarcred/domain/data/funding';
import { proposals } from '@solarcred/domain/data/proposals';
import { dayOf } from '@solarcred/domain/installation/due-dates';
import { lateFundingMails, lateTrancheOf, type LateTranche } from '@solarcred/domain/mail/late-fundings';
import { lateInstallationMails, lateInstallationOf, type LateInstallation } from '@solarcred/domain/mail/late-installations';
import { demoAppUrl, putMailsOnce, recipientOf } from './mail-triggers';
import { runMemoryRetention } from './retention-sweep';
import { readCollection, type MemoryState } from './store';

export function runDailyJobs(state: MemoryState, now: number): void {
  const today = dayOf(now);
  const late = readCollection(state, proposals)
    .map((proposal) => lateInstallationOf(proposal, today))
    .filter((item): item is LateInstallation => item !== null)
    // The query's order: instalacao_meta ascending, the longest overdue first.
    .sort((a, b) => a.meta.localeCompare(b.meta));
  const people = readCollection(state, profiles);
  const owners = new Set(late.map((item) => item.integrador_id));
  const integrators = new Map(people.filter((profile) => owners.has(profile.id)).map((profile) => [profile.id, recipientOf(profile)]));
  const admins = people.filter((profile) => profile.tipo_usuario === 'admin').map(recipientOf);
  putMailsOnce(state, lateInstallationMails(late, { integrators, admins }, { appUrl: demoAppUrl(), now, today }));
  // The late tranches: the query's situations and prazo < today (the digest orders them).
  const lateTranches = readCollection(state, tranches)
    .map((tranche) => lateTrancheOf(tranche, today))
    .filter((item): item is LateTranche => item !== null);
  putMailsOnce(state, lateFundingMails(lateTranches, admins, { appUrl: demoAppUrl(), now, today }));
  runMemoryRetention(state, now);
}
