/**
 * onProposalContract (issue 47): a proposal's write decides its contract (shouldGenerateOnWrite):
 * its move into 'aprovada' generates the first version, and a change of what an unsigned contract
 * prints (values, line, term, simulation, the customer, the system) replaces it with the next.
 * A proposal stored already approved (the seeds) gets none. Event triggers run at least once: the
 * generation's transaction writes only if the proposal's contract is still the one the event
 * showed, so a replay writes nothing. A refusal (no saved simulation, a signed contract) is logged,
 * not retried: the admin sees the proposal without a contract and may press 'Gerar contrato'.
 */
import { logger } from 'firebase-functions';
import type { Change } from 'firebase-functions';
import type { FirestoreEvent } from 'firebase-functions/v2/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { shouldGenerateOnWrite } from '@solarcred/domain/contract/lifecycle';
import { readDocument } from '@solarcred/domain/data/timestamps';
import { isDomainError } from '@solarcred/domain/errors';
import type { Proposal } from '@solarcred/domain/model';
import { adminFirestore } from '../app';
import { generateFresh } from './generate';

const read = (snapshot: DocumentSnapshot | undefined) => (snapshot?.exists ? readDocument<Proposal>(snapshot.id, snapshot.data() ?? {}) : null);

/** propostas/{id} written (declared in index.ts). */
export async function onProposalContract(event: FirestoreEvent<Change<DocumentSnapshot> | undefined>): Promise<void> {
  const before = read(event.data?.before);
  const after = read(event.data?.after);
  const decision = shouldGenerateOnWrite(before, after, after?.contrato ?? undefined);
  if (!decision || !after) return;
  try {
    const generated = await generateFresh(adminFirestore(), after.id, { expected: after.contrato ?? null });
    if (generated) logger.info(`contracts: ${generated.contract.id} generated`, { document: event.document, replaced: generated.replaced });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    logger.warn(`contracts: no contract generated (${decision}): ${error.message}`, { document: event.document });
  }
}
