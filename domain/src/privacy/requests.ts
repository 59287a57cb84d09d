/**
 * The data subject's requests (LGPD art. 18, issue 51): the bounded input, the subject's key (one
 * open request per subject), the state rules and erasurePlan — what a deletion deletes,
 * anonymises and keeps. A signed contract keeps itself, its PDFs, its proposal (anonymised) and
 * its payment records for the law's period; it never keeps anything else.
 */
import { z } from 'zod';
import type { NewAuditEntry } from '../audit/types';
import { DomainError } from '../errors';
import type { Millis } from '../model';
import { inventoryEntryOf, privacyInventory, proposalAnonymisation, retentionLaws, type Anonymisation, type RetentionLaw } from './inventory';
import { requestsText } from './requests-text';
import { collectionOfPath, type SubjectData, type SubjectDocument } from './subject';
import { type PrivacyRequest, type PrivacyRequestState, type PrivacySubject, type RetainedRecord } from './types';

export { correctionMinChars, privacyDetailMax, privacyRequestInputSchema, type PrivacyRequestInput } from './request-fields';
import { correctionMinChars, privacyDetailMax } from './request-fields';

/** resolvePrivacyRequest's payload: a refusal needs its reason. */
export const privacyResolutionSchema = z
  .object({
    id: z.string().min(1).max(128),
    decisao: z.enum(['concluir', 'recusar']),
    resposta: z.string().trim().max(privacyDetailMax, { error: requestsText.detailTooLong }).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.decisao === 'recusar' && value.resposta.length < correctionMinChars) ctx.addIssue({ code: 'custom', path: ['resposta'], message: requestsText.refusalReasonRequired });
  });
export type PrivacyResolution = z.infer<typeof privacyResolutionSchema>;

/** The subject's key: one open request per key (solicitacoes_lgpd_abertas/{chave}). */
export const accountSubjectKey = (uid: string) => `conta_${uid}`;
export const customerSubjectKey = (cpfHash: string) => `cpf_${cpfHash}`;

/** a***@d***.com: the admin's queue shows whose request it is without the whole address. */
export function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.trim().split('@');
  if (!domain) return user ? `${user[0]}***` : '';
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${user.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}

/** The signed-in person as a subject. */
export function accountSubject(uid: string, nome: string, email: string): PrivacySubject {
  return { chave: accountSubjectKey(uid), tipo: 'conta', uid, cpf_hash: null, link_id: null, nome: nome.slice(0, 200), email_mascarado: maskEmail(email) };
}

/** Open requests are 'aberta' or 'em_andamento'; the others are closed. */
export const isOpenState = (state: PrivacyRequestState) => state === 'aberta' || state === 'em_andamento';

/** Where a resolution leads; throws the Portuguese refusal when the request is already closed. */
export function resolvedState(request: Pick<PrivacyRequest, 'situacao'>, decisao: 'concluir' | 'recusar'): PrivacyRequestState {
  if (!isOpenState(request.situacao)) throw new DomainError('failed-precondition', requestsText.alreadyClosed);
  return decisao === 'concluir' ? 'concluida' : 'recusada';
}

/** The answer a resolution stores: the admin's, else, for a deletion that kept a signed contract's records, the law's words. */
export function resolutionAnswer(resposta: string, retidos: RetainedRecord[] | null): string | null {
  return resposta || (retidos?.some((record) => record.base_legal === 'contrato_assinado') ? requestsText.keptSigned : null);
}

/** The audit entry of a resolution ('lgpd'), the same from the callable and the demo. */
export function resolutionAuditEntry(
  request: Pick<PrivacyRequest, 'id' | 'tipo' | 'titular'>,
  admin: { uid: string; nome: string },
  decisao: 'concluir' | 'recusar',
  retidos: RetainedRecord[] | null,
): NewAuditEntry {
  return {
    acao: 'lgpd',
    ator: { uid: admin.uid, nome: admin.nome, tipo: 'admin' },
    alvo: { tipo: 'solicitacao_lgpd', id: request.id, rotulo: `${requestsText.typeLabel[request.tipo]} — ${request.titular.nome}` },
    integrador_id: request.titular.tipo === 'conta' ? request.titular.uid : null,
    detalhe: { tipo: request.tipo, decisao, retidos: retidos?.length ?? 0 },
    comando: 'resolvePrivacyRequest',
  };
}

