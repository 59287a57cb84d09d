import { useEffect, useState } from 'react';
import { getBackend } from '../../backend';

/**
 * An object URL for a stored photo (`foto_perfil` is a storage path, read through the rules,
 * never a permanent download URL); null while loading, without a path, or when it cannot be read.
 * The URL is revoked when the path changes or the component goes away.
 */
export function usePhotoUrl(path: string | null | undefined): string | null {
  const [url, setUrl] = useState<{ path: string; url: string } | null>(null);
  useEffect(() => {
    if (!path) return;
    let active = true;
    let created: string | null = null;
    getBackend()
      .then((backend) => backend.profile.photoBlob(path))
      .then(
        (blob) => {
          if (!active) return;
          created = URL.createObjectURL(blob);
          setUrl({ path, url: created });
        },
        // An unreadable photo shows the initials instead.
        () => undefined,
      );
    return () => {
      active = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [path]);
  return path && url?.path === path ? url.url : null;
}
