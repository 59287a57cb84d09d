/**
 * Versioned consent (issue 51), two callables over domain/src/privacy/consent.ts:
 * - publishConsentVersion ({ tipo, texto, resumo }) → { versao }, admins: one transaction reads
 *   publico/consentimento, creates consentimento_versoes/{tipo}_v{n+1} (create: a concurrent
 *   publish of the same number fails instead of overwriting), moves the version in force and
 *   records the audit entry 'consentimento';
 * - acceptConsent ({ origem: 'cadastro' | 'login' }) → the acceptance, any signed-in person but a
 *   link's guest session: aceites/{uid} and a historico entry with the versions in force read in
 *   the same transaction.
 * The acceptances given with an invitation and a link's form are written by those commands, in
 * their own transactions (readCurrentConsent, writeAcceptanceIn).
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { acceptanceHistory, consentAcceptances, consentVersions, currentConsent } from '@solarcred/domain/data/privacy';
import { profiles } from '@solarcred/domain/data/profiles';
import { acceptConsentWrites, acceptanceHistoryId, consentPublishedAuditEntry, publishWrites } from '@solarcred/domain/privacy/consent';
import type { ConsentAcceptance, CurrentConsent } from '@solarcred/domain/privacy/types';
import { recordAuditIn } from '../audit/record';
import { callable, commandFirestore } from '../callable';
import { toFirestore, typedDoc } from '../firestore-data';

const currentRef = (db: Firestore) => typedDoc(db, currentConsent.collection, currentConsent.id);

/** Reads the versions in force inside `tx` (null: none published). */
export async function readCurrentConsent(db: Firestore, tx: Transaction): Promise<CurrentConsent | null> {
  return (await tx.get(currentRef(db))).data() ?? null;
}

/** Writes `acceptance` as the subject's last one and appends it to its history (writes only: read first). */
export function writeAcceptanceIn(tx: Transaction, db: Firestore, subjectId: string, acceptance: ConsentAcceptance): void {
  tx.set(db.doc(consentAcceptances.docPath(subjectId)), toFirestore(acceptance));
  tx.set(db.doc(acceptanceHistory(subjectId).docPath(acceptanceHistoryId(acceptance))), toFirestore(acceptance));
}

export const publishConsentVersion = callable('admin', async ({ actor, data }) => {
  const db = commandFirestore();
  const name = (await typedDoc(db, profiles, actor.uid).get()).data()?.nome ?? '';
  const versao = await db.runTransaction(async (tx) => {
    const stored = await readCurrentConsent(db, tx);
    const now = Date.now();
    const writes = publishWrites(actor, data, stored, now);
    tx.create(db.doc(consentVersions.docPath(writes.version.id)), toFirestore(writes.version));
    tx.set(currentRef(db), writes.current);
    recordAuditIn(tx, db, consentPublishedAuditEntry(writes.version, { uid: actor.uid, nome: name }), now);
    return writes.version.versao;
  });
  return { versao };
});

export const acceptConsent = callable('signed-in', async ({ actor, data }) => {
  const db = commandFirestore();
  return db.runTransaction(async (tx) => {
    const stored = await readCurrentConsent(db, tx);
    const acceptance = acceptConsentWrites(actor, data, stored, Date.now());
    writeAcceptanceIn(tx, db, actor.uid, acceptance);
    return acceptance;
  });
});
