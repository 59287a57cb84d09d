import { useCallback, useState } from 'react';

/**
 * Per-file upload progress for a form that sends several files: `setFraction(file, 0..1)` while a
 * file goes up, `null` once it is done; `progressOf(file)` for the file list; `clear()` after a send.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<ReadonlyMap<File, number>>(new Map());
  const setFraction = useCallback((file: File, fraction: number | null) => {
    setProgress((current) => {
      const next = new Map(current);
      if (fraction === null) next.delete(file);
      else next.set(file, fraction);
      return next;
    });
  }, []);
  const clear = useCallback(() => setProgress(new Map()), []);
  const progressOf = useCallback((file: File) => progress.get(file), [progress]);
  return { progressOf, setFraction, clear };
}
