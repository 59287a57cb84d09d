/**
 * The edge between Firestore and the domain: the domain speaks epoch milliseconds, Firestore
 * stores Timestamps. Documents are converted on the way in (every Timestamp, at any depth) and
 * on the way out (every time field, by name).
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';

/** Field names that hold instants: created_at, updated_at, em, enviado_em, ultimo_comentario_em… */
const timeField = /(_at|_em|^em)$/;

/** Every Timestamp inside `value` (maps and arrays included) becomes epoch milliseconds. */
export function timestampsToMillis(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toMillis();
  if (Array.isArray(value)) return value.map(timestampsToMillis);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, timestampsToMillis(item)]));
  }
  return value;
}

/** A stored document as the domain reads it: `id` added, Timestamps as milliseconds. */
export function fromFirestore<T>(id: string, data: DocumentData): T {
  return { ...(timestampsToMillis(data) as DocumentData), id } as T;
}

/**
 * A domain value as Firestore stores it: numbers in time fields become Timestamps (at any
 * depth), `undefined` fields are dropped and `id` is left out of the top level.
 */
export function toFirestore(value: object): DocumentData {
  const { id: _id, ...fields } = value as DocumentData;
  return convertFields(fields);
}

function convertFields(fields: DocumentData): DocumentData {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => [key, convertValue(key, item)]),
  );
}

function convertValue(key: string, value: unknown): unknown {
  if (typeof value === 'number' && timeField.test(key)) return Timestamp.fromMillis(value);
  if (Array.isArray(value)) return value.map((item) => convertValue('', item));
  if (isPlainObject(value)) return convertFields(value);
  return value;
}

function isPlainObject(value: unknown): value is DocumentData {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
