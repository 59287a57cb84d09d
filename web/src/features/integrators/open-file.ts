import { getBackend } from '../../backend';
import { notifyError } from '../../ui/toaster';

const openFailure = 'Não foi possível abrir o arquivo.';

/**
 * How long the tab's object URL stays valid: long enough for the tab to load the file, short
 * enough that nothing able to fetch it outlives the visit (a reload after that shows nothing).
 */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Opens a stored file in a new tab. Its bytes come through the Storage rules (the backend's
 * rules-checked download, never a permanent token URL) and reach the tab as an object URL of this
 * page, revoked after a minute or when this page goes away. The tab is opened synchronously
 * (inside the click, so no popup blocker objects) and pointed at the file once it has arrived.
 */
export async function openStoredFile(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const blob = await (await getBackend()).admin.fileBlob(path);
    const url = URL.createObjectURL(blob);
    const revoke = () => URL.revokeObjectURL(url);
    window.setTimeout(revoke, OBJECT_URL_LIFETIME_MS);
    window.addEventListener('pagehide', revoke, { once: true });
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
  } catch {
    tab?.close();
    notifyError('medium', { title: openFailure });
  }
}
