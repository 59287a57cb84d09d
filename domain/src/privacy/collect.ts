/**
 * collectSubject (issue 51): every document the app holds about one data subject, read through a
 * small port so the function (Firestore, functions/src/privacy/subject-data.ts) and the demo (the
 * memory store) find the same documents. 'conta': the account's own documents, its company's
 * (a titular) or its own (gestor, vendedor) proposals, links, drafts and contracts, its payout
 * data, acceptances, invitations, error reports and requests. 'cliente': the link (its view,
 * draft and acceptances) and every proposal with the customer's CPF, with their comments, pending
 * items and contracts. Both: the e-mails sent to the person's addresses (mail/) and, for an
 * account, its notices' read records.
 */
import { maskCpfCnpj } from '../masks';
import type { Millis } from '../model';
import { subjectDataOf, type SubjectData, type SubjectDocument } from './subject';
import type { PrivacySubject } from './types';

/** Reads the collector needs; both return documents with Timestamps already in milliseconds. */
export interface SubjectReader {
  get(path: string): Promise<SubjectDocument | null>;
  /** Documents of `collection` (a top-level or a sub-collection path) whose `field` (dotted) equals `value`. */
  where(collection: string, field: string, value: string): Promise<SubjectDocument[]>;
  /** Every document of a sub-collection (e.g. propostas/p1/comentarios). */
  list(collection: string): Promise<SubjectDocument[]>;
}

/** What the caller may know beyond the subject: the customer's CPF (the public page has it; never stored in clear). */
export interface SubjectHints {
  cpf?: string;
}

/** The stored spellings of a CPF/CNPJ a proposal may carry (digits or masked). */
export function cpfStoredForms(cpf: string): string[] {
  const digits = cpf.replace(/\D/g, '');
  if (!digits) return [];
  return [...new Set([digits, maskCpfCnpj(digits)])];
}

/** Sub-collections of a proposal that are about its customer and its sender. */
const proposalChildren = ['comentarios', 'pendencias'] as const;

/** How many proposals are expanded at once (their sub-collections and contracts). */
const expandBatch = 25;

async function expandProposals(reader: SubjectReader, proposals: readonly SubjectDocument[], out: SubjectDocument[]): Promise<void> {
  for (let start = 0; start < proposals.length; start += expandBatch) {
    const batch = proposals.slice(start, start + expandBatch);
    const found = await Promise.all(batch.flatMap((proposal) => proposalChildren.map((child) => reader.list(`${proposal.caminho}/${child}`))));
    for (const documents of found) out.push(...documents);
  }
}

const idOf = (document: SubjectDocument) => document.caminho.split('/').pop() ?? '';

async function collectAccount(reader: SubjectReader, subject: PrivacySubject, out: SubjectDocument[]): Promise<void> {
  const uid = subject.uid;
  if (!uid) return;
  const own = await Promise.all(
    [`profiles/${uid}`, `integradores/${uid}`, `membros/${uid}`, `dados_pagamento/${uid}`, `aceites/${uid}`].map((path) => reader.get(path)),
  );
  const [, integrator, member] = own;
  for (const document of own) if (document) out.push(document);
  out.push(...(await reader.list(`aceites/${uid}/historico`)));
  if (integrator) {
    out.push(...(await reader.list(`integradores/${uid}/historico`)));
    out.push(...(await reader.list(`integradores/${uid}/projetos`)));
  }
  const papel = typeof member?.dados['papel'] === 'string' ? member.dados['papel'] : integrator ? 'titular' : null;
  const empresa = typeof member?.dados['empresa'] === 'string' ? member.dados['empresa'] : integrator ? uid : null;
  if (papel) {
    // The titular answers for the company's records; a gestor or vendedor for what it made.
    const [field, value] = papel === 'titular' && empresa === uid ? ['integrador_id', uid] : ['criado_por', uid];
    const [proposals, contracts, links, drafts] = await Promise.all(
      ['propostas', 'contratos', 'links_cliente', 'rascunhos_cliente'].map((collection) => reader.where(collection, field, value)),
    );
    out.push(...proposals!, ...contracts!, ...links!, ...drafts!);
    await expandProposals(reader, proposals!, out);
    if (field === 'integrador_id') {
      const [cycles, funding] = await Promise.all(['cashback_ciclos', 'repasses'].map((collection) => reader.where(collection, 'integrador_id', uid)));
      out.push(...cycles!, ...funding!);
    }
  }
  const [invitations, reports] = await Promise.all([reader.where('convites', 'aceito_por', uid), reader.where('error_reports', 'user_id', uid)]);
  out.push(...invitations, ...reports);
  // Read records have the reader's uid as their id; notices are few (an admin writes each by hand).
  const notices = await reader.list('avisos');
  for (const read of await Promise.all(notices.map((notice) => reader.get(`${notice.caminho}/leituras/${uid}`)))) if (read) out.push(read);
  await collectMail(reader, own.map((document) => document?.dados['email']), out);
}

