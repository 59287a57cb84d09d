import { refreshStatus } from '@solarcred/domain/handlers/integrator-profile';
import { callable } from '../callable';
import { runIntegratorCommand } from './transaction';

/** 'Atualizar Status' on the caller's own record (payload {}); answers the status and the message to show. */
export const refreshIntegratorStatus = callable('integrador', ({ actor }) =>
  runIntegratorCommand(actor.uid, (current, now) => {
    const { status, message, ...writes } = refreshStatus(current, actor, now);
    return { writes, result: { status, message } };
  }),
);
