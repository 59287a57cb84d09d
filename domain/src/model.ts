/**
 * Firestore documents as stored (see docs/data-model.md). Timestamps cross the port as epoch
 * milliseconds so the domain and the memory backend stay free of Firebase types.
 */
import type { ProposalContractSummary } from './contract/types';
import type { ProposalTrail } from './analytics/types';
import type { FundingStep, ProposalFundingSummary } from './funding/types';
import type {
  IntegratorDocumentKey,
  IntegratorStatus,
  Priority,
  ProposalStatus,
  Role,
} from './options';
import type { SavedSimulation } from './credit/saved-simulation';
import type { BillFacts, EnergyAnalysis } from './energy/types';
import type { PendingItemStep } from './pending-items';
import type { InstallationState, MilestoneStep } from './installation/milestones';
import type { TargetDays } from './installation/due-dates';

export type Millis = number;

export interface NotificationPrefs {
  novos_integradores: boolean;
  status_propostas: boolean;
  /** The daily digest of late installations (issue 30). */
  instalacoes_atrasadas: boolean;
  /** The daily digest of late funding tranches (issue 48). */
  repasses_atrasados: boolean;
}

/** profiles/{uid}.notificacoes_email: which e-mails an integrator receives (domain/src/mail/preferences.ts). */
export interface IntegratorEmailPrefs {
  status_proposta: boolean;
  pendencias: boolean;
  comentarios: boolean;
  cadastro: boolean;
  /** The daily e-mail of the company's late installations (issue 30). */
  instalacao: boolean;
  /** A cashback paid (issue 27). */
  cashback: boolean;
}

/** profiles/{uid} */
export interface Profile {
  id: string;
  email: string;
  nome: string;
  tipo_usuario: Role;
  created_at: Millis;
  messages_seen_at?: Millis | null;
  notificacoes?: Partial<NotificationPrefs>;
  /** The integrator's e-mail switches (issue 15); a missing one is on. */
  notificacoes_email?: Partial<IntegratorEmailPrefs>;
}

/** integradores/{uid}.documentos.{key} */
export interface StoredDocument {
  path: string;
  nome: string;
  tamanho: number;
  tipo: string;
  enviado_em: Millis;
}

/** The company and owner data the wizard collects (field names of the spec). */
export interface IntegratorProfileData {
  nome_empresa: string;
  cnpj: string;
  cep: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
  telefone: string;
  team_size: string;
  revenue: string;
  has_installation: string;
  how_knew_us: string;
  average_projects: string;
  credit_issues: string;
  owner_name: string;
  owner_cpf: string;
  owner_phone: string;
  owner_email: string;
}

/** integradores/{uid} */
export interface Integrator extends Partial<IntegratorProfileData> {
  id: string;
  user_id: string;
  email: string;
  nome_empresa: string;
  status: IntegratorStatus | (string & {});
  documentos?: Partial<Record<IntegratorDocumentKey, StoredDocument>>;
  foto_perfil?: string | null;
  motivo_rejeicao?: string | null;
  /** Written by the search trigger (integrator-search.ts); absent until it has run. */
  search_tokens?: string[];
  created_at: Millis;
  updated_at: Millis;
}

/** integradores/{uid}/projetos/{id} */
export interface PortfolioProject {
  id: string;
  integrador_id: string;
  nome_cliente: string;
  potencia_kwp: number;
  art?: StoredDocument | null;
  memorial?: StoredDocument | null;
  fotos: StoredDocument[];
  created_at: Millis;
}

/** integradores/{uid}/historico/{id} and propostas/{id}/historico/{id} */
export interface StatusHistoryEntry {
  id: string;
  de: string | null;
  para: string;
  por: string;
  motivo?: string | null;
  em: Millis;
  /** An admin's edit of a proposal without a status change (de === para): what changed. */
  alteracoes?: ProposalFieldChange[];
  /** A pending item's step (issue 14), with or without a status change. */
  pendencia?: PendingItemStep;
  /** A milestone of the installation marked or undone (issue 30). */
  marco?: MilestoneStep;
  /** A funding tranche's step (issue 48). */
  repasse?: FundingStep;
}

/** One field an admin changed on a proposal's details (priority, offered value in centavos). */
export interface ProposalFieldChange {
  campo: 'prioridade' | 'valor_proposta';
  de: string | number;
  para: string | number;
}

/** The integrator fields boards show next to a proposal. */
export interface IntegratorSnapshot {
  nome_empresa: string;
  email: string;
  foto_perfil?: string | null;
}

