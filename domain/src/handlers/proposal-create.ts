/**
 * The create-proposal command (file 001 section 7, 'Finalizar Proposta'). Pure: given the
 * caller's integrator record, the proposal already stored under the client's id (if any) and the
 * payload, it returns the documents to write or throws a DomainError. The callable and the memory
 * adapter run it inside one transaction, so a retried or doubled call creates the proposal once.
 */
import { z } from 'zod';
import { creditText } from '../credit/credit-text';
import type { StoredCreditLine } from '../credit/lines';
import { releaseDayOf } from '../credit/calendar';
import { borrowerOf, chooseSimulation, toSavedSimulation, type SavedSimulation } from '../credit/saved-simulation';
import type { CashbackRate } from '../cashback/cashback-rates';
import { analyseEnergy } from '../energy/analysis';
import { billAlerts } from '../energy/bill/checks';
import { type BillFacts, type EnergyAnalysis, type EnergySettings } from '../energy/types';
import { DomainError } from '../errors';
import { effectiveStatus } from '../integrator-status';
import { proposals as proposalsText, proposalSubmit, validation } from '../messages';
import type { Integrator, Millis, Proposal } from '../model';
import { attachmentPaths, toProposalDocument } from '../schemas/proposal-document';
import { proposalSubmitInput, type ProposalSubmitData } from '../schemas/proposal-wizard';
import { proposalAttachmentFolder, proposalIdPattern } from '../storage-names';
import { companyOf } from '../team/company';
import { creatorStamp } from '../team/member';
import { requireIntegrator, type Actor } from './actor';
import type { HistoryWrite, StoredObjectFacts } from './integrator-profile';
import { parseCommand } from './parse';
import { checkStoredFiles } from './stored-files';

/** What the client sends: its generated proposal id and the wizard's data (attachments as paths). */
export const createProposalInput = z.object({
  id: z.string({ error: proposalSubmit.invalidId }).regex(new RegExp(`^${proposalIdPattern}$`), { error: proposalSubmit.invalidId }),
  proposta: proposalSubmitInput,
});
export type CreateProposalInput = z.input<typeof createProposalInput>;

export interface CreateProposalResult {
  id: string;
}

export type CreateProposalWrites =
  /** The id is already this caller's proposal: a retry or a second click; nothing is written. */
  | { kind: 'existing'; result: CreateProposalResult }
  | { kind: 'create'; proposal: Proposal; history: HistoryWrite; result: CreateProposalResult };

export interface CreateProposalContext {
  /** integradores/{the caller's company}, null when missing. */
  integrator: Integrator | null;
  /** propostas/{id} for the id the payload names, null when free; read before parsing the rest. */
  existing: (id: string) => Proposal | null;
  /** The company whose customer link reserved this id (links_cliente.proposta_id), null when no link did. */
  reservedBy: (id: string) => string | null;
  input: unknown;
  actor: Actor | null;
  now: Millis;
  /** The bucket's facts about a path; null where no bucket can be asked (functions emulator without Storage). */
  facts: StoredObjectFacts | null;
  /** linhas_credito: the rates the simulation is recomputed with (empty where none are set). */
  creditLines: readonly StoredCreditLine[];
  /** cashback_taxas: a line that pays cashback must have its rates stored (issue 45). */
  cashbackRates: readonly Pick<CashbackRate, 'id' | 'valor'>[];
  /** publico/energia (issue 49), the domain's defaults when no admin saved it: the analysis stored as `energia`. */
  energySettings: EnergySettings;
}

/** The payload's id when well formed, else '': read alone, so a replay is recognised before (and whatever) the rest of the payload says. */
export function requestedProposalId(input: unknown): string {
  const id = typeof input === 'object' && input !== null ? (input as { id?: unknown }).id : undefined;
  return createProposalInput.shape.id.safeParse(id).success ? String(id) : '';
}

