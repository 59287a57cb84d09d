/**
 * A proposal's contract generated (issue 47), by the trigger on its approval or change
 * (trigger.ts) and by the admin's 'Gerar contrato' (generateContract below):
 * 1. read the proposal, its company's record (the supplier's CNPJ and address) and the clauses'
 *    template (config/modelo_contrato, else the domain's default);
 * 2. freeze the content (contractContentOf) and render the PDF outside any transaction (renderContractPdf
 *    is deterministic: the same content, the same bytes);
 * 3. one transaction: the proposal read again, and only if its contract is still the one step 1
 *    saw and nothing it prints has changed meanwhile, contratos/{propostaId}_v{n+1} created
 *    ('gerado'), the previous unsigned version voided ('substituido'), and the proposal's summary
 *    set; otherwise, as a trigger's replay, nothing (the newer event generates);
 * 4. the PDF written to Storage, best effort (pdf-store.ts).
 */
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import type { Firestore } from 'firebase-admin/firestore';
import { contractContentOf } from '@solarcred/domain/contract/content';
import { contractText } from '@solarcred/domain/contract/contract-text';
import { sha256Hex } from '@solarcred/domain/contract/hash';
import { contractRelevantChange, contractSummaryOf, generateContractCheck, newContractDoc, nextContractVersion, voidedContractPatch } from '@solarcred/domain/contract/lifecycle';
import { defaultContractTemplate } from '@solarcred/domain/contract/template';
import type { ProposalContractSummary, StoredContract } from '@solarcred/domain/contract/types';
import { contractTemplateDoc, contracts } from '@solarcred/domain/data/contracts';
import { integrators } from '@solarcred/domain/data/integrators';
import { proposals } from '@solarcred/domain/data/proposals';
import { DomainError } from '@solarcred/domain/errors';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import type { Millis } from '@solarcred/domain/model';
import { callable, commandFirestore, unexpectedErrorMessage } from '../callable';
import { toFirestore, typedDoc } from '../firestore-data';
import { generateContractInput } from './inputs';
import { configuredProvider } from './providers/port';
import { contractPdfModule, saveContractPdf } from './pdf-store';

export interface Generated {
  contract: StoredContract;
  /** The version it voided, if any. */
  replaced: string | null;
}

const sameSummary = (a: ProposalContractSummary | null | undefined, b: ProposalContractSummary | null | undefined) => (a?.id ?? null) === (b?.id ?? null);

/**
 * Generates the next version of `propostaId`'s contract; null when the proposal moved on while it
 * rendered (its contract or what it prints changed: the write that did it has its own event), or
 * when its contract is not `expected` (a trigger passes the one its event showed, so a replay of
 * the approval finds version 1 and writes nothing).
 * Refuses (DomainError) a missing or unapproved proposal, one without a saved simulation, and a
 * signed current contract.
 */
export async function generateNextContract(db: Firestore, propostaId: string, options: { expected?: ProposalContractSummary | null; now?: Millis } = {}): Promise<Generated | null> {
  const now = options.now ?? Date.now();
  const [proposalSnapshot, templateSnapshot] = await Promise.all([
    typedDoc(db, proposals, propostaId).get(),
    typedDoc(db, contractTemplateDoc.collection, contractTemplateDoc.id).get(),
  ]);
  const read = proposalSnapshot.data() ?? null;
  // The supplier's CNPJ and address, as the company's record has them.
  const integrator = read ? ((await typedDoc(db, integrators, read.integrador_id).get()).data() ?? null) : null;
  if (!read) throw new DomainError('not-found', contractText.proposalNotFound);
  // A trigger's event saw another contract than the proposal has now: a replay, or a newer write's event decides.
  if (options.expected !== undefined && !sameSummary(read.contrato, options.expected)) return null;
  if (read.status !== 'aprovada') throw new DomainError('failed-precondition', contractText.notApproved);
  const simulation = read.simulacao;
  if (!simulation) throw new DomainError('failed-precondition', contractText.noSimulation);
  if (read.contrato?.estado === 'assinado') throw new DomainError('failed-precondition', contractText.alreadySigned);
  const versao = nextContractVersion(read.contrato);
  const content = contractContentOf({ proposal: read, simulation, template: templateSnapshot.data() ?? defaultContractTemplate, versao, now, integrator });
  const bytes = await (await contractPdfModule()).renderContractPdf(content);
  const contract = newContractDoc({ proposal: read, content, sha256: await sha256Hex(bytes), tamanho: bytes.byteLength, now, provedor: configuredProvider() });

  const outcome = await db.runTransaction(async (tx) => {
    const fresh = (await tx.get(typedDoc(db, proposals, propostaId))).data() ?? null;
    if (!fresh || fresh.status !== 'aprovada' || !sameSummary(fresh.contrato, read.contrato) || contractRelevantChange(read, fresh)) return null;
    const previous = fresh.contrato ? ((await tx.get(typedDoc(db, contracts, fresh.contrato.id))).data() ?? null) : null;
    const voids = previous !== null && previous.estado !== 'substituido';
    if (voids) tx.update(db.doc(contracts.docPath(previous.id)), toFirestore(voidedContractPatch(previous, contract.id, now)));
    tx.create(db.doc(contracts.docPath(contract.id)), toFirestore(contract));
    tx.update(db.doc(proposals.docPath(propostaId)), toFirestore({ contrato: contractSummaryOf(contract) }));
    return { contract, replaced: voids ? previous.id : null };
  });
  if (outcome) await saveContractPdf(contract.pdf_path, bytes);
  return outcome;
}

/**
 * generateNextContract, again while a write landed as it rendered (at most `attempts` renders): the
 * write that made the render stale may decide nothing itself (an edit before version 1 exists).
 * A replay still answers null at once, its expected contract being gone.
 */
export async function generateFresh(db: Firestore, propostaId: string, options: { expected?: ProposalContractSummary | null } = {}, attempts = 3): Promise<Generated | null> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const generated = await generateNextContract(db, propostaId, options);
    if (generated) return generated;
  }
  return null;
}

/** 'Gerar contrato' ({ propostaId }), admins: the next version now (a current unsigned one is replaced). */
export const generateContract = callable('admin', async ({ actor, data }) => {
  const { propostaId } = parseCommand(generateContractInput, data);
  const db = commandFirestore();
  generateContractCheck((await typedDoc(db, proposals, propostaId).get()).data() ?? null, actor);
  // A write that lands while the PDF renders makes that version stale: render again, a few times.
  const generated = await generateFresh(db, propostaId);
  if (generated) return { contratoId: generated.contract.id };
  logger.warn('generateContract: the proposal kept changing while its contract rendered', { propostaId });
  throw new HttpsError('aborted', unexpectedErrorMessage);
}, 'generateContract');
