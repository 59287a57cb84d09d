import { useCallback, useEffect, useState } from 'react';
import { inlineContentType } from '@solarcred/domain/files';

export type FileState =
  | { status: 'loading' }
  /** `type` is null when the file may only be downloaded, never shown inside the app. */
  | { status: 'ready'; url: string; type: string | null }
  | { status: 'error' };

/**
 * Loads a file's bytes and exposes them as an object URL of this page, revoked when the caller
 * unmounts or asks for another file: nothing able to fetch the file outlives the viewer. The URL
 * is built with an allowed content type (never the stored one as is: an uploader declares it);
 * `retry` loads the file again after a failure.
 */
export function useObjectUrl(load: (() => Promise<Blob>) | null, key: string, name: string): FileState & { retry: () => void } {
  const [state, setState] = useState<FileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!load) return;
    let active = true;
    let url: string | null = null;
    setState({ status: 'loading' });
    load().then(
      (blob) => {
        if (!active) return;
        const type = inlineContentType(blob.type, name);
        url = URL.createObjectURL(new Blob([blob], { type: type ?? 'application/octet-stream' }));
        setState({ status: 'ready', url, type });
      },
      () => active && setState({ status: 'error' }),
    );
    return () => {
      active = false;
      if (url) URL.revokeObjectURL(url);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the file, `attempt` asks again
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
