/**
 * The credit contract (issue 47): generated from an approved proposal and its saved simulation,
 * signed by the customer on the link, checked by anyone on /verificar. These are the stored
 * shapes every side codes against (functions, both adapters, rules tests); the logic lives beside
 * them in domain/src/contract/.
 *
 * - contratos/{contratoId}: one per version, id `${propostaId}_v${versao}`; only functions (and
 *   the demo's store) write. Readers: the admin, the company's titular and gestor, the vendedor
 *   who sent the proposal (`criado_por`). The customer reads through the link's callables only.
 * - contratos_assinatura/{contratoId}: the signing code's hash, expiry and attempts; functions only.
 * - verificacoes_contrato/{codigo}: the public check's index (the code printed on the evidence
 *   page -> the signed hash and time); functions only, answered by the verifyContract callable.
 * - config/modelo_contrato: the clauses' template, versioned like the rates
 *   (config/modelo_contrato/versoes/{versao} keeps each replaced text).
 * - propostas/{id}.contrato: the current version's summary, so the card and the board show the
 *   state with no extra read.
 */
import type { Millis } from '../model';

export const contractStates = ['gerado', 'enviado', 'visualizado', 'assinado', 'substituido', 'expirado'] as const;
export type ContractState = (typeof contractStates)[number];

/** Who carries the signature: the built-in flow on the link, or an outside provider (port). */
export type SigningProviderId = 'interno' | 'zapsign' | 'clicksign';

/** A party as the contract names it. */
export interface ContractParty {
  nome: string;
  /** CPF or CNPJ, formatted. */
  documento: string;
  endereco: string;
  email?: string;
}

/** One installment of the Price schedule, with its due date. */
export interface ContractInstallment {
  numero: number;
  /** YYYY-MM-DD */
  vencimento: string;
  parcela_centavos: number;
  juros_centavos: number;
  amortizacao_centavos: number;
  saldo_centavos: number;
}

/** One cash flow of the CET spreadsheet (Resolução CMN 3.517/2007): its date and days from release. */
export interface CetFlow {
  /** YYYY-MM-DD */
  data: string;
  dias: number;
  /** Positive: paid by the customer; the release is the one negative flow (the credit received). */
  valor_centavos: number;
  descricao: string;
}

/**
 * Everything the PDF and the customer's screen show, frozen at generation: the same content
 * renders the same bytes (renderContractPdf is deterministic), so the stored SHA-256 can always
 * be checked again.
 */
export interface ContractContent {
  /** 'CCB-…' style number shown on every page. */
  numero: string;
  versao: number;
  modelo_versao: number;
  credora: ContractParty;
  cliente: ContractParty;
  /** The integrator, as the supplier of the system. */
  fornecedor: ContractParty;
  sistema: { potencia_kwp: number; geracao_mensal_kwh: number; modulos: string; inversor: string; endereco: string };
  financiamento: {
    linha: string;
    linha_nome: string;
    valor_sistema_centavos: number;
    entrada_centavos: number;
    liberado_centavos: number;
    tarifa_centavos: number;
    iof_centavos: number;
    financiado_centavos: number;
    prazo: number;
    carencia_meses: number;
    parcela_centavos: number;
    total_pago_centavos: number;
    taxa_mensal: number;
    taxa_anual: number;
    cet_mensal: number;
    cet_anual: number;
    /** YYYY-MM-DD: the release day the simulation counted from. */
    liberacao: string;
    primeiro_vencimento: string;
  };
  parcelas: ContractInstallment[];
  fluxos_cet: CetFlow[];
  /** The template's clauses with every placeholder filled, in order. */
  clausulas: { titulo: string; texto: string }[];
  local: string;
  /** YYYY-MM-DD (São Paulo) of generation. */
  data: string;
  gerado_em: Millis;
}

/** What the signature recorded (the evidence page prints it). */
export interface SigningEvidence {
  nome_digitado: string;
  email_mascarado: string;
  /** SHA-256 (hex) of the unsigned PDF the customer saw. */
  sha256_documento: string;
  codigo_verificado_em: Millis;
  assinado_em: Millis;
  ip: string;
  user_agent: string;
  /** links_cliente/{id} it was signed through ('' for a provider's signature). */
  link_id: string;
  /** The public check's code printed on the evidence page, e.g. 'SC7K-2M9Q-4XHP'. */
  codigo_verificacao: string;
  provedor: SigningProviderId;
  /** The provider's document and event ids when a provider signed. */
  provedor_documento?: string;
  provedor_evento?: string;
}

/** contratos/{contratoId} */
export interface StoredContract {
  id: string;
  proposta_id: string;
  integrador_id: string;
  /** Who sent the proposal (the vendedor that may read it); the titular's uid when absent on the proposal. */
  criado_por: string;
  versao: number;
  estado: ContractState;
  conteudo: ContractContent;
  /** SHA-256 (hex) of the unsigned PDF. */
  sha256: string;
  tamanho_bytes: number;
  /** Storage path of the unsigned PDF (contractPdfPath). */
  pdf_path: string;
  gerado_em: Millis;
  /** When the customer was told (e-mail) it is ready. */
  enviado_em: Millis | null;
  visualizado_em: Millis | null;
  /** A contract not signed by then is 'expirado' (the link's page refuses it). */
  expira_em: Millis;
  substituido_em: Millis | null;
  /** The version that replaced it. */
  substituido_por: string | null;
  assinatura: (SigningEvidence & { sha256_assinado: string; pdf_assinado_path: string; tamanho_assinado_bytes: number }) | null;
  provedor: SigningProviderId;
  /** The provider's document id once sent to an outside provider (the webhook finds the contract by it). */
  provedor_documento: string | null;
  /** A run sending it to the provider claimed it then (absent or null when none is sending). */
  provedor_envio_em?: Millis | null;
  atualizado_em: Millis;
}

/** propostas/{id}.contrato: the current version, for the card, the board and the details' header. */
export interface ProposalContractSummary {
  id: string;
  versao: number;
  estado: ContractState;
  atualizado_em: Millis;
}

/** contratos_assinatura/{contratoId} (functions only). */
export interface SigningSecret {
  id: string;
  /** SHA-256 (hex) of the 6-digit code; null before the first request. */
  codigo_hash: string | null;
  codigo_expira_em: Millis | null;
  enviado_em: Millis | null;
  /** Wrong codes since the last lockout or success. */
  tentativas: number;
  bloqueado_ate: Millis | null;
}

/** verificacoes_contrato/{codigo} (functions only). */
export interface ContractVerification {
  id: string;
  contrato_id: string;
  sha256_assinado: string;
  assinado_em: Millis;
}

/** config/modelo_contrato and config/modelo_contrato/versoes/{versao}. */
export interface ContractTemplate {
  /** Clauses in order; each text may hold {{placeholders}} (templatePlaceholders). */
  clausulas: { titulo: string; texto: string }[];
  versao: number;
  atualizado_por: string;
  atualizado_em: Millis;
}

/** What verifyContract answers: nothing beyond whether it is authentic and when it was signed. */
export type ContractCheck = { autentico: true; assinado_em: Millis; codigo_verificacao: string } | { autentico: false };
