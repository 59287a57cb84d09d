import { rejectIntegrator as reject } from '@solarcred/domain/handlers/integrator-review';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { rejectInput } from '@solarcred/domain/schemas/misc';
import { callable } from '../callable';
import { runIntegratorCommand } from './transaction';

/** Admin: rejects an integrator awaiting approval, with the reason shown to it ({ integratorId, motivo }). */
export const rejectIntegrator = callable('admin', async ({ actor, data }) => {
  const { integratorId } = parseCommand(rejectInput, data);
  await runIntegratorCommand(integratorId, (current, now) => ({ writes: reject(current, data, actor, now), result: null }));
}, 'rejectIntegrator');
