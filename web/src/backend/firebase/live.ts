import { FirebaseError } from 'firebase/app';
import { onSnapshot, type DocumentReference, type Query } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { BackendError, type Live } from '../port';
import { functions } from './app';

/** A live query over a typed ref (see refs.ts): documents cross the port as domain values. */
export function liveList<T>(query: Query<T>): Live<T[]> {
  return (listener, onError) => onSnapshot(query, (snapshot) => listener(snapshot.docs.map((doc) => doc.data())), onError);
}

/** A live document (null while it does not exist). */
export function liveDoc<T>(ref: DocumentReference<T>): Live<T | null> {
  return (listener, onError) => onSnapshot(ref, (snapshot) => listener(snapshot.data() ?? null), onError);
}

/** Calls a callable; its HttpsError arrives as BackendError('not-found', the server's pt-BR message). */
export async function call<Output>(name: string, input: unknown): Promise<Output> {
  try {
    const result = await httpsCallable<unknown, Output>(functions, name)(input);
    return result.data;
  } catch (error) {
    if (error instanceof FirebaseError) throw new BackendError(error.code.replace(/^functions\//, ''), error.message);
    throw error;
  }
}
