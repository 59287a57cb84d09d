import { submitProfile } from '@solarcred/domain/handlers/integrator-profile';
import { callable } from '../callable';
import { storedObjectFacts } from './stored-files';
import { runIntegratorCommand } from './transaction';

/**
 * The profile wizard (payload: SubmitProfileInput) on the caller's own record; answers the new
 * status. Sizes and types of the named files are read from the bucket before the transaction.
 */
export const submitIntegratorProfile = callable('integrador', async ({ actor, data }) => {
  const facts = await storedObjectFacts(data);
  return runIntegratorCommand(actor.uid, (current, now) => {
    const writes = submitProfile(current, data, actor, now, facts);
    return { writes, result: { status: String(writes.patch.status) } };
  });
});
