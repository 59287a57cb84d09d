/**
 * Versioned consent (issue 51, LGPD arts. 8 and 9): the terms of use and the privacy notice are
 * published as numbered versions; a person accepts the versions in force, and a newer version asks
 * again at the next sign-in. Version 1 of each is consent-defaults.ts's text until an admin publishes another,
 * so a fresh deployment asks for something real. Functions and the demo's store apply the same
 * writes (publishWrites, acceptanceWrites).
 */
import { z } from 'zod';
import type { NewAuditEntry } from '../audit/types';
import { DomainError } from '../errors';
import { requireAdmin, requireSignedIn, type Actor } from '../handlers/actor';
import { parseCommand } from '../handlers/parse';
import type { Millis } from '../model';
import { consentText as text } from './consent-text';
import { currentConsentOf } from './consent-versions';
import {
  consentDocuments,
  type ConsentAcceptance,
  type ConsentOrigin,
  type ConsentVersion,
  type CurrentConsent,
} from './types';

export { defaultConsentVersion } from './consent-defaults';
export { changedDocuments, currentConsentOf, defaultCurrentConsent, needsConsent } from './consent-versions';
export { consentBoxSchema, requireConsentBox } from './consent-box';

export const consentLimits = { textoMin: 200, textoMax: 50_000, resumoMin: 1, resumoMax: 500 } as const;

/** publishConsentVersion's input, bounded. */
export const publishConsentSchema = z.object({
  tipo: z.enum(consentDocuments, { message: text.errors.tipo }),
  texto: z.string().trim().min(consentLimits.textoMin, text.errors.textoShort).max(consentLimits.textoMax, text.errors.textoLong),
  resumo: z.string().trim().min(consentLimits.resumoMin, text.errors.resumoShort).max(consentLimits.resumoMax, text.errors.resumoLong),
});
export type PublishConsentInput = z.infer<typeof publishConsentSchema>;

/** acceptConsent's input: where the acceptance is given (a signed-in person: sign-up or sign-in). */
export const acceptConsentSchema = z.object({ origem: z.enum(['cadastro', 'login'], { message: text.errors.origem }) });

export interface PublishWrites {
  version: ConsentVersion;
  current: CurrentConsent;
}

/** An admin publishes the next version of one text: the new version and the versions in force. */
export function publishWrites(actor: Actor | null, input: unknown, stored: CurrentConsent | null, now: Millis): PublishWrites {
  const admin = requireAdmin(actor);
  const { tipo, texto, resumo } = parseCommand(publishConsentSchema, input);
  const current = currentConsentOf(stored);
  const versao = current[tipo] + 1;
  return {
    version: { id: `${tipo}_v${versao}`, tipo, versao, texto, resumo, publicado_em: now, publicado_por: admin.uid },
    current: { ...current, [tipo]: versao, atualizado_em: now },
  };
}

/** The acceptance of the versions in force, given at `origem`. */
export function acceptanceOf(stored: CurrentConsent | null, origem: ConsentOrigin, now: Millis): ConsentAcceptance {
  const current = currentConsentOf(stored);
  return { termos_versao: current.termos, privacidade_versao: current.privacidade, aceito_em: now, origem };
}

/** A signed-in person (never a link's guest session) accepts the versions in force. */
export function acceptConsentWrites(actor: Actor | null, input: unknown, stored: CurrentConsent | null, now: Millis): ConsentAcceptance {
  const caller = requireSignedIn(actor);
  if (caller.uid.startsWith('cliente_')) throw new DomainError('permission-denied', text.errors.guest);
  const { origem } = parseCommand(acceptConsentSchema, input);
  return acceptanceOf(stored, origem, now);
}

/** The history entry's id: time first, so the entries list in order. */
export const acceptanceHistoryId = (acceptance: ConsentAcceptance) => `${String(acceptance.aceito_em).padStart(15, '0')}_${acceptance.origem}`;

/** The audit entry of a published version ('consentimento'), the same from the callable and the demo. */
export function consentPublishedAuditEntry(version: ConsentVersion, admin: { uid: string; nome: string }): NewAuditEntry {
  return {
    acao: 'consentimento',
    ator: { uid: admin.uid, nome: admin.nome, tipo: 'admin' },
    alvo: { tipo: 'consentimento', id: version.id, rotulo: `${version.tipo} v${version.versao}` },
    integrador_id: null,
    detalhe: { tipo: version.tipo, versao: version.versao, resumo: version.resumo.slice(0, 200) },
    comando: 'publishConsentVersion',
  };
}
