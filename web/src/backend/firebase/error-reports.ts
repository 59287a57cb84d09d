import { addDoc, collection, serverTimestamp } from 'firebase/firestore';
import type { ErrorReport } from '../port';
import { auth, db } from './app';

const clip = (value: string | undefined, max: number) => (value ? value.slice(0, max) : undefined);

/** error_reports/{id} in the shape the rules accept; nothing is sent when signed out. */
export async function reportToFirestore(report: ErrorReport): Promise<void> {
  const uid = auth.currentUser?.uid;
  if (!uid) return;
  const optional = {
    stack: clip(report.stack, 10_000),
    component_stack: clip(report.componentStack, 10_000),
    url: clip(report.url, 2000),
    user_agent: clip(navigator.userAgent, 1000),
  };
  await addDoc(collection(db, 'error_reports'), {
    message: clip(report.message, 2000) || 'Erro sem mensagem',
    user_id: uid,
    created_at: serverTimestamp(),
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  });
}
