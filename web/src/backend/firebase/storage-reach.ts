/**
 * Whether Cloud Storage can be reached at all (issue 45), without the Storage SDK: the SDK retries
 * a refused or dead connection silently for minutes, while a person should hear within moments
 * that sending files is unavailable right now.
 */
import { transfersText } from '@solarcred/domain/messages';
import { BackendError } from '../port';
import { emulatorHost } from './app-options';

/** Where the SDK sends the bytes: the emulator's port, or Cloud Storage (firebase.json's connect-src names it). */
const storageOrigin = emulatorHost ? `http://${emulatorHost}:9199` : 'https://firebasestorage.googleapis.com';

/**
 * False when Storage's host cannot be reached (connection refused, offline, no route): a network
 * error, not an HTTP status (an opaque answer of any status is a reachable host).
 */
export const storageReachable = (): Promise<boolean> =>
  fetch(`${storageOrigin}/`, { mode: 'no-cors', cache: 'no-store', credentials: 'omit' }).then(() => true, () => false);

/** The failure an upload ends with when Storage cannot be reached. */
export const storageUnavailableError = () => new BackendError('storage/unavailable', transfersText.unavailable);

/** `work`, unless Storage turns out unreachable first: then 'storage/unavailable' at once. */
export function unlessStorageUnreachable<T>(work: Promise<T>): Promise<T> {
  const refused = storageReachable().then((reachable) => (reachable ? new Promise<never>(() => {}) : Promise.reject(storageUnavailableError())));
  return Promise.race([work, refused]);
}