/** The e-mails queued or sent to the person (mail/{id}.to is one address), once each. */
async function collectMail(reader: SubjectReader, addresses: readonly unknown[], out: SubjectDocument[]): Promise<void> {
  const distinct = [...new Set(addresses.filter((address): address is string => typeof address === 'string' && address.includes('@')))];
  for (const mails of await Promise.all(distinct.map((address) => reader.where('mail', 'to', address)))) out.push(...mails);
}

async function collectCustomer(reader: SubjectReader, subject: PrivacySubject, hints: SubjectHints, out: SubjectDocument[]): Promise<void> {
  const proposals = new Map<string, SubjectDocument>();
  let cpf = hints.cpf ?? subject.cpf ?? '';
  if (subject.link_id) {
    const linkId = subject.link_id;
    const [link, view, acceptance] = await Promise.all([reader.get(`links_cliente/${linkId}`), reader.get(`vistas_cliente/${linkId}`), reader.get(`aceites/cliente_${linkId}`)]);
    for (const document of [link, view, acceptance]) if (document) out.push(document);
    out.push(...(await reader.list(`aceites/cliente_${linkId}/historico`)));
    const drafts = await reader.where('rascunhos_cliente', 'link_id', linkId);
    out.push(...drafts);
    const reserved = typeof link?.dados['proposta_id'] === 'string' ? await reader.get(`propostas/${link.dados['proposta_id']}`) : null;
    if (reserved) {
      proposals.set(reserved.caminho, reserved);
      if (!cpf && typeof reserved.dados['cliente_cpf_cnpj'] === 'string') cpf = reserved.dados['cliente_cpf_cnpj'];
    }
  }
  for (const form of cpfStoredForms(cpf)) {
    for (const proposal of await reader.where('propostas', 'cliente_cpf_cnpj', form)) proposals.set(proposal.caminho, proposal);
  }
  const found = [...proposals.values()];
  out.push(...found);
  const linked = subject.link_id ? out.find((document) => document.caminho === `links_cliente/${subject.link_id}`) : undefined;
  await collectMail(reader, [linked?.dados['cliente_email'], ...found.map((proposal) => proposal.dados['cliente_email'])], out);
  await expandProposals(reader, found, out);
  for (const proposal of found) {
    const seen = new Set(out.map((document) => document.caminho));
    for (const contract of await reader.where('contratos', 'proposta_id', idOf(proposal))) if (!seen.has(contract.caminho)) out.push(contract);
    // The proposal's payment records name the customer (kept by their own law on a deletion).
    for (const record of await Promise.all([reader.get(`repasses/${idOf(proposal)}`), reader.get(`cashback_ciclos/${idOf(proposal)}`)])) if (record) out.push(record);
    if (!subject.link_id) {
      for (const draft of await reader.get(`rascunhos_cliente/${idOf(proposal)}`).then((draft) => (draft ? [draft] : []))) out.push(draft);
    }
  }
}

/** Every document about the subject and the files they name. */
export async function collectSubject(reader: SubjectReader, subject: PrivacySubject, now: Millis, hints: SubjectHints = {}): Promise<SubjectData> {
  const out: SubjectDocument[] = [];
  if (subject.tipo === 'conta') await collectAccount(reader, subject, out);
  else await collectCustomer(reader, subject, hints, out);
  out.push(...(await reader.where('solicitacoes_lgpd', 'titular.chave', subject.chave)));
  return subjectDataOf(subject, out, now);
}
