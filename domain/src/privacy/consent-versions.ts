/**
 * Which versions are in force and whether a person must accept again (issue 51): the sign-in's
 * check loads only this (no zod, no texts).
 */
import { consentDocuments, type ConsentAcceptance, type ConsentDocument, type CurrentConsent } from './types';

/** publico/consentimento when it does not exist yet: version 1 of both. */
export const defaultCurrentConsent: CurrentConsent = { termos: 1, privacidade: 1, atualizado_em: null };

/** publico/consentimento as stored, or the defaults when absent. */
export const currentConsentOf = (stored: CurrentConsent | null | undefined): CurrentConsent => stored ?? defaultCurrentConsent;

/** Whether the person must accept again: never accepted, or a text in force is newer than the one accepted. */
export function needsConsent(acceptance: ConsentAcceptance | null, current: CurrentConsent): boolean {
  if (!acceptance) return true;
  return acceptance.termos_versao < current.termos || acceptance.privacidade_versao < current.privacidade;
}

/** The documents whose version in force the person has not accepted (what the dialog lists). */
export function changedDocuments(acceptance: ConsentAcceptance | null, current: CurrentConsent): ConsentDocument[] {
  return consentDocuments.filter((tipo) => !acceptance || (tipo === 'termos' ? acceptance.termos_versao : acceptance.privacidade_versao) < current[tipo]);
}
