import { approveIntegrator as approve } from '@solarcred/domain/handlers/integrator-review';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { approveInput } from '@solarcred/domain/schemas/misc';
import { callable } from '../callable';
import { runIntegratorCommand } from './transaction';

/** Admin: approves an integrator awaiting approval ({ integratorId }). */
export const approveIntegrator = callable('admin', async ({ actor, data }) => {
  const { integratorId } = parseCommand(approveInput, data);
  await runIntegratorCommand(integratorId, (current, now) => ({ writes: approve(current, data, actor, now), result: null }));
}, 'approveIntegrator');