// ---- Deletion --------------------------------------------------------------------------------

export interface AnonymisedRecord {
  caminho: string;
  /** The fields to overwrite and their new values. */
  campos: Record<string, string | null>;
}

export interface ErasurePlan {
  /** Documents to delete (with their sub-collections). */
  apagar: string[];
  anonimizar: AnonymisedRecord[];
  /** Kept because a law requires it (anonymised ones included, with their law). */
  manter: RetainedRecord[];
  /** Stored files to delete; the kept documents' files stay. */
  arquivos_apagar: string[];
  arquivos_manter: string[];
  /** The Auth account to delete (conta), or the link's guest account (cliente); null when none. */
  conta: { uid: string } | null;
}

/** The São Paulo calendar day `years` after `from` (YYYY-MM-DD). */
export function keepUntil(from: Millis, years: number): string {
  const day = new Date(from - 3 * 3_600_000);
  day.setUTCFullYear(day.getUTCFullYear() + years);
  return day.toISOString().slice(0, 10);
}

const valueOf = (how: Anonymisation): string | null => (how === 'marca' ? requestsText.anonymisedMark : how === 'vazio' ? '' : null);
const fieldsOf = (spec: Readonly<Record<string, Anonymisation>>, dados: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(spec).filter(([field]) => field in dados).map(([field, how]) => [field, valueOf(how)]));

const isSignedContract = (document: SubjectDocument) =>
  collectionOfPath(document.caminho) === 'contratos' && (document.dados['estado'] === 'assinado' || Boolean(document.dados['assinatura']));

const timeOf = (value: unknown, fallback: Millis) => (typeof value === 'number' ? value : fallback);

/** The proposal a document belongs to, when it is one of a proposal's records. */
function proposalIdOf(document: SubjectDocument): string | null {
  const [collection, id] = document.caminho.split('/');
  if (collection === 'propostas') return id ?? null;
  if (collection === 'rascunhos_cliente' || collection === 'repasses' || collection === 'cashback_ciclos') return id ?? null;
  const field = document.dados['proposta_id'];
  return typeof field === 'string' ? field : null;
}

/** The fields that name a member (gestor, vendedor) on its company's records. */
const memberFields: Readonly<Record<string, Anonymisation>> = { criado_por_nome: 'marca', autor_nome: 'marca' };

/**
 * What a deletion does to the subject's documents. A signed contract keeps itself (Código Civil
 * art. 205, 10 years from the signature), its proposal anonymised, and the proposal's payment
 * records (CTN arts. 173-174, 5 years); records with their own law (acceptances, requests,
 * ledgers) are kept; everything else is deleted — or, for a gestor's or vendedor's company
 * records, unlinked from its name. Files follow their documents.
 */
