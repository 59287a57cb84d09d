/** Uploads to the bucket of one Firebase app: the app's (storage.ts) or the customer's page's (guest-link.ts). */
import type { FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, ref, uploadBytesResumable, type FirebaseStorage } from 'firebase/storage';
import { transfers } from '@solarcred/domain/constants';
import type { UploadProgress } from '../port';
import { withStallTimeout } from '../transfer-limits';
import { emulatorHost } from './app-options';
import { storageReachable, storageUnavailableError } from './storage-reach';

export function storageOf(app: FirebaseApp): FirebaseStorage {
  const storage = getStorage(app);
  // The SDK's own retry windows (10 min for uploads, 2 for other calls) end after ours, not before.
  storage.maxUploadRetryTime = transfers.uploadStallMs * 2;
  storage.maxOperationRetryTime = transfers.downloadTimeoutMs;
  if (emulatorHost) connectStorageEmulator(storage, emulatorHost, 9199);
  return storage;
}

/**
 * Uploads `data` to `path`, reporting the uploaded fraction; fails with 'storage/unavailable' at
 * once when Storage cannot be reached, and with 'storage/stalled' once the transfer stops moving.
 */
export function uploadTo(storage: FirebaseStorage, path: string, data: Blob, contentType: string, onProgress?: UploadProgress): Promise<void> {
  return withStallTimeout((progress) => {
    const task = uploadBytesResumable(ref(storage, path), data, { contentType });
    const done = new Promise<void>((resolve, reject) => {
      task.on('state_changed', (snapshot) => progress(snapshot.totalBytes ? snapshot.bytesTransferred / snapshot.totalBytes : 0), reject, () => resolve());
      void storageReachable().then((reachable) => {
        if (reachable) return;
        reject(storageUnavailableError());
        task.cancel();
      });
    });
    return { done, cancel: () => void task.cancel() };
  }, onProgress);
}
