import type { ContractPdfFile } from '../../../../backend/port-guest-contract';

/** Saves a callable's PDF (base64) as a file download, with the name the server gave it. */
export function downloadPdf({ base64, nome }: ContractPdfFile): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = nome;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has its own copy once started; the address is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
