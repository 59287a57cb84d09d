/**
 * The data edge bound to firebase-admin: the domain's one timestamp conversion
 * (`@solarcred/domain/data/timestamps`) with the Admin SDK's Timestamp factory, and typed refs
 * built from the domain's collection modules.
 */
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { CollectionSpec } from '@solarcred/domain/data/collection';
import { readDocument, timestampsToMillis, writeDocument } from '@solarcred/domain/data/timestamps';

export { timestampsToMillis };

/** A stored document as the domain reads it: `id` added, Timestamps as milliseconds. */
export function fromFirestore<T>(id: string, data: DocumentData): T {
  return readDocument<T>(id, data);
}

/** A domain value as Firestore stores it: time fields as Timestamps (any depth), no `id`, no undefined. */
export function toFirestore(value: object): DocumentData {
  return writeDocument(value, Timestamp.fromMillis);
}

/** integradores/{id} and the like, read as the domain type. */
export function typedDoc<T>(db: Firestore, spec: CollectionSpec<T>, id: string) {
  return db.doc(spec.docPath(id)).withConverter(spec.converter(Timestamp.fromMillis));
}

/** A collection (e.g. integradores/{uid}/projetos), read as the domain type. */
export function typedCollection<T>(db: Firestore, spec: CollectionSpec<T>) {
  return db.collection(spec.path).withConverter(spec.converter(Timestamp.fromMillis));
}
