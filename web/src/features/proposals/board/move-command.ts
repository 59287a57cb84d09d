/** The admin's move through the backend, with the spec's toasts for each outcome. */
import { severityOf } from '@solarcred/domain/errors';
import { proposals as proposalText } from '@solarcred/domain/messages';
import type { ProposalStatus } from '@solarcred/domain/options';
import { BackendError, getBackend } from '../../../backend';
import { notifyError, notifySuccess } from '../../../ui/toaster';

/** True when saved; false after the failure toast (the caller puts the card back). */
export async function saveMove(propostaId: string, status: ProposalStatus, motivo: string | null): Promise<boolean> {
  try {
    await (await getBackend()).board.moveProposal(propostaId, status, motivo);
    notifySuccess(proposalText.statusUpdated);
    return true;
  } catch (error) {
    const refused = error instanceof BackendError && error.code === 'permission-denied';
    notifyError(severityOf(error), { title: refused ? proposalText.onlyAdminsMove : proposalText.statusUpdateFailure });
    return false;
  }
}