export function erasurePlan(data: SubjectData, now: Millis): ErasurePlan {
  const subject = data.titular;
  const signed = new Map<string, Millis>();
  for (const document of data.documentos) {
    if (!isSignedContract(document)) continue;
    const proposal = proposalIdOf(document);
    const assinatura = document.dados['assinatura'] as { assinado_em?: unknown } | null | undefined;
    if (proposal) signed.set(proposal, timeOf(assinatura?.assinado_em, now));
  }
  const plan: ErasurePlan = { apagar: [], anonimizar: [], manter: [], arquivos_apagar: [], arquivos_manter: [], conta: null };
  const keptFiles = new Set<string>();
  const keep = (document: SubjectDocument, law: RetentionLaw, from: Millis) => {
    plan.manter.push({ caminho: document.caminho, base_legal: law, manter_ate: keepUntil(from, retentionLaws[law].anos) });
  };
  const isMember = subject.tipo === 'conta' && subject.uid !== null;
  for (const document of data.documentos) {
    const collection = collectionOfPath(document.caminho);
    const entry = inventoryEntryOf(document.caminho);
    const proposal = proposalIdOf(document);
    const signedAt = proposal ? signed.get(proposal) : undefined;
    const companyRecord = isMember && typeof document.dados['integrador_id'] === 'string' && document.dados['integrador_id'] !== subject.uid;
    if (isSignedContract(document)) {
      keep(document, 'contrato_assinado', signedAt ?? now);
      for (const field of ['pdf_path']) if (typeof document.dados[field] === 'string') keptFiles.add(document.dados[field] as string);
      const assinatura = document.dados['assinatura'] as { pdf_assinado_path?: unknown } | null;
      if (typeof assinatura?.pdf_assinado_path === 'string') keptFiles.add(assinatura.pdf_assinado_path);
    } else if (companyRecord) {
      // A gestor's or vendedor's proposals, links and contracts are its company's: only its name goes.
      const campos = fieldsOf(memberFields, document.dados);
      if (Object.keys(campos).length > 0) plan.anonimizar.push({ caminho: document.caminho, campos });
    } else if (signedAt !== undefined && collection === 'propostas') {
      plan.anonimizar.push({ caminho: document.caminho, campos: fieldsOf(proposalAnonymisation, document.dados) });
      keep(document, 'contrato_assinado', signedAt);
    } else if (signedAt !== undefined && (collection === 'repasses' || collection === 'cashback_ciclos')) {
      keep(document, 'registros_fiscais', signedAt);
    } else if (entry?.exclusao === 'manter' && entry.lei && collection !== 'contratos') {
      keep(document, entry.lei, now);
    } else if (entry?.exclusao === 'anonimizar' && entry.anonimizar) {
      plan.anonimizar.push({ caminho: document.caminho, campos: fieldsOf(entry.anonimizar, document.dados) });
    } else {
      plan.apagar.push(document.caminho);
    }
  }
  for (const file of data.arquivos) (keptFiles.has(file) ? plan.arquivos_manter : plan.arquivos_apagar).push(file);
  if (subject.tipo === 'conta' && subject.uid) plan.conta = { uid: subject.uid };
  else if (subject.link_id) plan.conta = { uid: `cliente_${subject.link_id}` };
  // A document under a deleted one goes with it: list only the top ones.
  const deleted = new Set(plan.apagar);
  plan.apagar = plan.apagar.filter((path) => !path.split('/').some((_, index, parts) => index >= 2 && index % 2 === 0 && deleted.has(parts.slice(0, index).join('/'))));
  return plan;
}

/** Whether a deletion keeps anything because of a signed contract (the page warns before asking). */
export const keepsSignedContracts = (plan: ErasurePlan) => plan.manter.some((record) => record.base_legal === 'contrato_assinado');

/** The São Paulo calendar day of an instant, as a day number (UTC−3, no daylight saving since 2019). */
const spDay = (ms: Millis) => Math.floor((ms - 3 * 3_600_000) / 86_400_000);

/**
 * The queue's clock by São Paulo calendar days (LGPD art. 19 II): 'Faltam N dias' before the
 * deadline's day, 'Vence hoje' on it, 'Atrasada há N dias' once past (at least 1).
 */
export function deadlineClock(prazoEm: Millis, now: Millis): { texto: string; atrasada: boolean; vence_hoje: boolean } {
  const days = spDay(prazoEm) - spDay(now);
  if (now > prazoEm) return { texto: requestsText.lateBy(Math.max(1, -days)), atrasada: true, vence_hoje: false };
  if (days === 0) return { texto: requestsText.dueToday, atrasada: false, vence_hoje: true };
  return { texto: requestsText.daysLeft(days), atrasada: false, vence_hoje: false };
}

/** The records a deletion keeps by law, as the person's confirmation lists them (one line per law). */
export function keptByLawLines(): string[] {
  const laws = new Map<string, string[]>();
  for (const entry of privacyInventory) {
    if (entry.exclusao !== 'manter' || !entry.lei) continue;
    laws.set(entry.lei, [...(laws.get(entry.lei) ?? []), entry.finalidade]);
  }
  return [...laws.entries()].map(([law, purposes]) => `${purposes.join('; ')}: ${retentionLaws[law as RetentionLaw].lei}.`);
}