export function createProposal({ integrator, existing, reservedBy, input, actor, now, facts, creditLines, cashbackRates, energySettings }: CreateProposalContext): CreateProposalWrites {
  const caller = requireIntegrator(actor);
  const knownId = requestedProposalId(input);
  const stored = knownId ? existing(knownId) : null;
  if (stored) {
    if (stored.integrador_id !== companyOf(caller)) throw new DomainError('permission-denied', proposalSubmit.idTaken);
    return { kind: 'existing', result: { id: stored.id } };
  }
  // A customer link's id is known to whoever holds the link (its folder is on the page): only the link's company may take it.
  const reserver = knownId ? reservedBy(knownId) : null;
  if (reserver !== null && reserver !== companyOf(caller)) throw new DomainError('permission-denied', proposalSubmit.idTaken);
  if (!integrator || integrator.user_id !== companyOf(caller)) throw new DomainError('not-found', proposalsText.integratorNotFound);
  if (effectiveStatus(integrator.status) !== 'aprovado') throw new DomainError('permission-denied', proposalSubmit.approvedOnly);

  const { id, proposta } = parseCommand(createProposalInput, input);
  const missing = (
    [
      ['proposta.clientData.anexoRgCpf', proposta.clientData.anexoRgCpf],
      ['proposta.projectData.anexoFaturaEnergia', proposta.projectData.anexoFaturaEnergia],
      ['proposta.bankingData.anexoHolerite', proposta.bankingData.anexoHolerite],
    ] as const
  ).filter(([, path]) => path === null);
  if (missing.length > 0) {
    throw new DomainError('invalid-argument', validation.fileRequired, Object.fromEntries(missing.map(([key]) => [key, validation.fileRequired])));
  }
  const folder = `${proposalAttachmentFolder(companyOf(caller), id)}/`;
  const paths = attachmentPaths(proposta);
  if (paths.some((path) => !path.startsWith(folder) || path.slice(folder.length).includes('/'))) {
    throw new DomainError('permission-denied', proposalSubmit.foreignAttachment);
  }
  if (facts) checkStoredFiles(paths, facts);

  const simulacao = savedSimulationOf(proposta, creditLines, cashbackRates, now);
  const built = toProposalDocument(proposta, integrator);
  const document = { ...built, conta_luz: withDerivedAlerts(built.conta_luz ?? null, built.cliente_nome, now) };
  const energia = energyAnalysisOf(document, simulacao, energySettings, now);
  const proposal: Proposal = { ...document, ...creatorStamp(caller, integrator), valor_entrada: proposta.creditData.entrada, simulacao, energia, id, status_motivo: null, status_desde: now, created_at: now, updated_at: now };
  const history: HistoryWrite = { de: null, para: document.status, por: caller.uid, motivo: null, em: now };
  return { kind: 'create', proposal, history, result: { id } };
}

/**
 * The simulation stored with the proposal, recomputed from the stored rates: a down payment not
 * below the system value, or a named line that cannot finance the request, is refused at its
 * field; an installment other than the one step 3 showed means the rates changed meanwhile. A
 * named line without stored rates gives no simulation, so no financed amount: refused when that
 * line pays cashback (issue 45), which is a share of the financed amount only.
 */
function savedSimulationOf(proposta: ProposalSubmitData, lines: readonly StoredCreditLine[], cashbackRates: CreateProposalContext['cashbackRates'], now: Millis): SavedSimulation | null {
  const { creditData, projectData, clientData } = proposta;
  if (creditData.entrada >= projectData.valorSistema) {
    throw new DomainError('invalid-argument', creditText.downPaymentTooHigh, { 'proposta.creditData.entrada': creditText.downPaymentTooHigh });
  }
  const request = {
    valorSistemaCents: projectData.valorSistema,
    entradaCents: creditData.entrada,
    prazo: creditData.quantidadeParcelas,
    carenciaMeses: creditData.carenciaMeses,
    borrower: borrowerOf(clientData.cpfCnpj),
    liberacao: releaseDayOf(now),
  };
  const choice = chooseSimulation(lines, creditData.linhaCredito, request);
  if (choice.kind === 'none') {
    if ((cashbackRates.find((rate) => rate.id === creditData.linhaCredito)?.valor ?? 0) > 0) {
      throw new DomainError('invalid-argument', creditText.lineWithoutRates, { 'proposta.creditData.linhaCredito': creditText.lineWithoutRates });
    }
    return null;
  }
  if (choice.kind === 'refused') throw new DomainError('invalid-argument', choice.motivo, { 'proposta.creditData.linhaCredito': choice.motivo });
  if (creditData.parcelaVista !== null && creditData.parcelaVista !== choice.simulation.parcelaCents) {
    throw new DomainError('failed-precondition', creditText.ratesChanged);
  }
  return toSavedSimulation(choice, request, now);
}

/**
 * Issue 49: the lenders' alerts are the server's verdict on the stored facts (a bill whose due
 * date, else its reference month's end, is over 90 days old; a holder other than the customer),
 * judged as the wizard judges them: whatever the client sent is replaced, so a stale or dropped
 * flag is not stored.
 */
function withDerivedAlerts(facts: BillFacts | null, customerName: string, now: Millis): BillFacts | null {
  return facts ? { ...facts, alertas: billAlerts(facts, { now, customerName }) } : null;
}

/**
 * Issue 49: the sizing and net savings beside the saved installment, computed here from the bill's
 * facts, the project's municipality, the quoted size and the admin's settings (whatever a client
 * sends as `energia` is stripped by the schema). Null without the bill's facts, without a saved
 * simulation (no installment to compare), or when the facts lack what the analysis needs.
 */
export function energyAnalysisOf(document: Pick<Proposal, 'conta_luz' | 'projeto_cidade' | 'projeto_estado' | 'potencia_kwp'>, simulacao: SavedSimulation | null, settings: EnergySettings, now: Millis): EnergyAnalysis | null {
  const facts: BillFacts | null | undefined = document.conta_luz;
  if (!facts || !simulacao) return null;
  const outcome = analyseEnergy({
    facts,
    cidade: document.projeto_cidade,
    uf: document.projeto_estado,
    kwpUsado: document.potencia_kwp > 0 ? document.potencia_kwp : null,
    parcelaCents: simulacao.parcela_centavos,
    prazo: simulacao.prazo,
    carenciaMeses: simulacao.carencia_meses,
    settings,
    now,
  });
  return outcome.kind === 'ok' ? outcome.analysis : null;
}
