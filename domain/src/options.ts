/** Enumerations and option lists of both specification files, with their pt-BR labels. */

export interface Option<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

function valuesOf<V extends string>(options: readonly Option<V>[]): [V, ...V[]] {
  return options.map((o) => o.value) as [V, ...V[]];
}

/** Looks up an option's label; undefined when the value is not in the list. */
export function labelOf<V extends string>(options: readonly Option<V>[], value: string): string | undefined {
  return options.find((o) => o.value === value)?.label;
}

// --- Roles -----------------------------------------------------------------

export const roles = ['admin', 'integrador'] as const;
export type Role = (typeof roles)[number];

/** Reads a stored role, accepting the legacy spelling 'integrator'. */
export function normalizeRole(value: unknown): Role | null {
  if (value === 'admin') return 'admin';
  if (value === 'integrador' || value === 'integrator') return 'integrador';
  return null;
}

// --- Integrator status -----------------------------------------------------

export const integratorStatusOptions = [
  { value: 'pendente_cadastro', label: 'Pendente de Cadastro' },
  { value: 'pendente_documentacao', label: 'Pendente de Documentação' },
  { value: 'pendente_aprovacao', label: 'Aguardando Aprovação' },
  { value: 'pendente', label: 'Aguardando Aprovação' },
  { value: 'aprovado', label: 'Aprovado' },
  { value: 'rejeitado', label: 'Rejeitado' },
] as const satisfies readonly Option[];
export const integratorStatuses = valuesOf(integratorStatusOptions);
export type IntegratorStatus = (typeof integratorStatuses)[number];

/** The four statuses the admin screens group by (legacy pendente folds into pendente_aprovacao). */
export const adminIntegratorTabs = [
  { value: 'pendente_cadastro', label: 'Pendente de Cadastro' },
  { value: 'pendente_aprovacao', label: 'Aguardando Aprovação' },
  { value: 'aprovado', label: 'Aprovados' },
  { value: 'rejeitado', label: 'Rejeitados' },
] as const satisfies readonly Option[];
export type AdminIntegratorTab = (typeof adminIntegratorTabs)[number]['value'];

// --- Company profile options (file 000 section 3) ---------------------------

export const teamSizeOptions = [
  { value: '1-5', label: '1-5' },
  { value: '6-10', label: '6-10' },
  { value: '11-20', label: '11-20' },
  { value: '21-50', label: '21-50' },
  { value: '50+', label: '50+' },
] as const satisfies readonly Option[];
export const teamSizes = valuesOf(teamSizeOptions);

/** Average projects per month share the team-size ranges. */
export const averageProjectsOptions = teamSizeOptions;
export const averageProjects = teamSizes;

export const revenueOptions = [
  { value: 'ate_50k', label: 'Até 50 mil' },
  { value: '50k_100k', label: 'De 50 mil a 100 mil' },
  { value: '100k_300k', label: 'De 100 mil a 300 mil' },
  { value: '300k_1m', label: 'De 300 mil a 1 milhão' },
  { value: 'acima_1m', label: 'Acima de 1 milhão' },
] as const satisfies readonly Option[];
export const revenues = valuesOf(revenueOptions);

export const howKnewUsOptions = [
  { value: 'indicacao', label: 'Indicação' },
  { value: 'google', label: 'Google' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'evento', label: 'Evento' },
  { value: 'outros', label: 'Outros' },
] as const satisfies readonly Option[];
export const howKnewUsValues = valuesOf(howKnewUsOptions);

export const simNaoOptions = [
  { value: 'sim', label: 'Sim' },
  { value: 'nao', label: 'Não' },
] as const satisfies readonly Option[];
export const simNao = valuesOf(simNaoOptions);

// --- Brazilian states ------------------------------------------------------

export const ufOptions = [
  { value: 'AC', label: 'Acre' },
  { value: 'AL', label: 'Alagoas' },
  { value: 'AP', label: 'Amapá' },
  { value: 'AM', label: 'Amazonas' },
  { value: 'BA', label: 'Bahia' },
  { value: 'CE', label: 'Ceará' },
  { value: 'DF', label: 'Distrito Federal' },
  { value: 'ES', label: 'Espírito Santo' },
  { value: 'GO', label: 'Goiás' },
  { value: 'MA', label: 'Maranhão' },
  { value: 'MT', label: 'Mato Grosso' },
  { value: 'MS', label: 'Mato Grosso do Sul' },
  { value: 'MG', label: 'Minas Gerais' },
  { value: 'PA', label: 'Pará' },
  { value: 'PB', label: 'Paraíba' },
  { value: 'PR', label: 'Paraná' },
  { value: 'PE', label: 'Pernambuco' },
  { value: 'PI', label: 'Piauí' },
  { value: 'RJ', label: 'Rio de Janeiro' },
  { value: 'RN', label: 'Rio Grande do Norte' },
  { value: 'RS', label: 'Rio Grande do Sul' },
  { value: 'RO', label: 'Rondônia' },
  { value: 'RR', label: 'Roraima' },
  { value: 'SC', label: 'Santa Catarina' },
  { value: 'SP', label: 'São Paulo' },
  { value: 'SE', label: 'Sergipe' },
  { value: 'TO', label: 'Tocantins' },
] as const satisfies readonly Option[];
export const ufs = valuesOf(ufOptions);
export type Uf = (typeof ufs)[number];

