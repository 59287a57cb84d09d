/**
 * The customer's uploads (issue 28), loaded with the first file: a session from the custom token
 * authorizeCustomerUpload makes, kept in memory only, on the customer page's own app.
 */
import type { FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, initializeAuth, inMemoryPersistence, signInWithCustomToken } from 'firebase/auth';
import type { UploadProgress } from '../port';
import { emulatorHost } from './app-options';
import { storageOf, uploadTo } from './storage-upload';

export function guestUploader(app: FirebaseApp) {
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  if (emulatorHost) connectAuthEmulator(auth, `http://${emulatorHost}:9099`, { disableWarnings: true });
  const storage = storageOf(app);
  return async (customToken: string, path: string, file: File, onProgress?: UploadProgress) => {
    await signInWithCustomToken(auth, customToken);
    await uploadTo(storage, path, file, file.type || 'application/octet-stream', onProgress);
  };
}
