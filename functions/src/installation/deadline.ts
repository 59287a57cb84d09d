/**
 * Keeps propostas/{id}.instalacao_meta (the next open milestone's due day) in step with the
 * status and the milestones, so dashboards count and list late installations with a query (see
 * derived-field.ts); on approval it pins the targets of config/instalacao on the proposal
 * (`instalacao_dias`), the only time it reads them.
 */
import { installationSettingsDoc } from '@solarcred/domain/data/config';
import { readDocument } from '@solarcred/domain/data/timestamps';
import { installationDeadlinePatch, needsPinnedTargets, targetDaysOf } from '@solarcred/domain/installation/due-dates';
import type { Proposal } from '@solarcred/domain/model';
import { adminFirestore } from '../app';
import { derivedFieldHandler } from '../derived-field';
import { typedDoc } from '../firestore-data';

export const onProposalInstallationDeadline = derivedFieldHandler('installation deadline', async (after) => {
  const proposal = readDocument<Proposal>(after.id, after.data());
  if (!needsPinnedTargets(proposal)) return installationDeadlinePatch(proposal);
  const { id, collection } = installationSettingsDoc;
  const settings = await typedDoc(adminFirestore(), collection, id).get();
  return installationDeadlinePatch(proposal, targetDaysOf(settings.data()));
});
