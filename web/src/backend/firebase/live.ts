import { onSnapshot, type DocumentReference, type Query } from 'firebase/firestore';
import type { Live } from '../port';

/** A live query over a typed ref (see refs.ts): documents cross the port as domain values. */
export function liveList<T>(query: Query<T>): Live<T[]> {
  return (listener, onError) => onSnapshot(query, (snapshot) => listener(snapshot.docs.map((doc) => doc.data())), onError);
}

/**
 * A live query that shows nothing the local cache alone holds before the server's first answer:
 * where a partial list would mislead (a proposal's thread beside its counted badge, when another
 * query, the messages bell, has cached some of its comments). Later cache-only snapshots (offline,
 * pending writes) are shown as they come.
 */
export function liveListFromServer<T>(query: Query<T>): Live<T[]> {
  return (listener, onError) => {
    let answered = false;
    return onSnapshot(query, { includeMetadataChanges: true }, (snapshot) => {
      if (!snapshot.metadata.fromCache) answered = true;
      if (answered) listener(snapshot.docs.map((doc) => doc.data()));
    }, onError);
  };
}

/** A live document (null while it does not exist). */
export function liveDoc<T>(ref: DocumentReference<T>): Live<T | null> {
  return (listener, onError) => onSnapshot(ref, (snapshot) => listener(snapshot.data() ?? null), onError);
}
