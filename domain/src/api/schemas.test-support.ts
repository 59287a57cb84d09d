/** Fixtures of the API's domain tests (not used by production code). */
import type { Actor } from '../handlers/actor';
import { defaultEnergySettings } from '../energy/settings';
import { createProposal } from '../handlers/proposal-create';
import type { Proposal } from '../model';
import { completeIntegrator, proposalWithAttachmentsIn, storedCreditLines } from '../test-fixtures';

export const apiKeyActor: Actor = { uid: 'empresa-1', role: 'integrador', empresa: 'empresa-1', papel: 'titular' };
export const fixtureNow = Date.UTC(2026, 2, 12, 13, 30, 0);
export const fixtureProposalId = 'AbCdEfGhIjKlMnOpQrSt';

/** The create body a partner sends (attachments already uploaded to the proposal's folder). */
export const createBody = (id = fixtureProposalId) => ({ id, proposta: proposalWithAttachmentsIn(`propostas-anexos/empresa-1/${id}`) });

/** A proposal as createProposal stores it when the API's actor sends createBody(), with internal fields set. */
export function storedProposal(overrides: Partial<Proposal> = {}): Proposal {
  const writes = createProposal({
    integrator: completeIntegrator({ id: 'empresa-1', user_id: 'empresa-1', status: 'aprovado' }), existing: () => null, reservedBy: () => null,
    input: createBody(), actor: apiKeyActor, now: fixtureNow, facts: null, creditLines: storedCreditLines(), cashbackRates: [], energySettings: defaultEnergySettings(),
  });
  if (writes.kind !== 'create') throw new Error('expected a new proposal');
  return { ...writes.proposal, search_tokens: ['joao', 'segredo'], pendencias_abertas: 1, pendencias_total: 2, ...overrides };
}
