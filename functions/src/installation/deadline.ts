/**
 * Keeps propostas/{id}.instalacao_meta (the next open milestone's due day) in step with the
 * status and the milestones, so dashboards count and list late installations with a query. Same
 * shape as the search-token trigger: writes only when the day changed, conditional on the snapshot
 * it computed from. The targets are the domain's defaults (no admin setting for them yet).
 */
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { product } from '@solarcred/domain/config';
import { proposalDocumentPattern } from '@solarcred/domain/data/proposals';
import { readDocument } from '@solarcred/domain/data/timestamps';
import { installationDeadlinePatch } from '@solarcred/domain/installation/due-dates';
import type { Proposal } from '@solarcred/domain/model';

/** gRPC FAILED_PRECONDITION: the proposal changed after this event's snapshot. */
const FAILED_PRECONDITION = 9;

export const onProposalInstallationDeadline = onDocumentWritten(
  { document: proposalDocumentPattern, region: product.region, retry: true },
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists) return;
    const patch = installationDeadlinePatch(readDocument<Proposal>(after.id, after.data()));
    if (!patch) return;
    try {
      await after.ref.update(patch, { lastUpdateTime: after.updateTime });
    } catch (error) {
      if ((error as { code?: unknown }).code !== FAILED_PRECONDITION) throw error;
      logger.info('installation deadline: changed meanwhile; its newer event writes it', { document: event.document });
    }
  },
);
