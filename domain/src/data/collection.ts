/**
 * What every collection module exports: its path, the path of one document and a converter that
 * fits both `withConverter` of the web SDK and of firebase-admin (structurally typed, so the
 * domain stays free of Firebase). The document type travels with the path, so a typed read
 * (Firestore ref or memory store) needs no cast at the call site.
 */
import { readDocument, writeDocument, type TimestampFactory } from './timestamps';

/** A document snapshot as both SDKs hand it to a converter. */
export interface SnapshotLike {
  id: string;
  data(): Record<string, unknown>;
}

export interface DocumentConverter<T> {
  fromFirestore(snapshot: SnapshotLike): T;
  toFirestore(value: T): Record<string, unknown>;
}

export interface CollectionSpec<T> {
  /** e.g. 'integradores' or 'integradores/u1/historico'. */
  readonly path: string;
  /** `path/id`. */
  docPath(id: string): string;
  /** Timestamps <-> milliseconds; `toTimestamp` is the SDK's `Timestamp.fromMillis`. */
  converter(toTimestamp: TimestampFactory): DocumentConverter<T>;
}

/** One document of known id, e.g. stats/integradores. */
export interface DocumentSpec<T> {
  readonly collection: CollectionSpec<T>;
  readonly id: string;
}

export function collectionOf<T>(path: string): CollectionSpec<T> {
  return {
    path,
    docPath: (id) => `${path}/${id}`,
    converter: (toTimestamp) => ({
      fromFirestore: (snapshot) => readDocument<T>(snapshot.id, snapshot.data()),
      toFirestore: (value) => writeDocument(value as object, toTimestamp),
    }),
  };
}

