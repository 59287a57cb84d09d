import { getBackend } from '../../backend';
import { notifyError } from '../../ui/toaster';

const openFailure = 'Não foi possível abrir o arquivo.';

/**
 * Opens a stored file in a new tab through an authorised, short-lived URL. The tab is opened
 * synchronously (inside the click, so no popup blocker objects) and pointed at the URL once the
 * backend has issued it.
 */
export async function openStoredFile(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const url = await (await getBackend()).admin.fileUrl(path);
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
  } catch {
    tab?.close();
    notifyError('medium', { title: openFailure });
  }
}