// --- Integrator documents --------------------------------------------------

export const integratorDocumentOptions = [
  { value: 'contrato_social', label: 'Contrato Social' },
  { value: 'comprovante_endereco', label: 'Comprovante de Endereço' },
  { value: 'rg_socios', label: 'RG dos Sócios' },
  { value: 'cnh_socios', label: 'CNH dos Sócios' },
  { value: 'dados_bancarios', label: 'Dados Bancários' },
  { value: 'foto_fachada', label: 'Foto da Fachada' },
] as const satisfies readonly Option[];
export const integratorDocumentKeys = valuesOf(integratorDocumentOptions);
export type IntegratorDocumentKey = (typeof integratorDocumentKeys)[number];

// --- Proposals (file 001 sections 3 and 4) ----------------------------------

/** Kanban columns, in board order. */
export const proposalStatusOptions = [
  { value: 'enviada', label: 'Proposta Enviada' },
  { value: 'em_analise', label: 'Em Análise' },
  { value: 'pendente_correcao', label: 'Pendente Correção' },
  { value: 'corrigida_usuario', label: 'Corrigida' },
  { value: 'aprovada', label: 'Aprovada' },
  { value: 'reprovada', label: 'Reprovada / Inviável' },
  { value: 'finalizada', label: 'Finalizada' },
] as const satisfies readonly Option[];
export const proposalStatuses = valuesOf(proposalStatusOptions);
export type ProposalStatus = (typeof proposalStatuses)[number];

export const priorityOptions = [
  { value: 'alta', label: 'Alta' },
  { value: 'media', label: 'Média' },
  { value: 'baixa', label: 'Baixa' },
] as const satisfies readonly Option[];
export const priorities = valuesOf(priorityOptions);
export type Priority = (typeof priorities)[number];

export const estadoCivilOptions = [
  { value: 'solteiro', label: 'Solteiro(a)' },
  { value: 'casado', label: 'Casado(a)' },
  { value: 'divorciado', label: 'Divorciado(a)' },
  { value: 'viuvo', label: 'Viúvo(a)' },
  { value: 'uniao_estavel', label: 'União Estável' },
] as const satisfies readonly Option[];
export const estadosCivis = valuesOf(estadoCivilOptions);

export const situacaoImovelOptions = [
  { value: 'proprio', label: 'Próprio' },
  { value: 'alugado', label: 'Alugado' },
  { value: 'cedido', label: 'Cedido' },
  { value: 'financiado', label: 'Financiado' },
] as const satisfies readonly Option[];
export const situacoesImovel = valuesOf(situacaoImovelOptions);

export const linhaCreditoOptions = [
  { value: 'busque_melhor_opcao', label: 'Busque a melhor opção' },
  { value: 'financiamento_solar_tradicional', label: 'Financiamento Solar Tradicional' },
  { value: 'credito_consignado', label: 'Crédito Consignado' },
  { value: 'credito_trabalhador', label: 'Crédito do Trabalhador' },
  { value: 'credito_garantia_veiculos', label: 'Crédito com Garantia de Veículos' },
  { value: 'credito_fgts', label: 'Antecipação do FGTS' },
  { value: 'consorcio_servicos', label: 'Consórcio de Serviços' },
  { value: 'emprestimo_pessoal', label: 'Empréstimo Pessoal' },
] as const satisfies readonly Option[];
export const linhasCredito = valuesOf(linhaCreditoOptions);
export type LinhaCredito = (typeof linhasCredito)[number];

export const parcelasOptions = [12, 24, 36, 48, 60, 72, 84, 120].map((n) => ({
  value: String(n),
  label: `${n}x`,
})) as readonly Option[];
export const parcelas = [12, 24, 36, 48, 60, 72, 84, 120] as const;

export const tipoContaOptions = [
  { value: 'corrente', label: 'Conta Corrente' },
  { value: 'poupanca', label: 'Conta Poupança' },
] as const satisfies readonly Option[];
export const tiposConta = valuesOf(tipoContaOptions);

export const destinatarioOptions = [
  { value: 'todos', label: 'Todos os integradores' },
  { value: 'especifico', label: 'Integrador específico' },
] as const satisfies readonly Option[];
export const destinatarios = valuesOf(destinatarioOptions);
