import { useEffect, useState } from 'react';
import { getBackend } from '../../backend';

export type NoticeImageState = { status: 'none' } | { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error' };

/**
 * A notice image's bytes, fetched through the Storage rules (never a download-token URL) and shown
 * through an object URL revoked when the image leaves the screen.
 */
export function useNoticeImage(path: string | null | undefined): NoticeImageState {
  const [state, setState] = useState<NoticeImageState>({ status: path ? 'loading' : 'none' });
  useEffect(() => {
    if (!path) {
      setState({ status: 'none' });
      return;
    }
    let url: string | null = null;
    let active = true;
    setState({ status: 'loading' });
    getBackend()
      .then((backend) => backend.notices.imageBlob(path))
      .then(
        (blob) => {
          if (!active) return;
          url = URL.createObjectURL(blob);
          setState({ status: 'ready', url });
        },
        () => active && setState({ status: 'error' }),
      );
    return () => {
      active = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return state;
}
