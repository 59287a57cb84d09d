/**
 * Writes the e-mails of one event to mail/{id} for the "Trigger Email from Firestore" extension.
 * The ids come from the event (domain/src/mail/select.ts) and each is created only if absent,
 * so a trigger that runs again, or a retry after a partial failure, sends each e-mail once.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { profiles } from '@solarcred/domain/data/profiles';
import { mailDocuments } from '@solarcred/domain/data/mail';
import { mailAudienceOf, mailsFor, type MailAudience, type MailEvent, type MailRecipient } from '@solarcred/domain/mail/select';
import type { Millis, Profile } from '@solarcred/domain/model';
import { toFirestore, typedCollection, typedDoc } from '../firestore-data';

/** More admins than this never exist here; the bound keeps the read cost of one event fixed. */
const ADMINS_READ = 50;

const ALREADY_EXISTS = 6;

function recipientOf(uid: string, profile: Profile): MailRecipient {
  return { uid, email: profile.email ?? '', profile };
}

/** The recipients the event may write to: the integrator's profile, and the admins' when needed. */
export async function loadAudience(db: Firestore, event: MailEvent, integratorId: string | null): Promise<MailAudience> {
  const sides = mailAudienceOf(event);
  const [integrator, admins] = await Promise.all([
    sides.integrator && integratorId ? typedDoc(db, profiles, integratorId).get() : Promise.resolve(null),
    sides.admins
      ? typedCollection(db, profiles).where('tipo_usuario', '==', 'admin').limit(ADMINS_READ).get()
      : Promise.resolve(null),
  ]);
  const integratorData = integrator?.data();
  return {
    integrator: integrator && integratorData ? recipientOf(integrator.id, integratorData) : null,
    admins: admins ? admins.docs.map((doc) => recipientOf(doc.id, doc.data())) : [],
  };
}

/** Creates each e-mail unless it exists; answers how many were new. */
export async function writeMails(db: Firestore, event: MailEvent, audience: MailAudience, appUrl: string, now: Millis): Promise<number> {
  const created = await Promise.all(
    mailsFor(event, audience, { appUrl, now }).map(async (mail) => {
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
