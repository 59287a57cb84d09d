/**
 * collectSubjectData (issue 51): every Firestore document about one data subject, for both
 * kinds ('conta' by uid, 'cliente' by link and CPF), through the domain's collector
 * (domain/src/privacy/collect.ts) bound to the Admin SDK. The access ZIP (export-zip.ts), the
 * deletion (erase.ts) and the guests' requests (guest*.ts) start from it.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { collectSubject, type SubjectHints, type SubjectReader } from '@solarcred/domain/privacy/collect';
import type { SubjectData, SubjectDocument } from '@solarcred/domain/privacy/subject';
import type { PrivacySubject } from '@solarcred/domain/privacy/types';
import { timestampsToMillis } from '../firestore-data';

export type { SubjectData, SubjectHints };

const documentOf = (path: string, data: FirebaseFirestore.DocumentData): SubjectDocument => ({
  caminho: path,
  dados: timestampsToMillis(data) as Record<string, unknown>,
});

/** The collector's reads on Firestore (equality queries only: each field's automatic index serves). */
export function firestoreSubjectReader(db: Firestore): SubjectReader {
  return {
    async get(path) {
      const snapshot = await db.doc(path).get();
      return snapshot.exists ? documentOf(snapshot.ref.path, snapshot.data() ?? {}) : null;
    },
    async where(collection, field, value) {
      const snapshot = await db.collection(collection).where(field, '==', value).get();
      return snapshot.docs.map((doc) => documentOf(doc.ref.path, doc.data()));
    },
    async list(collection) {
      const snapshot = await db.collection(collection).get();
      return snapshot.docs.map((doc) => documentOf(doc.ref.path, doc.data()));
    },
  };
}

/** Every document about `subject` and the stored files they name. */
export function collectSubjectData(db: Firestore, subject: PrivacySubject, hints: SubjectHints = {}, now: number = Date.now()): Promise<SubjectData> {
  return collectSubject(firestoreSubjectReader(db), subject, now, hints);
}
