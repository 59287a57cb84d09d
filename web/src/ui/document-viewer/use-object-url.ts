import { useEffect, useState } from 'react';

export type FileState =
  | { status: 'loading' }
  | { status: 'ready'; url: string; type: string }
  | { status: 'error' };

/**
 * Loads a file's bytes and exposes them as an object URL of this page, revoked when the caller
 * unmounts or asks for another file: nothing able to fetch the file outlives the viewer.
 */
export function useObjectUrl(load: (() => Promise<Blob>) | null, key: string): FileState {
  const [state, setState] = useState<FileState>({ status: 'loading' });
  useEffect(() => {
    if (!load) return;
    let active = true;
    let url: string | null = null;
    setState({ status: 'loading' });
    load().then(
      (blob) => {
        if (!active) return;
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url, type: blob.type });
      },
      () => active && setState({ status: 'error' }),
    );
    return () => {
      active = false;
      if (url) URL.revokeObjectURL(url);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the file
  }, [key]);
  return state;
}
