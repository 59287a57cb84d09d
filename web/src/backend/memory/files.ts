/**
 * Demo file storage: uploads live in this tab's memory (a Map of Blobs) and open through object
 * URLs. Files of the seed, or uploaded before a reload, open as a sample PDF (a sample PNG for
 * image names).
 */
import { extensionOf } from '@solarcred/domain/files';
import { uploadFileName } from '@solarcred/domain/storage-names';
import { BackendError, type UploadProgress, type UploadedFile } from '../port';
import { withDeadline, withStallTimeout } from '../transfer-limits';
import { pause } from './commands';
import { sampleImagePng } from './sample-image';

const blobs = new Map<string, Blob>();

const samplePdf = [
  '%PDF-1.4',
  '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
  '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 420 200]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj',
  '4 0 obj<</Length 74>>stream',
  'BT /F1 16 Tf 30 110 Td (Documento de demonstracao - SolarCred) Tj ET',
  'endstream endobj',
  '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj',
  'trailer<</Root 1 0 R>>',
  '%%EOF',
].join('\n');

/** A test's fault (store.failNext): the transfer never moves, as on a dead connection. */
export const stalledUpload = 'stall:upload';
export const stalledDownload = 'stall:download';

/**
 * Stores the file under `folder/name_timestamp.ext`, reporting progress in steps, under the same
 * stall limit as Cloud Storage uploads; `stalled` makes it hang until that limit cancels it.
 */
export function uploadToMemory(folder: string, name: string, file: File, onProgress?: UploadProgress, stalled = false): Promise<UploadedFile> {
  const extension = extensionOf(file.name) || 'bin';
  const path = `${folder}/${uploadFileName(name, Date.now(), extension)}`;
  return withStallTimeout((progress) => {
    let cancelled = false;
    let cancel = () => {};
    const done = new Promise<UploadedFile>((resolve, reject) => {
      cancel = () => {
        cancelled = true;
        reject(new BackendError('storage/canceled', 'upload cancelled'));
      };
      progress(0);
      if (stalled) return;
      void (async () => {
        for (const fraction of [0.2, 0.6]) {
          progress(fraction);
          await pause(60);
        }
        if (cancelled) return;
        blobs.set(path, file);
        progress(1);
        resolve({ path, nome: file.name, tamanho: file.size, tipo: file.type || 'application/octet-stream' });
      })();
    });
    return { done, cancel };
  }, onProgress);
}

/** The stored size and type of an upload of this tab (the bucket's metadata in production). */
export function memoryFileFacts(path: string): { size: number; contentType: string } | null {
  const blob = blobs.get(path);
  return blob ? { size: blob.size, contentType: blob.type || 'application/octet-stream' } : null;
}

export function memoryFileBlob(path: string): Blob {
  const stored = blobs.get(path);
  if (stored) return stored;
  if (/[.](png|jpe?g)$/i.test(path)) return new Blob([Uint8Array.from(atob(sampleImagePng), (c) => c.charCodeAt(0))], { type: 'image/png' });
  return new Blob([samplePdf], { type: 'application/pdf' });
}

/** A stored file's bytes under the download time limit; `stalled` makes them never arrive. */
export function memoryDownload(path: string, stalled = false): Promise<Blob> {
  return withDeadline(stalled ? new Promise<Blob>(() => {}) : Promise.resolve(memoryFileBlob(path)));
}
