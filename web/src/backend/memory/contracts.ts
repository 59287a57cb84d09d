/**
 * The credit contract over the memory store (issue 47), with the domain functions the Cloud
 * Functions use: the reads firestore.rules allows (a proposal's versions: admins, the company's
 * titular and gestor, the vendedor who sent it; the template: admins), the admin's
 * generateContract and updateContractTemplate, and onProposalContract and onContractMail done in
 * the tab that made the write. The PDF is rendered here, in the browser, by the same deterministic
 * renderer, and every copy handed out is checked against the stored SHA-256 as the contractPdf
 * callable checks it. The content, template, renderer (pdf-lib) and e-mails are a chunk of their
 * own (contract-work.ts), loaded with the first contract, not with the demo.
 */
import { contractText } from '@solarcred/domain/contract/contract-text';
import { sha256Hex } from '@solarcred/domain/contract/hash';
import { contractRelevantChange, contractSummaryOf, generateContractCheck, newContractDoc, shouldGenerateOnWrite, voidedContractPatch } from '@solarcred/domain/contract/lifecycle';
import type { ContractContent, StoredContract } from '@solarcred/domain/contract/types';
import { contractPdfName, contracts, contractTemplateDoc, contractTemplateVersions } from '@solarcred/domain/data/contracts';
import { integrators } from '@solarcred/domain/data/integrators';
import { proposals } from '@solarcred/domain/data/proposals';
import { DomainError } from '@solarcred/domain/errors';
import type { Proposal } from '@solarcred/domain/model';
import { auth as authText } from '@solarcred/domain/messages';
import { inScope } from '@solarcred/domain/team/scope';
import { BackendError } from '../port';
import type { ContractsPort } from '../port-contracts';
import { actorOf, pause, rulesDenied, runCommand } from './commands';
import { audited, recordMemoryContractOpened } from './audited';
import { liveQuery } from './live';
import { createMemorySigningLink } from './signing-link';
import { demoAppUrl, putMailsOnce } from './mail-triggers';
import { isAdminReader, mayQueryScope, seesProposalNow } from './reader';
import { putDoc, putSingle, readCollection, readDoc, type MemoryState, type MemoryStore } from './store';

/** propostas/{id}.contrato, the current version's summary (the card and the details' header read it). */

/** The contract work (content, template, PDF, e-mails), loaded with the first contract. */
const loadWork = () => import('./contract-work');

/** The unsigned PDF of a frozen content: the same bytes every time (renderContractPdf is deterministic). */
export async function renderUnsigned(content: ContractContent): Promise<Uint8Array> {
  return (await loadWork()).renderContractPdf(content);
}

/** The signed PDF: the unsigned one with the evidence page appended (as the signing commit stored it). */
export async function renderSigned(contract: StoredContract): Promise<Uint8Array> {
  if (!contract.assinatura) throw new BackendError('failed-precondition', contractText.notFound);
  const { appendEvidencePage } = await loadWork();
  return appendEvidencePage(await renderUnsigned(contract.conteudo), contract.conteudo, contract.assinatura);
}

const summaryOn = (proposal: Proposal | null) => proposal?.contrato ?? null;

/**
 * Writes the proposal's contract summary (a field the other triggers do not read: they have nothing
 * to do); `onlyIfCurrent`: not over a newer version's (a state change of a version already replaced).
 */
function putSummary(state: MemoryState, contract: StoredContract, onlyIfCurrent = false): void {
  const proposal = readDoc(state, proposals, contract.proposta_id);
  if (!proposal || (onlyIfCurrent && summaryOn(proposal)?.id !== contract.id)) return;
  putDoc(state, proposals, { ...proposal, contrato: contractSummaryOf(contract) });
}

/** The newest version number the proposal's contracts used (0: none yet). */
const lastVersionOf = (state: MemoryState, proposalId: string) =>
  readCollection(state, contracts).reduce((last, contract) => (contract.proposta_id === proposalId ? Math.max(last, contract.versao) : last), 0);

