/** A contract's PDF saved the browser way: fetched through the port (checked against its hash), a temporary link clicked. */
import { severityOf } from '@solarcred/domain/errors';
import { BackendError, getBackend } from '../../../backend';
import { saveFile } from '../../../ui/save-file';
import { notifyError } from '../../../ui/toaster';
import { contractUi as ui } from './texts';

/** Downloads the unsigned or the signed PDF; a failure (or a hash that does not match) says the server's reason. */
export async function downloadContract(contractId: string, signed: boolean): Promise<void> {
  try {
    const file = await (await getBackend()).contracts.pdf(contractId, signed);
    saveFile(file.blob, file.fileName);
  } catch (error) {
    const reason = error instanceof BackendError && error.message !== error.code ? error.message : undefined;
    notifyError(severityOf(error), { title: ui.downloadFailure, description: reason });
  }
}
