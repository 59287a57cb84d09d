/** Cloud Storage, loaded only when a file is picked for upload or opened. */
import { getBlob, ref } from 'firebase/storage';
import type { UploadProgress } from '../port';
import { withDeadline } from '../transfer-limits';
import { app } from './app';
import { storageOf, uploadTo } from './storage-upload';

const storage = storageOf(app);

/** The bytes of a stored file, through the Storage rules (never a permanent download URL). */
export const fileBlob = (path: string): Promise<Blob> => withDeadline(getBlob(ref(storage, path)));

/** Uploads `data` to `path`, reporting the uploaded fraction; fails once it stops moving. */
export function uploadFile(path: string, data: Blob, contentType: string, onProgress?: UploadProgress): Promise<void> {
  return uploadTo(storage, path, data, contentType, onProgress);
}

/** Uploads small bytes (a cropped photo, a notice image): the same stall limit. */
export const uploadBlob = (path: string, data: Blob, contentType: string): Promise<void> => uploadFile(path, data, contentType);