/**
 * Generates the next version of a proposal's contract and voids its unsigned current one, in one
 * update, as generateNextContract does: the PDF renders outside it, and the update writes only if
 * the proposal still has the contract it started from and prints the same (else it renders again,
 * a few times). `expectedId`: a trigger's, the contract its event saw (another now: a newer write
 * decides, nothing is written). Then, as onContractMail does, the customer is told and it is 'enviado'.
 */
async function generateNext(store: MemoryStore, proposalId: string, expectedId?: string | null): Promise<StoredContract | null> {
  const work = await loadWork();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const proposal = store.doc(proposals, proposalId);
    if (!proposal) throw new BackendError('not-found', contractText.proposalNotFound);
    const startedFrom = summaryOn(proposal)?.id ?? null;
    if (expectedId !== undefined && startedFrom !== expectedId) return null;
    if (proposal.status !== 'aprovada') throw new BackendError('failed-precondition', contractText.notApproved);
    if (!proposal.simulacao) throw new BackendError('failed-precondition', contractText.noSimulation);
    // A signed contract is never replaced (voidedContractPatch refuses it too).
    if (summaryOn(proposal)?.estado === 'assinado') throw new BackendError('failed-precondition', contractText.alreadySigned);
    const now = Date.now();
    const template = store.single(contractTemplateDoc) ?? work.defaultContractTemplate;
    const versao = lastVersionOf(store.snapshot, proposalId) + 1;
    const integrator = store.doc(integrators, proposal.integrador_id);
    const content = work.contractContentOf({ proposal, simulation: proposal.simulacao, template, versao, now, integrator });
    const bytes = await work.renderContractPdf(content);
    const contract = newContractDoc({ proposal, content, sha256: await sha256Hex(bytes), tamanho: bytes.length, now, provedor: 'interno' });
    let written = false;
    store.update((state) => {
      const fresh = readDoc(state, proposals, proposalId);
      if (!fresh || fresh.status !== 'aprovada' || (summaryOn(fresh)?.id ?? null) !== startedFrom || contractRelevantChange(proposal, fresh)) return;
      const current = startedFrom ? readDoc(state, contracts, startedFrom) : null;
      if (current && current.estado !== 'substituido') putDoc(state, contracts, { ...current, ...voidedContractPatch(current, contract.id, now) });
      putDoc(state, contracts, contract);
      putSummary(state, contract);
      written = true;
    });
    if (!written) continue;
    await pause();
    store.update((state) => markSent(state, contract.id, work.contractReadyMail));
    return contract;
  }
  throw new BackendError('aborted', authText.loginUnexpected);
}

/** onContractMail's 'gerado' branch: the customer's e-mail, then 'enviado' (once: a later state is left alone). */
function markSent(state: MemoryState, contractId: string, readyMail: (typeof import('./contract-work'))['contractReadyMail']): void {
  const contract = readDoc(state, contracts, contractId);
  if (contract?.estado !== 'gerado' || contract.enviado_em !== null) return;
  const proposal = readDoc(state, proposals, contract.proposta_id);
  const email = contract.conteudo.cliente.email || proposal?.cliente_email || '';
  if (!proposal || !email) return;
  const now = Date.now();
  putMailsOnce(state, [readyMail(contract, email, demoAppUrl(), now)]);
  const sent: StoredContract = { ...contract, estado: 'enviado', enviado_em: now, atualizado_em: now };
  putDoc(state, contracts, sent);
  putSummary(state, sent, true);
}

/** One proposal's contract work at a time, in the order the writes came (a trigger's retries are not modelled). */
const queues = new Map<string, Promise<unknown>>();
function enqueue<T>(proposalId: string, work: () => Promise<T>): Promise<T> {
  const next = (queues.get(proposalId) ?? Promise.resolve()).then(work, work);
  queues.set(proposalId, next.catch(() => undefined));
  return next;
}

/** Resolves once the contract work queued for a proposal so far has run (tests await it instead of a clock). */
export const contractWorkSettled = (proposalId: string): Promise<unknown> => queues.get(proposalId) ?? Promise.resolve();

