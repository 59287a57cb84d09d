/** Saves a file the browser way: a temporary link to the blob, clicked (statements, payout batches, contracts). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name, rel: 'noopener' });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the address is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
