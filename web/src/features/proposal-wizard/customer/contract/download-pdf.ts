import type { ContractPdfFile } from '../../../../backend/port-guest-contract';
import { saveFile } from '../../../../ui/save-file';

/** Saves a callable's PDF (base64) as a file download, with the name the server gave it. */
export function downloadPdf({ base64, nome }: ContractPdfFile): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  saveFile(new Blob([bytes], { type: 'application/pdf' }), nome);
}
