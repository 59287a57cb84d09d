/**
 * Writes the e-mails of one event to mail/{id} for the "Trigger Email from Firestore" extension.
 * The ids come from the event (domain/src/mail/select.ts) and each is created only if absent,
 * so a trigger that runs again, or a retry after a partial failure, sends each e-mail once.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { profiles } from '@solarcred/domain/data/profiles';
import { mailDocuments } from '@solarcred/domain/data/mail';
import { mailAudienceOf, mailsFor, type MailAudience, type MailDocument, type MailEvent, type MailRecipient } from '@solarcred/domain/mail/select';
import type { Millis, Profile } from '@solarcred/domain/model';
import { toFirestore, typedCollection, typedDoc } from '../firestore-data';

/** More admins than this never exist here; the bound keeps the read cost of one event fixed. */
const ADMINS_READ = 50;

const ALREADY_EXISTS = 6;

function recipientOf(uid: string, profile: Profile): MailRecipient {
  return { uid, email: profile.email ?? '', profile };
}

/** Every admin who may receive an e-mail (at most ADMINS_READ). */
export async function loadAdmins(db: Firestore): Promise<MailRecipient[]> {
  const admins = await typedCollection(db, profiles).where('tipo_usuario', '==', 'admin').limit(ADMINS_READ).get();
  return admins.docs.map((doc) => recipientOf(doc.id, doc.data()));
}

/** The recipients the event may write to: the integrator's profile, and the admins' when needed. */
export async function loadAudience(db: Firestore, event: MailEvent, integratorId: string | null): Promise<MailAudience> {
  const sides = mailAudienceOf(event);
  const [integrator, admins] = await Promise.all([
    sides.integrator && integratorId ? typedDoc(db, profiles, integratorId).get() : Promise.resolve(null),
    sides.admins ? loadAdmins(db) : Promise.resolve([]),
  ]);
  const integratorData = integrator?.data();
  return { integrator: integrator && integratorData ? recipientOf(integrator.id, integratorData) : null, admins };
}

/** The profiles of `uids` as recipients, read in one batch per 100 (getAll). */
export async function loadRecipients(db: Firestore, uids: readonly string[]): Promise<Map<string, MailRecipient>> {
  const found = new Map<string, MailRecipient>();
  for (let start = 0; start < uids.length; start += 100) {
    const refs = uids.slice(start, start + 100).map((uid) => typedDoc(db, profiles, uid));
    if (refs.length === 0) continue;
    // getAll keeps the refs' converter but its typing does not: the data is a Profile.
    for (const snapshot of await db.getAll(...refs)) {
      const data = snapshot.data() as Profile | undefined;
      if (data) found.set(snapshot.id, recipientOf(snapshot.id, data));
    }
  }
  return found;
}

/** Creates each e-mail unless it exists; answers how many were new. */
export async function writeMails(db: Firestore, event: MailEvent, audience: MailAudience, appUrl: string, now: Millis): Promise<number> {
  return createMails(db, mailsFor(event, audience, { appUrl, now }));
}

/** Creates each document unless its id exists (a replay or a retry); answers how many were new. */
export async function createMails(db: Firestore, mails: readonly MailDocument[]): Promise<number> {
  const created = await Promise.all(
    mails.map(async (mail) => {
      try {
        await db.doc(mailDocuments.docPath(mail.id)).create(toFirestore(mail));
        return 1;
      } catch (error) {
        if ((error as { code?: unknown }).code === ALREADY_EXISTS) return 0;
        throw error;
      }
    }),
  );
  return created.reduce<number>((sum, one) => sum + one, 0);
}

/** Loads who may receive the event's e-mails and writes them (once each). */
export async function sendEventMails(db: Firestore, event: MailEvent | null, integratorId: string | null, appUrl: string, now: Millis): Promise<number> {
  if (!event) return 0;
  return writeMails(db, event, await loadAudience(db, event, integratorId), appUrl, now);
}
