/** 'Baixar': asks for a link at click time (valid 15 minutes, never stored) and follows it as a download. */
import { exportFileName } from '@solarcred/domain/analytics/export/rows';
import type { ExportJob } from '@solarcred/domain/analytics/export/types';
import { getBackend } from '../../../backend';

export async function downloadExport(job: ExportJob): Promise<void> {
  const backend = await getBackend();
  const { url } = await backend.exports.link(job.id);
  const link = Object.assign(document.createElement('a'), { href: url, download: exportFileName(job.tipo, job.filtro, job.formato), rel: 'noopener' });
  document.body.append(link);
  link.click();
  link.remove();
}
