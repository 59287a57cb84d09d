/** Cloud Storage, loaded only when a file is picked for upload or opened. */
import { connectStorageEmulator, getBlob, getStorage, ref, uploadBytesResumable } from 'firebase/storage';
import { transfers } from '@solarcred/domain/constants';
import type { UploadProgress } from '../port';
import { withDeadline, withStallTimeout } from '../transfer-limits';
import { app, emulatorHost } from './app';

const storage = getStorage(app);
// The SDK's own retry windows (10 min for uploads, 2 for other calls) end after ours, not before.
storage.maxUploadRetryTime = transfers.uploadStallMs * 2;
storage.maxOperationRetryTime = transfers.downloadTimeoutMs;
if (emulatorHost) connectStorageEmulator(storage, emulatorHost, 9199);

/** The bytes of a stored file, through the Storage rules (never a permanent download URL). */
export const fileBlob = (path: string): Promise<Blob> => withDeadline(getBlob(ref(storage, path)));

/** Uploads `data` to `path`, reporting the uploaded fraction; fails once it stops moving. */
export function uploadFile(path: string, data: Blob, contentType: string, onProgress?: UploadProgress): Promise<void> {
  return withStallTimeout((progress) => {
    const task = uploadBytesResumable(ref(storage, path), data, { contentType });
    const done = new Promise<void>((resolve, reject) => {
      task.on('state_changed', (snapshot) => progress(snapshot.totalBytes ? snapshot.bytesTransferred / snapshot.totalBytes : 0), reject, () => resolve());
    });
    return { done, cancel: () => void task.cancel() };
  }, onProgress);
}

/** Uploads small bytes (a cropped photo, a notice image): the same stall limit. */
export const uploadBlob = (path: string, data: Blob, contentType: string): Promise<void> => uploadFile(path, data, contentType);
