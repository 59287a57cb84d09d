/**
 * Cloud Functions entry point (bundled by build.mjs into lib/index.js). Each export is one
 * deployed function; the logic lives in @solarcred/domain handlers.
 */
export { onUserCreated } from './sign-up/on-user-created';

// Integrator onboarding (the integrator's own record) and review (admins).
export { submitIntegratorProfile } from './integrators/submit-profile';
export { refreshIntegratorStatus } from './integrators/refresh-status';
export { approveIntegrator } from './integrators/approve';
export { rejectIntegrator } from './integrators/reject';
export { editIntegrator } from './integrators/edit';
// Search tokens of 'Gerenciar Integradores', rewritten only when the searched fields change.
export { onIntegratorSearchFields } from './integrators/search-tokens';

// Dashboard counters (stats/integradores, stats/propostas), idempotent per event.
export { onIntegratorWritten, onProposalWritten } from './stats/triggers';

// Housekeeping: uploads no record refers to, deleted after a day.
export { pruneUnreferencedUploads } from './storage/prune-uploads';

// Proposals: the submission wizard's 'Finalizar Proposta' (created once per client-generated id).
export { createProposalCallable as createProposal } from './proposals/create';
