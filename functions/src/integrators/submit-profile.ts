import { submitProfile } from '@solarcred/domain/handlers/integrator-profile';
import { callable } from '../callable';
import { runIntegratorCommand } from './transaction';

/** The profile wizard (payload: SubmitProfileInput) on the caller's own record; answers the new status. */
export const submitIntegratorProfile = callable('integrador', ({ actor, data }) =>
  runIntegratorCommand(actor.uid, (current, now) => {
    const writes = submitProfile(current, data, actor, now);
    return { writes, result: { status: String(writes.patch.status) } };
  }),
);
