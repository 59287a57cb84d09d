/**
 * The customer's page, live (issue 45): vistas_cliente/{linkId}, one document per link that the
 * functions rewrite whenever the link, its proposal's status or an item addressed to the customer
 * changes, and that only that link's guest reads (firestore.rules: a session whose claims name the
 * link and the link's current token hash). It holds the customer's own progress and nothing
 * else: no company data, no contact, no internal item. The page opens with openCustomerLink and
 * then follows this document; applyLiveView turns each version into what the page shows.
 */
import type { ContractState, ProposalContractSummary } from '../contract/types';
import type { EnergyAnalysis } from '../energy/types';
import type { PendingItem } from '../pending-items';
import type { Millis } from '../model';
import type { GuestPrivacyState } from '../privacy/guest';
import type { ProposalStatus } from '../options';
import { customerItemsOf, type CustomerPendingItem, type GuestLinkView } from './commands';
import { customerProgressOf, linkState, type CustomerLink, type CustomerProgress } from './link';

export interface GuestLiveView {
  id: string;
  /** The link's current token hash: a session of an older token reads nothing (renewed link). */
  token_hash: string;
  /** 'revogado' shows the neutral refusal; an 'aberto' link past expira_em too. */
  estado: 'aberto' | 'preenchido' | 'revogado';
  expira_em: Millis;
  /** The proposal's progress once the customer has sent their data; null before and when revoked. */
  andamento: CustomerProgress | null;
  pendencias: CustomerPendingItem[];
  /**
   * The proposal's current contract (issue 47) once the link is filled: which version and its
   * stored state, so the page reloads the contract (openCustomerContract) when either changes;
   * null before, without a contract, and when revoked. Absent on views written before.
   */
  contrato: { id: string; versao: number; estado: ContractState } | null;
  /**
   * The proposal's estimated savings beside its installment (issue 49) once the link is filled and
   * the proposal has its energy analysis: the customer's own two numbers and their ratio, never the
   * admin's risk flag or the bill's facts. Null otherwise; absent on views written before.
   */
  economia?: GuestSavings | null;
  /**
   * The customer's latest LGPD request from this link (issue 51): written by the requests' trigger
   * (functions/src/privacy/guest-view.ts), kept by the view's rewrites (merged); absent before.
   */
  lgpd?: GuestPrivacyState | null;
  atualizado_em: Millis;
}

/** What the customer's page shows of the proposal's energy analysis (issue 49). */
export interface GuestSavings {
  economia_media_centavos: number;
  parcela_centavos: number;
  razao: number;
}

/** The customer's share of `energia` (issue 49). */
export const guestSavingsOf = (energy: EnergyAnalysis | null | undefined): GuestSavings | null =>
  energy ? { economia_media_centavos: energy.economia_media_centavos, parcela_centavos: energy.parcela_centavos, razao: energy.razao } : null;

/** The session claims that read vistas_cliente/{linkId} (watchCustomerLink mints them). */
interface GuestViewClaims {
  cliente_vista: string;
  cliente_token_hash: string;
}

export const guestViewClaimsOf = (link: Pick<CustomerLink, 'id' | 'token_hash'>): GuestViewClaims => ({ cliente_vista: link.id, cliente_token_hash: link.token_hash });

/**
 * The document for `link` now: its state, and for a filled link the proposal's progress, the
 * items addressed to the customer and its contract's summary (`proposalStatus` null when there is
 * no proposal of the link's integrator under the reserved id yet: 'recebida', no items, no contract,
 * no savings). `energy` is the proposal's energia (issue 49).
 */
export function guestLiveView(
  link: CustomerLink,
  proposalStatus: ProposalStatus | (string & {}) | null,
  items: readonly PendingItem[],
  now: Millis,
  contract: ProposalContractSummary | null = null,
  energy: EnergyAnalysis | null = null,
): GuestLiveView {
  const state = linkState(link, now);
  const estado = state === 'revogado' ? 'revogado' : state === 'preenchido' ? 'preenchido' : 'aberto';
  const filled = estado === 'preenchido';
  return {
    id: link.id,
    token_hash: link.token_hash,
    estado,
    expira_em: link.expira_em,
    andamento: filled ? customerProgressOf(proposalStatus) : null,
    pendencias: filled && proposalStatus !== null ? customerItemsOf(items) : [],
    contrato: filled && proposalStatus !== null && contract ? { id: contract.id, versao: contract.versao, estado: contract.estado } : null,
    economia: filled && proposalStatus !== null ? guestSavingsOf(energy) : null,
    atualizado_em: now,
  };
}

/**
 * What the page shows after `live`: the opened view with the new progress and items, the form
 * turned into the progress once the link is filled (in another tab), or null when the link can no
 * longer be used (revoked, or open past its expiry).
 */
export function applyLiveView(view: GuestLinkView, live: GuestLiveView, now: Millis): GuestLinkView | null {
  if (live.estado === 'revogado') return null;
  const common = { empresa: view.empresa, logo: view.logo, clienteNome: view.clienteNome };
  if (live.estado === 'aberto') {
    if (live.expira_em <= now) return null;
    return view.estado === 'aberto' && view.expiraEm !== live.expira_em ? { ...view, expiraEm: live.expira_em } : view;
  }
  return { estado: 'preenchido', ...common, andamento: live.andamento ?? 'recebida', pendencias: live.pendencias };
}
