/** Issue 51: a ZIP of the person's data, downloaded from a signed URL or the demo's blob. */
export function startDownload(url: string, id: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `meus-dados-${id}.zip`;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
