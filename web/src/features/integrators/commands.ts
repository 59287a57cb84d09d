/** The admin's commands on an integrator, with the spec's toasts for each outcome. */
import { severityOf } from '@solarcred/domain/errors';
import { adminIntegrators as text } from '@solarcred/domain/messages';
import type { AdminIntegratorEditValues } from '@solarcred/domain/schemas/misc';
import { BackendError, getBackend } from '../../backend';
import { notifyError, notifySuccess } from '../../ui/toaster';

export type Outcome = 'done' | 'not-found' | 'failed';

/** 'Integrador não encontrado' for not-found; otherwise `failure`, with the server's reason when it gave one. */
function report(error: unknown, failure: string): Outcome {
  if (error instanceof BackendError && error.code === 'not-found') {
    notifyError('low', { title: text.notFound });
    return 'not-found';
  }
  const reason = error instanceof BackendError && error.message !== error.code ? error.message : undefined;
  notifyError(severityOf(error), { title: failure, description: reason });
  return 'failed';
}

async function run(work: () => Promise<void>, success: string, failure: string): Promise<Outcome> {
  try {
    await work();
    notifySuccess(success);
    return 'done';
  } catch (error) {
    return report(error, failure);
  }
}

export const approve = (id: string) =>
  run(async () => (await getBackend()).admin.approveIntegrator(id), text.approved, text.approveFailure);

export const reject = (id: string, motivo: string) =>
  run(async () => (await getBackend()).admin.rejectIntegrator(id, motivo), text.rejected, text.rejectFailure);

export const edit = (id: string, values: AdminIntegratorEditValues) =>
  run(async () => (await getBackend()).admin.editIntegrator(id, values), text.edited, text.editFailure);
