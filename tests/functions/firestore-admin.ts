/** Admin SDK access to the Firestore emulator for the function suites (seeding and reading back). */
import { getFirestore, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { adminApp, waitFor } from './auth-emulator';

export function db(): Firestore {
  return getFirestore(adminApp());
}

/** A fresh document id, so suites never collide with documents left by earlier tests. */
export function uniqueId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** An integrator record as the sign-up trigger and the callables store it. */
export function integratorRecord(id: string, status: string, extra: DocumentData = {}): DocumentData {
  const at = Timestamp.fromMillis(Date.UTC(2026, 0, 10, 12));
  return { user_id: id, email: `${id}@solar.test`, nome_empresa: `Empresa ${id}`, status, created_at: at, updated_at: at, ...extra };
}

/** Waits for the sign-up trigger to create integradores/{uid}. */
export function waitForIntegrator(uid: string): Promise<DocumentData> {
  return waitFor(`integradores/${uid}`, async () => (await db().doc(`integradores/${uid}`).get()).data());
}

/** The documents of a subcollection, oldest first by `field`. */
export async function entries(path: string, field: string): Promise<DocumentData[]> {
  const snapshot = await db().collection(path).orderBy(field).get();
  return snapshot.docs.map((doc) => doc.data());
}
