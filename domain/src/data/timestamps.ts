/**
 * The one conversion between Firestore values and the domain's epoch milliseconds, for the web
 * SDK and firebase-admin alike: nothing here imports Firebase. A Timestamp is recognised by its
 * `toMillis()` (both SDKs' Timestamps have it); writes receive the SDK's Timestamp factory.
 */

/** Makes the SDK's Timestamp from epoch milliseconds (e.g. `Timestamp.fromMillis`). */
export type TimestampFactory = (millis: number) => unknown;

/** Field names that hold instants: created_at, updated_at, em, enviado_em, ultimo_comentario_em, status_desde… */
const timeField = /(_at|_em|_desde|^em)$/;

export function isTimeField(name: string): boolean {
  return timeField.test(name);
}

function isTimestamp(value: unknown): value is { toMillis(): number } {
  return typeof value === 'object' && value !== null && typeof (value as { toMillis?: unknown }).toMillis === 'function';
}

/** Only literal maps are walked: GeoPoints, references and sentinels are class instances. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Every Timestamp inside `value` (maps and arrays included) becomes epoch milliseconds. */
export function timestampsToMillis(value: unknown): unknown {
  if (isTimestamp(value)) return value.toMillis();
  if (Array.isArray(value)) return value.map(timestampsToMillis);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, timestampsToMillis(item)]));
  }
  return value;
}

/** A stored document as the domain reads it: `id` added, Timestamps as milliseconds at any depth. */
export function readDocument<T>(id: string, data: Record<string, unknown> | undefined): T {
  return { ...(timestampsToMillis(data ?? {}) as Record<string, unknown>), id } as T;
}

/**
 * A domain value as Firestore stores it: numbers in time fields become Timestamps (at any
 * depth), `undefined` fields are dropped and `id` is left out of the top level.
 */
export function writeDocument(value: object, toTimestamp: TimestampFactory): Record<string, unknown> {
  const { id: _id, ...fields } = value as Record<string, unknown>;
  return convertFields(fields, toTimestamp);
}

function convertFields(fields: Record<string, unknown>, toTimestamp: TimestampFactory): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => [key, convertValue(key, item, toTimestamp)]),
  );
}

function convertValue(key: string, value: unknown, toTimestamp: TimestampFactory): unknown {
  if (typeof value === 'number' && isTimeField(key)) return toTimestamp(value);
  if (Array.isArray(value)) return value.map((item) => convertValue('', item, toTimestamp));
  if (isPlainObject(value)) return convertFields(value, toTimestamp);
  return value;
}
