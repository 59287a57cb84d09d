/**
 * Keeps propostas/{id}.instalacao_meta (the next open milestone's due day) in step with the
 * status and the milestones, so dashboards count and list late installations with a query (see
 * derived-field.ts). The targets are the domain's defaults: no admin setting for them yet.
 */
import { proposalDocumentPattern } from '@solarcred/domain/data/proposals';
import { readDocument } from '@solarcred/domain/data/timestamps';
import { installationDeadlinePatch } from '@solarcred/domain/installation/due-dates';
import type { Proposal } from '@solarcred/domain/model';
import { derivedFieldTrigger } from '../derived-field';

export const onProposalInstallationDeadline = derivedFieldTrigger(proposalDocumentPattern, 'installation deadline', (after) =>
  installationDeadlinePatch(readDocument<Proposal>(after.id, after.data())),
);
