/**
 * Typed Firestore refs built from the domain's collection modules (`@solarcred/domain/data/*`):
 * the only place the web adapter turns a collection into a ref, with the converter that gives
 * domain documents (Timestamps as milliseconds, at any depth).
 */
import { Timestamp, collection, doc } from 'firebase/firestore';
import type { CollectionSpec, DocumentSpec } from '@solarcred/domain/data/collection';
import { db } from './firestore';

export function collectionRef<T>(spec: CollectionSpec<T>) {
  return collection(db, spec.path).withConverter(spec.converter(Timestamp.fromMillis));
}

export function docRef<T>(spec: CollectionSpec<T>, id: string) {
  return doc(db, spec.path, id).withConverter(spec.converter(Timestamp.fromMillis));
}

/** A document of known id, e.g. stats/integradores. */
export function singletonRef<T>(spec: DocumentSpec<T>) {
  return docRef(spec.collection, spec.id);
}