/** propostas/{id} (money in integer centavos). */
export interface Proposal {
  id: string;
  integrador_id: string;
  integrador: IntegratorSnapshot;
  cliente_nome: string;
  cliente_cpf_cnpj: string;
  cliente_data_nascimento: string;
  cliente_logradouro: string;
  cliente_numero: string;
  cliente_complemento: string;
  cliente_cep: string;
  cliente_cidade: string;
  cliente_estado: string;
  cliente_profissao: string;
  cliente_estado_civil: string;
  cliente_email: string;
  cliente_telefone: string;
  situacao_imovel: string;
  anos_residencia: number;
  valor_patrimonio: number;
  anexo_rg_cpf: string | null;
  projeto_logradouro: string;
  projeto_numero: string;
  projeto_complemento: string;
  projeto_cep: string;
  projeto_cidade: string;
  projeto_estado: string;
  potencia_kwp: number;
  geracao_mensal_kwh: number;
  marca_micro_inversor: string;
  marca_modulos: string;
  valor_kit_fotovoltaico: number;
  valor_sistema: number;
  distribuidor_escolhido: string;
  anexo_fatura_energia: string | null;
  linha_credito: string;
  quantidade_parcelas: number;
  tipo_conta: string;
  banco: string;
  agencia: string;
  numero_conta: string;
  anexo_holerite: string | null;
  valor_proposta: number;
  /** The down payment asked (cents), stored since issue 45: the financed amount when no simulation was saved. */
  valor_entrada?: number;
  status: ProposalStatus | (string & {});
  prioridade: Priority;
  /** The reason given with the last move to 'pendente_correcao' or 'reprovada' (null otherwise). */
  status_motivo?: string | null;
  /** When the proposal entered its current status (the details show the time spent in it). */
  status_desde?: Millis;
  comentarios_count: number;
  ultimo_comentario_em: Millis | null;
  /**
   * Who sent it (issue 29): the member's uid and name as they were then. Absent on proposals sent
   * before teams existed, which the company's titular sent.
   */
  criado_por?: string;
  criado_por_nome?: string;
  /** The current contract's version and state (issue 47), written with each contract change; absent before the first. */
  contrato?: ProposalContractSummary | null;
  created_at: Millis;
  updated_at: Millis;
  /** Written by the search trigger (proposal-search.ts); absent until it has run. */
  search_tokens?: string[];
  /** Pending items (issue 14), kept by the pending-item callables; absent means none. */
  pendencias_abertas?: number;
  pendencias_total?: number;
  /** When the proposal last went from no open item to some; null when none is open. */
  pendencias_desde?: Millis | null;
  /** The simulation it was sent with (issue 32); absent or null when no rates answered. */
  simulacao?: SavedSimulation | null;
  /** Issue 49: the energy bill's facts as confirmed in the wizard (null before issue 49 or when none were given). */
  conta_luz?: BillFacts | null;
  /** Issue 49: sizing and net savings beside the installment, computed by createProposal (null when the bill's facts do not allow it). */
  energia?: EnergyAnalysis | null;
  /** The installation's milestones after approval (issue 30): written only by the milestone callables. */
  instalacao?: InstallationState | null;
  /** The next open milestone's due day (YYYY-MM-DD) while approved, kept by a trigger (installationDeadline). */
  instalacao_meta?: string | null;
  /**
   * The milestones' targets in force when the proposal was approved (config/instalacao then),
   * pinned by the same trigger: a later change of the settings moves only later approvals.
   */
  instalacao_dias?: TargetDays | null;
  /** The funding tranches' states without amounts (issue 48), written with each ledger entry; absent before approval. */
  repasse?: ProposalFundingSummary | null;
  /** Issue 50: when each step was first reached and the hours spent in each status left, kept by every status move. */
  trilha?: ProposalTrail | null;
}

/** propostas/{id}/comentarios/{id} */
export interface ProposalComment {
  id: string;
  proposta_id: string;
  comentario: string;
  user_id: string;
  autor_tipo: Role;
  autor_nome: string;
  integrador_id: string;
  /** Who sent the proposal (issue 29), so a vendedor's bell can ask for the comments on its own proposals. */
  proposta_criado_por?: string;
  cliente_nome: string;
  created_at: Millis;
}

/** avisos/{id} */
export interface Notice {
  id: string;
  titulo: string;
  conteudo: string;
  imagem_path: string | null;
  admin_id: string;
  destinatario_tipo: 'todos' | 'especifico';
  integrador_id: string | null;
  /** The addressee's company name when the notice was sent (specific notices; absent on older ones). */
  integrador_nome?: string | null;
  audiencia: string[];
  created_at: Millis;
}

/** stats/integradores */
export interface IntegratorStats {
  por_status: Record<'pendente_cadastro' | 'pendente_documentacao' | 'pendente_aprovacao' | 'aprovado' | 'rejeitado', number>;
  total: number;
  /** Sign-up day (YYYY-MM-DD, São Paulo) -> count; feeds 'last 7 days' and 'this month'. */
  cadastros_por_dia: Record<string, number>;
}

/** stats/propostas (every proposal) and stats_integradores/{integratorId} (one integrator's). */
export interface ProposalStats {
  total: number;
  por_status: Record<string, number>;
  volume_centavos: number;
  /** Creation month (YYYY-MM, São Paulo) -> column status -> count (zeros left out); feeds 'this month' and the charts. */
  por_mes: Record<string, Record<string, number>>;
  /** Creation month (YYYY-MM, São Paulo) -> volume in centavos (zeros left out). */
  volume_por_mes: Record<string, number>;
}
