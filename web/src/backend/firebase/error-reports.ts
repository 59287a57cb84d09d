import { errorReportFields, errorReports } from '@solarcred/domain/data/error-reports';
import type { ErrorReport } from '../port';
import { auth } from './app';

/** error_reports/{id} in the shape the rules accept; nothing is sent when signed out. */
export async function reportToFirestore(report: ErrorReport): Promise<void> {
  const uid = auth.currentUser?.uid;
  if (!uid) return;
  const [{ addDoc, collection, serverTimestamp }, { db }] = await Promise.all([import('firebase/firestore'), import('./firestore')]);
  // Untyped ref: created_at is the server's time (a sentinel), not a domain value.
  await addDoc(collection(db, errorReports.path), {
    ...errorReportFields({ ...report, userAgent: navigator.userAgent }, uid),
    created_at: serverTimestamp(),
  });
}
