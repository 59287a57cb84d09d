/** 'Baixar': asks for a link at click time (valid 15 minutes, never stored) and follows it as a download. */
import { getBackend } from '../../../backend';

export async function downloadPrivacyExport(requestId: string): Promise<void> {
  const backend = await getBackend();
  const { url } = await backend.privacy.exportLink(requestId);
  const link = Object.assign(document.createElement('a'), { href: url, download: `meus-dados-${requestId}.zip`, rel: 'noopener' });
  document.body.append(link);
  link.click();
  link.remove();
}
