/** Installation milestones (issue 30): the evidence uploads and the two commands. The state itself is on the proposal, already live in the details. */
import type { InstallationSettings, TargetDays } from '@solarcred/domain/installation/due-dates';
import type { MilestoneId } from '@solarcred/domain/installation/milestones';
import type { MarkMilestoneInput, UndoMilestoneInput } from '@solarcred/domain/installation/installation-schemas';
import type { Proposal } from '@solarcred/domain/model';
import type { Live, UploadProgress, UploadedFile } from './port';
import type { ProposalScope } from '@solarcred/domain/team/scope';

export interface InstallationPort {
  /**
   * Uploads one file of a milestone's evidence into the proposal's folder
   * (`propostas-anexos/{ownerUid}/{proposalId}/marco-{id}-{slot}_{timestamp}.{ext}`): the owner's
   * folder even when an admin marks it. Storage allows it only while the proposal is approved.
   */
  uploadEvidence(proposal: Pick<Proposal, 'id' | 'integrador_id'>, marco: MilestoneId, slot: number, file: File, onProgress?: UploadProgress): Promise<UploadedFile>;
  /** The markMilestone callable (the owner, or an admin with a reason). */
  mark(input: MarkMilestoneInput): Promise<void>;
  /** Admin: the undoMilestone callable. */
  undo(input: UndoMilestoneInput): Promise<void>;
  /**
   * Approved proposals whose next milestone's day (instalacao_meta) is before `today`, the latest
   * first due first, at most `limit`, in the scope (a company's, a seller's, or every one for an admin).
   */
  late(scope: ProposalScope, today: string, limit: number): Live<Proposal[]>;
  /** How many installations are late: a count aggregation (one read per 1,000 matches). */
  lateCount(scope: ProposalScope, today: string): Promise<number>;
  /** Admins: config/instalacao, live (null until an admin saves it: approvals then pin the defaults). */
  settings: Live<InstallationSettings | null>;
  /** Admins: the targets proposals approved from now on pin (the rules check the shape). */
  saveSettings(days: TargetDays): Promise<void>;
}
