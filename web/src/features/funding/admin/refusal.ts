/** A command's refusal as the screens say it: the server's Portuguese reason, and its toast. */
import { severityOf } from '@solarcred/domain/errors';
import { BackendError } from '../../../backend';
import { notifyError } from '../../../ui/toaster';

/** The server's reason, when it gave one. */
export const reasonOf = (error: unknown): string | undefined =>
  error instanceof BackendError && error.message !== error.code ? error.message : undefined;

/** Runs `work`; on a refusal shows the failure toast with the reason and returns the reason (or the title). */
export async function refusalOf(work: () => Promise<void>, failure: string): Promise<string | null> {
  try {
    await work();
    return null;
  } catch (error) {
    const reason = reasonOf(error);
    notifyError(severityOf(error), { title: failure, description: reason });
    return reason ?? failure;
  }
}
