/** One command with its toasts: the success title, or the failure title and the server's reason. */
import { severityOf } from '@solarcred/domain/errors';
import { BackendError } from '../backend';
import { notifyError, notifySuccess } from './toaster';

export interface SuccessToast {
  description?: string;
  brief?: boolean;
}

export async function runCommand(work: () => Promise<void>, done: string, failure: string, success: SuccessToast = {}): Promise<boolean> {
  try {
    await work();
    notifySuccess(done, success.description, { brief: success.brief ?? false });
    return true;
  } catch (error) {
    const reason = error instanceof BackendError && error.message !== error.code ? error.message : undefined;
    notifyError(severityOf(error), { title: failure, description: reason });
    return false;
  }
}
