/**
 * Retention (issue 51; LGPD art. 15 and 16: data is deleted once its purpose ends). How long each
 * kind of record outlives its use, and the instant it may go (`apagar_em`, the TTL field of
 * firestore.indexes.json). Pure, so the writers, the backfill, the scheduled sweep and the demo's
 * daily jobs decide the same way; docs/privacy.md ('Retention') gives the reasons.
 * - rascunhos_cliente: 90 days after the customer sent it (nothing edits a draft after that);
 * - links_cliente and their vistas_cliente: 30 days after an open link expired, or after it was
 *   revoked. A filled link follows its proposal (the customer's page) and has no date of its own:
 *   it goes with a deletion request;
 * - convites: 30 days after the invitation expired, was revoked (renewal revokes) or was accepted;
 * - the customer links' guest Auth users: a day after their last activity (customer-link/commands);
 * - orphan uploads: a day after the upload (upload-pruning.ts);
 * - lgpd/{requestId}.zip, the access request's export: a day after it was written.
 * The local drafts of the browser (the proposal wizard's, onboarding's) are dropped when read 90
 * days after they were last saved.
 */
import type { CustomerDraft } from '../customer-link/commands';
import type { CustomerLink } from '../customer-link/link';
import type { Millis } from '../model';
import type { Invitation } from '../team/invitation';
import type { StoredObject } from '../upload-pruning';
import { dayMs, retentionDays } from './retention-periods';
import { retentionKinds, type PrivacyExportState, type RetentionKind, type RetentionRun } from './types';

export { isBrowserDraftExpired, retentionDays } from './retention-periods';

/** A customer's draft: `retentionDays.customerDraft` after it was sent. */
export const draftDeleteAt = (draft: Pick<CustomerDraft, 'enviado_em'>): Millis => draft.enviado_em + retentionDays.customerDraft * dayMs;

/**
 * A customer link (and its view): 30 days after its revocation, else after the expiry of a link
 * never filled; null for a filled link, which lives with its proposal.
 */
export function linkDeleteAt(link: Pick<CustomerLink, 'revogado_em' | 'preenchido_em' | 'expira_em'>): Millis | null {
  if (link.revogado_em !== null) return link.revogado_em + retentionDays.customerLink * dayMs;
  if (link.preenchido_em !== null) return null;
  return link.expira_em + retentionDays.customerLink * dayMs;
}

/** An invitation: 30 days after it ended — revoked, accepted, or else its expiry. */
export function invitationDeleteAt(invitation: Pick<Invitation, 'revogado_em' | 'aceito_em' | 'expira_em'>): Millis {
  const ended = invitation.revogado_em ?? invitation.aceito_em ?? invitation.expira_em;
  return ended + retentionDays.invitation * dayMs;
}

/** Due on its instant, not a millisecond before; null never. */
export const isDue = (deleteAt: Millis | null, now: Millis): boolean => deleteAt !== null && deleteAt <= now;

/** The Storage folder of the access requests' ZIPs (data/privacy.ts's privacyExportPath). */
export const privacyExportFolder = 'lgpd/';

/** The access ZIPs written at least a day before `now`. */
export function stalePrivacyExports(objects: readonly StoredObject[], now: Millis): string[] {
  return objects
    .filter((object) => object.path.startsWith(privacyExportFolder) && isDue(object.createdAt + retentionDays.privacyExport * dayMs, now))
    .map((object) => object.path);
}

/**
 * Whether a ready access ZIP is gone: the sweep deletes lgpd/ files a day after they were written
 * (stalePrivacyExports), so a link signed later would point at nothing.
 */
export const isPrivacyExportGone = (exportacao: Pick<PrivacyExportState, 'estado' | 'atualizado_em'>, now: Millis): boolean =>
  exportacao.estado === 'pronta' && isDue(exportacao.atualizado_em + retentionDays.privacyExport * dayMs, now);


/** The collections Firestore's TTL policies delete by `apagar_em` (firestore.indexes.json). */
export const ttlCollections = ['rascunhos_cliente', 'links_cliente', 'vistas_cliente', 'convites'] as const;
export type TtlCollection = (typeof ttlCollections)[number];

/** Collections only Firestore's TTL policy deletes by `apagar_em` (the sweep leaves them: nothing there needs it sooner). */
export const ttlPolicyOnlyCollections = ['codigos_lgpd'] as const;

/** Which count of the run a collection's deletions go to (a link's view goes with its link, uncounted). */
export const kindOfCollection: Record<TtlCollection, RetentionKind | null> = {
  rascunhos_cliente: 'rascunhos_cliente',
  links_cliente: 'links_expirados',
  vistas_cliente: null,
  convites: 'convites',
};

/** A run's id: its start, sortable (newest last), unique per millisecond. */
export const retentionRunId = (start: Millis): string => `r_${String(start).padStart(15, '0')}`;

/** A run just started: every kind at zero. */
export function startedRun(start: Millis, gatilho: RetentionRun['gatilho']): RetentionRun {
  return { id: retentionRunId(start), inicio: start, fim: null, gatilho, contagens: Object.fromEntries(retentionKinds.map((kind) => [kind, 0])), erros: [] };
}

/** The run's total deletions. */
export const runTotal = (run: Pick<RetentionRun, 'contagens'>): number => Object.values(run.contagens).reduce<number>((sum, count) => sum + (count ?? 0), 0);

/** The latest runs the admin's card shows. */
export const retentionLogSize = 7;
