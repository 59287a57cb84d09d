/**
 * The acceptances' writes over the memory store (issue 51), apart from the adapter: the seed script
 * bundles this for Node (no Vite environment), and the invitation's and the link's commands record
 * with it inside their own update.
 */
import { acceptanceHistory, consentAcceptances, currentConsent } from '@solarcred/domain/data/privacy';
import { acceptanceHistoryId, acceptanceOf } from '@solarcred/domain/privacy/consent';
import type { ConsentAcceptance, ConsentOrigin, CurrentConsent } from '@solarcred/domain/privacy/types';
import { putDoc, readDoc, type MemoryState } from './store';

/** publico/consentimento as stored (null: version 1 of both). */
export const storedCurrentConsent = (state: MemoryState): CurrentConsent | null => readDoc(state, currentConsent.collection, currentConsent.id);

/** Writes `acceptance` as the subject's last one and appends it to its history (inside store.update). */
export function writeMemoryAcceptance(state: MemoryState, subjectId: string, acceptance: ConsentAcceptance): void {
  putDoc(state, consentAcceptances, { ...acceptance, id: subjectId });
  putDoc(state, acceptanceHistory(subjectId), { ...acceptance, id: acceptanceHistoryId(acceptance) });
}

/** The acceptance of the versions in force given at `origem` (the invitation's and the link's commands, inside their update). */
export function recordMemoryAcceptance(state: MemoryState, subjectId: string, origem: ConsentOrigin, now = Date.now()): void {
  writeMemoryAcceptance(state, subjectId, acceptanceOf(storedCurrentConsent(state), origem, now));
}
