/** Cloud Storage, loaded only when a file is picked for upload or opened. */
import { connectStorageEmulator, getBlob, getStorage, ref, uploadBytes, uploadBytesResumable } from 'firebase/storage';
import type { UploadProgress } from '../port';
import { app, emulatorHost } from './app';

const storage = getStorage(app);
if (emulatorHost) connectStorageEmulator(storage, emulatorHost, 9199);

/** The bytes of a stored file, through the Storage rules (never a permanent download URL). */
export const fileBlob = (path: string): Promise<Blob> => getBlob(ref(storage, path));

/** Uploads small bytes (a cropped photo, a notice image) in one request. */
export async function uploadBlob(path: string, data: Blob, contentType: string): Promise<void> {
  await uploadBytes(ref(storage, path), data, { contentType });
}

/** Uploads `file` to `path`, reporting the uploaded fraction. */
export function uploadFile(path: string, file: File, onProgress?: UploadProgress): Promise<void> {
  const task = uploadBytesResumable(ref(storage, path), file, { contentType: file.type });
  return new Promise((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) => onProgress?.(snapshot.totalBytes ? snapshot.bytesTransferred / snapshot.totalBytes : 0),
      reject,
      () => resolve(),
    );
  });
}
