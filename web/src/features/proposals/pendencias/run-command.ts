/** One pending-item command with its toasts: success title, or the failure title and the server's reason. */
import { severityOf } from '@solarcred/domain/errors';
import { BackendError } from '../../../backend';
import { notifyError, notifySuccess } from '../../../ui/toaster';

export async function runPendingCommand(work: () => Promise<void>, done: string, failure: string): Promise<boolean> {
  try {
    await work();
    notifySuccess(done);
    return true;
  } catch (error) {
    const reason = error instanceof BackendError && error.message !== error.code ? error.message : undefined;
    notifyError(severityOf(error), { title: failure, description: reason });
    return false;
  }
}
