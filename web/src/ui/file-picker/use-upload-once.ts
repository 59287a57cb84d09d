import { useCallback, useRef } from 'react';
import { notifyUploadFailure } from './upload-failure';
import { useUploadProgress } from './use-upload-progress';

/**
 * Uploads a form's files with per-file progress, each file at most once: a retry after a failed
 * call sends only what did not go up. `upload(file)` resolves with what `send` returned, or null
 * after telling the person (`failureTitle`) that this file did not go.
 */
export function useUploadOnce<T>(send: (file: File, onProgress: (fraction: number) => void) => Promise<T>, failureTitle: string) {
  const sent = useRef(new Map<File, T>());
  const { progressOf, setFraction, clear } = useUploadProgress();
  const upload = useCallback(
    async (file: File): Promise<T | null> => {
      const done = sent.current.get(file);
      if (done !== undefined) return done;
      try {
        const result = await send(file, (fraction) => setFraction(file, fraction));
        sent.current.set(file, result);
        return result;
      } catch (error) {
        setFraction(file, null);
        notifyUploadFailure(error, 'medium', { title: failureTitle });
        return null;
      }
    },
    [send, setFraction, failureTitle],
  );
  /** Every file in order, stopping at the first that fails: all results, or null (that file was told). */
  const uploadAll = useCallback(
    async (files: readonly File[]): Promise<T[] | null> => {
      const stored: T[] = [];
      for (const file of files) {
        const result = await upload(file);
        if (result === null) return null;
        stored.push(result);
      }
      return stored;
    },
    [upload],
  );
  return { upload, uploadAll, progressOf, clear };
}
