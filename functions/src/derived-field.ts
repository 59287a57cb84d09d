/**
 * The triggers that keep a field derived from its own document (search tokens, the installation's
 * next due day): the domain computes the patch from the snapshot, null when the field already
 * agrees, so the trigger's own write ends the chain. The write is conditional on that snapshot:
 * if the document changed meanwhile, the newer write's event computes the patch instead.
 */
import { logger } from 'firebase-functions';
import type { Change } from 'firebase-functions';
import type { FirestoreEvent } from 'firebase-functions/v2/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';

/** gRPC FAILED_PRECONDITION: the document changed after this event's snapshot. */
const FAILED_PRECONDITION = 9;

/**
 * The handler of a trigger on a document (index.ts declares which) that writes `patchOf(after)`
 * when it is not null; `what` names it in the log.
 */
export function derivedFieldHandler(what: string, patchOf: (after: DocumentSnapshot) => Record<string, unknown> | null | Promise<Record<string, unknown> | null>) {
  return async (event: FirestoreEvent<Change<DocumentSnapshot> | undefined>): Promise<void> => {
    const after = event.data?.after;
    if (!after?.exists) return;
    const patch = await patchOf(after);
    if (!patch) return;
    try {
      await after.ref.update(patch, { lastUpdateTime: after.updateTime });
    } catch (error) {
      if ((error as { code?: unknown }).code !== FAILED_PRECONDITION) throw error;
      logger.info(`${what}: changed meanwhile; its newer event writes it`, { document: event.document });
    }
  };
}
