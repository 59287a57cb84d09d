import { onSnapshot, type DocumentReference, type Query } from 'firebase/firestore';
import type { Live } from '../port';

/** A live query over a typed ref (see refs.ts): documents cross the port as domain values. */
export function liveList<T>(query: Query<T>): Live<T[]> {
  return (listener, onError) => onSnapshot(query, (snapshot) => listener(snapshot.docs.map((doc) => doc.data())), onError);
}

/** A live document (null while it does not exist). */
export function liveDoc<T>(ref: DocumentReference<T>): Live<T | null> {
  return (listener, onError) => onSnapshot(ref, (snapshot) => listener(snapshot.data() ?? null), onError);
}
