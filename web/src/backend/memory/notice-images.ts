/**
 * Demo storage of notice images. The admin who uploads one and the integrators who read it are
 * usually other tabs, so an image small enough is also kept in localStorage (as a data URL) for
 * the other tabs of the browser; a larger one stays in the uploading tab, and other tabs get a
 * drawn placeholder.
 */
const PREFIX = 'solarcred-demo-notice-image:';
/** Leaves room in the ~5 MB localStorage quota for the demo state itself. */
const SHARED_MAX_BYTES = 600 * 1024;
const local = new Map<string, Blob>();

const placeholderSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240" viewBox="0 0 480 240"><rect width="480" height="240" fill="#FFF3E0"/><circle cx="240" cy="110" r="44" fill="#F6AD55"/><text x="240" y="200" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#7B341E">Imagem do aviso (demonstração)</text></svg>';

function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

function fromDataUrl(url: string): Blob {
  const [head = '', body = ''] = url.split(',');
  const type = /data:([^;]+)/.exec(head)?.[1] ?? 'application/octet-stream';
  const bytes = Uint8Array.from(atob(body), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type });
}

export const noticeImages = {
  put(path: string, file: Blob): void {
    local.set(path, file);
    if (file.size > SHARED_MAX_BYTES) return;
    void toDataUrl(file).then((url) => {
      try {
        localStorage.setItem(PREFIX + path, url);
      } catch {
        // Quota reached: the image stays in this tab only.
      }
    });
  },
  get(path: string): Blob {
    const mine = local.get(path);
    if (mine) return mine;
    const shared = localStorage.getItem(PREFIX + path);
    return shared ? fromDataUrl(shared) : new Blob([placeholderSvg], { type: 'image/svg+xml' });
  },
  removeFolder(folder: string): void {
    for (const path of [...local.keys()]) if (path.startsWith(folder)) local.delete(path);
    for (let index = localStorage.length - 1; index >= 0; index--) {
      const key = localStorage.key(index) ?? '';
      if (key.startsWith(PREFIX + folder)) localStorage.removeItem(key);
    }
  },
};