/** The store the proposal trigger schedules its work on (set when the adapter is made; none in unit tests). */
let scheduled: MemoryStore | null = null;

/**
 * onProposalContract, called from the proposal trigger (triggers.ts) inside the write's update:
 * a transition into 'aprovada' generates, a contract-relevant change of an approved proposal with
 * an unsigned contract replaces it. The work runs after the write, as a function runs after its event.
 */
export function onProposalContract(_state: MemoryState, before: Proposal | null, after: Proposal | null): void {
  const store = scheduled;
  if (!store || !after || !shouldGenerateOnWrite(before, after, summaryOn(after) ?? undefined)) return;
  // The ids now: the draft's documents are not readable once the update has ended.
  const proposalId = after.id;
  const expectedId = summaryOn(after)?.id ?? null;
  void enqueue(proposalId, () => generateNext(store, proposalId, expectedId)).catch((error: unknown) => {
    // As the function logs it: an approval without a saved simulation has no contract to generate.
    if (!(error instanceof BackendError || error instanceof DomainError)) console.error('contract generation failed', error);
  });
}

/** firestore.rules on contratos/{id}: admins; the company's approved titular and gestor; the vendedor who sent it. */
const readsContract = (store: MemoryStore, contract: StoredContract) => isAdminReader(store) || seesProposalNow(store, contract);

export function memoryContracts(store: MemoryStore): ContractsPort {
  scheduled = store;
  const isAdmin = () => actorOf(store)?.role === 'admin';
  return {
    ofProposal: (proposalId, scope, limit) =>
      liveQuery(
        store,
        () => {
          if (!mayQueryScope(store, scope)) throw rulesDenied();
          return store
            .collection(contracts)
            .filter((contract) => contract.proposta_id === proposalId && inScope(contract, scope))
            .sort((a, b) => b.versao - a.versao)
            .slice(0, limit);
        },
        (found) => found.length,
      ),
    async generate(proposalId) {
      await audited(store, 'generateContract', { propostaId: proposalId }, runCommand(store, 'generateContract', () => generateContractCheck(store.doc(proposals, proposalId), actorOf(store))));
      const contract = await enqueue(proposalId, () => generateNext(store, proposalId));
      if (!contract) throw new BackendError('aborted', authText.loginUnexpected);
      return { contratoId: contract.id };
    },
    async pdf(contractId, signed) {
      await pause();
      const contract = store.doc(contracts, contractId);
      if (!contract || !readsContract(store, contract)) throw new BackendError('not-found', contractText.notFound);
      recordMemoryContractOpened(store, contract, signed);
      const bytes = signed ? await renderSigned(contract) : await renderUnsigned(contract.conteudo);
      const expected = signed ? contract.assinatura?.sha256_assinado : contract.sha256;
      if ((await sha256Hex(bytes)) !== expected) throw new BackendError('internal', contractText.hashMismatch);
      const fileName = contractPdfName(contract.versao, signed);
      return { blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), fileName };
    },
    signingLink: (proposalId) => createMemorySigningLink(store, proposalId),
    template: liveQuery(
      store,
      () => {
        if (!isAdmin()) throw rulesDenied();
        return store.single(contractTemplateDoc);
      },
      () => 1,
    ),
    templateVersions: (limit) =>
      liveQuery(
        store,
        () => {
          if (!isAdmin()) throw rulesDenied();
          return store.collection(contractTemplateVersions).sort((a, b) => b.versao - a.versao).slice(0, limit);
        },
        (found) => found.length,
      ),
    async saveTemplate(input) {
      const { updateTemplateWrites } = await loadWork();
      return audited(store, 'updateContractTemplate', input, runCommand(store, 'updateContractTemplate', () => {
        const writes = updateTemplateWrites(store.single(contractTemplateDoc), input, actorOf(store), Date.now());
        store.update((state) => {
          putSingle(state, contractTemplateDoc, writes.template);
          if (writes.replaced) putDoc(state, contractTemplateVersions, { ...writes.replaced, id: String(writes.replaced.versao) });
        });
        return { versao: writes.template.versao };
      }));
    },
  };
}
