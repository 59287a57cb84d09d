import { editIntegrator as edit } from '@solarcred/domain/handlers/integrator-review';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { adminIntegratorEditInput } from '@solarcred/domain/schemas/misc';
import { callable } from '../callable';
import { runIntegratorCommand } from './transaction';

/** Admin: edits an integrator's company data ({ integratorId, ...fields }); never its status. */
export const editIntegrator = callable('admin', async ({ actor, data }) => {
  const { integratorId } = parseCommand(adminIntegratorEditInput, data);
  await runIntegratorCommand(integratorId, (current, now) => ({ writes: edit(current, data, actor, now), result: null }));
}, 'editIntegrator');
