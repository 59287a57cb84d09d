/**
 * The write behind reportToFirestore, in its own module so that Firestore's functions are
 * imported by name: a dynamic `import('firebase/firestore')` keeps the whole SDK in the bundle
 * (about 30 kB gzip more on every signed-in screen).
 */
import { addDoc, collection, serverTimestamp } from 'firebase/firestore';
import { db } from './firestore';

/** Adds one report; created_at is the server's time (a sentinel), not a domain value. */
export async function addErrorReport(path: string, fields: Record<string, unknown>): Promise<void> {
  await addDoc(collection(db, path), { ...fields, created_at: serverTimestamp() });
}
