/**
 * The personal-data inventory (LGPD arts. 7, 9, 11, 15, 16 and 37; issue 51): every collection of
 * domain/src/data/ that holds personal data, its personal fields, why it is held, on which legal
 * basis, for how long, and what a deletion request does to it. docs/privacy.md's table is checked
 * against it (tests/docs/privacy-inventory.test.ts), and erasurePlan (requests.ts) applies it.
 * Collections without personal data are listed in `nonPersonalCollections`, with the reason; the
 * unit test fails when a collection of domain/src/data/ is in neither list.
 */

/** The legal bases the inventory cites (LGPD art. 7; art. 11 for the sensitive data we do not hold). */
export const legalBases = {
  execucao_contrato: 'Art. 7º, V — execução de contrato ou procedimentos preliminares a pedido do titular',
  obrigacao_legal: 'Art. 7º, II — cumprimento de obrigação legal ou regulatória',
  exercicio_direitos: 'Art. 7º, VI — exercício regular de direitos em processo judicial, administrativo ou arbitral',
  protecao_credito: 'Art. 7º, X — proteção do crédito',
  legitimo_interesse: 'Art. 7º, IX — legítimo interesse do controlador (segurança e prevenção de fraude)',
  consentimento: 'Art. 7º, I — consentimento do titular',
} as const;
export type LegalBasis = keyof typeof legalBases;

/** What a deletion request does to a collection's documents about the subject. */
export type ErasureAction = 'apagar' | 'anonimizar' | 'manter';

/** Why a record is kept after a deletion, and for how long (years after the reference date). */
export const retentionLaws = {
  contrato_assinado: { anos: 10, lei: 'Código Civil, art. 205 (prescrição geral de 10 anos das pretensões do contrato)' },
  registros_fiscais: { anos: 5, lei: 'CTN, arts. 173 e 174 (5 anos para constituir e cobrar créditos tributários sobre os pagamentos)' },
  prova_atendimento: { anos: 5, lei: 'LGPD, arts. 8º §2º e 37, e CDC, art. 27 (prova do consentimento e do atendimento, 5 anos)' },
} as const;
export type RetentionLaw = keyof typeof retentionLaws;

/** How an anonymised field is rewritten: the fixed mark, an empty string, or null. */
export type Anonymisation = 'marca' | 'vazio' | 'nulo';

export interface InventoryEntry {
  /** The path pattern, ids as {id}: e.g. 'propostas/{id}/comentarios/{id}'. */
  colecao: string;
  /** Whose data: an account holder, a link's customer, or both. */
  titular: 'conta' | 'cliente' | 'ambos';
  campos: readonly string[];
  finalidade: string;
  base_legal: LegalBasis;
  retencao: string;
  exclusao: ErasureAction;
  /** 'manter': the law. 'anonimizar': which fields and how (others stay). */
  lei?: RetentionLaw;
  anonimizar?: Readonly<Record<string, Anonymisation>>;
}

/** A proposal's personal fields and how anonymisation rewrites them (kept for a signed contract). */
export const proposalAnonymisation: Readonly<Record<string, Anonymisation>> = {
  cliente_nome: 'marca',
  cliente_cpf_cnpj: 'vazio',
  cliente_data_nascimento: 'vazio',
  cliente_logradouro: 'vazio',
  cliente_numero: 'vazio',
  cliente_complemento: 'vazio',
  cliente_cep: 'vazio',
  cliente_profissao: 'vazio',
  cliente_estado_civil: 'vazio',
  cliente_email: 'vazio',
  cliente_telefone: 'vazio',
  banco: 'vazio',
  agencia: 'vazio',
  numero_conta: 'vazio',
  anexo_rg_cpf: 'nulo',
  anexo_fatura_energia: 'nulo',
  anexo_holerite: 'nulo',
  conta_luz: 'nulo',
  criado_por_nome: 'marca',
  search_tokens: 'nulo',
};

export const privacyInventory: readonly InventoryEntry[] = [
  { colecao: 'profiles/{id}', titular: 'conta', campos: ['email', 'nome'], finalidade: 'Acesso à conta e avisos por e-mail', base_legal: 'execucao_contrato', retencao: 'Enquanto a conta existir', exclusao: 'apagar' },
  {
    colecao: 'integradores/{id}',
    titular: 'conta',
    campos: ['email', 'owner_name', 'owner_cpf', 'owner_phone', 'owner_email', 'telefone', 'endereço (cep, street, number, complement, neighborhood, city, state)', 'documentos', 'foto_perfil'],
    finalidade: 'Cadastro e análise do integrador parceiro',
    base_legal: 'execucao_contrato',
    retencao: 'Enquanto o cadastro existir',
    exclusao: 'apagar',
  },
  { colecao: 'integradores/{id}/historico/{id}', titular: 'conta', campos: ['por', 'motivo'], finalidade: 'Histórico da análise do cadastro', base_legal: 'execucao_contrato', retencao: 'Com o cadastro', exclusao: 'apagar' },
  { colecao: 'integradores/{id}/projetos/{id}', titular: 'conta', campos: ['nome_cliente', 'art', 'memorial', 'fotos'], finalidade: 'Portfólio do integrador na análise', base_legal: 'execucao_contrato', retencao: 'Com o cadastro', exclusao: 'apagar' },
  { colecao: 'membros/{id}', titular: 'conta', campos: ['nome', 'email'], finalidade: 'Equipe da empresa e seus papéis', base_legal: 'execucao_contrato', retencao: 'Enquanto a conta existir', exclusao: 'apagar' },
  { colecao: 'convites/{id}', titular: 'conta', campos: ['email', 'nome'], finalidade: 'Convite para a equipe', base_legal: 'execucao_contrato', retencao: '30 dias após vencer, ser revogado ou aceito', exclusao: 'apagar' },
  { colecao: 'dados_pagamento/{id}', titular: 'conta', campos: ['pix', 'conta_bancaria'], finalidade: 'Pagamento de cashback e repasses', base_legal: 'execucao_contrato', retencao: 'Enquanto a conta existir', exclusao: 'apagar' },
  {
    colecao: 'propostas/{id}',
    titular: 'ambos',
    campos: ['cliente_* (nome, CPF/CNPJ, nascimento, endereço, profissão, estado civil, e-mail, telefone)', 'banco, agencia, numero_conta', 'anexos (RG/CPF, conta de luz, holerite)', 'conta_luz', 'criado_por_nome'],
    finalidade: 'Análise de crédito e financiamento do sistema solar',
    base_legal: 'protecao_credito',
    retencao: 'Até a exclusão; com contrato assinado, anonimizada e mantida com o contrato',
    exclusao: 'apagar',
    anonimizar: proposalAnonymisation,
  },
  { colecao: 'propostas/{id}/comentarios/{id}', titular: 'ambos', campos: ['comentario', 'autor_nome', 'cliente_nome'], finalidade: 'Conversa sobre a proposta', base_legal: 'execucao_contrato', retencao: 'Com a proposta', exclusao: 'apagar' },
  { colecao: 'propostas/{id}/historico/{id}', titular: 'ambos', campos: ['por', 'motivo'], finalidade: 'Histórico de status da proposta', base_legal: 'execucao_contrato', retencao: 'Com a proposta', exclusao: 'apagar' },
  { colecao: 'propostas/{id}/pendencias/{id}', titular: 'ambos', campos: ['texto', 'arquivos', 'resposta'], finalidade: 'Pendências da análise', base_legal: 'protecao_credito', retencao: 'Com a proposta', exclusao: 'apagar' },
  {
    colecao: 'contratos/{id}',
    titular: 'ambos',
    campos: ['conteudo (partes: nome, CPF, endereço)', 'assinatura (nome digitado, e-mail mascarado, IP, navegador)', 'pdf_path'],
    finalidade: 'Contrato de financiamento e prova da assinatura',
    base_legal: 'exercicio_direitos',
    retencao: 'Assinado: 10 anos após a assinatura; não assinado: até a exclusão',
    exclusao: 'manter',
    lei: 'contrato_assinado',
  },
  { colecao: 'links_cliente/{id}', titular: 'cliente', campos: ['cliente_nome', 'cliente_telefone', 'cliente_email'], finalidade: 'Link do cliente para enviar os seus dados', base_legal: 'execucao_contrato', retencao: '30 dias após vencer ou ser revogado', exclusao: 'apagar' },
  { colecao: 'rascunhos_cliente/{id}', titular: 'cliente', campos: ['cliente_nome', 'dados (etapas do formulário e arquivos)'], finalidade: 'Dados enviados pelo link até a proposta', base_legal: 'execucao_contrato', retencao: '90 dias sem alteração', exclusao: 'apagar' },
  { colecao: 'vistas_cliente/{id}', titular: 'cliente', campos: ['andamento', 'pendencias', 'contrato', 'economia'], finalidade: 'Acompanhamento pelo cliente no link', base_legal: 'execucao_contrato', retencao: 'Com o link', exclusao: 'apagar' },
  { colecao: 'limites_link/{id}', titular: 'cliente', campos: ['hash do endereço IP'], finalidade: 'Limite de tentativas no link', base_legal: 'legitimo_interesse', retencao: '10 minutos (TTL)', exclusao: 'apagar' },
  {
    colecao: 'cashback_lancamentos/{id}',
    titular: 'ambos',
    campos: ['cliente_nome', 'nome_empresa', 'referencia'],
    finalidade: 'Registro dos pagamentos de cashback',
    base_legal: 'obrigacao_legal',
    retencao: '5 anos após o pagamento',
    exclusao: 'manter',
    lei: 'registros_fiscais',
  },
  { colecao: 'cashback_ciclos/{id}', titular: 'ambos', campos: ['cliente_nome', 'nome_empresa'], finalidade: 'Situação do cashback de cada proposta', base_legal: 'obrigacao_legal', retencao: '5 anos após o pagamento', exclusao: 'manter', lei: 'registros_fiscais' },
  { colecao: 'repasse_lancamentos/{id}', titular: 'ambos', campos: ['nomes', 'referencia', 'arquivos'], finalidade: 'Registro dos repasses ao integrador', base_legal: 'obrigacao_legal', retencao: '5 anos após o pagamento', exclusao: 'manter', lei: 'registros_fiscais' },
  { colecao: 'repasses/{id}', titular: 'ambos', campos: ['nomes', 'arquivos'], finalidade: 'Situação dos repasses de cada proposta', base_legal: 'obrigacao_legal', retencao: '5 anos após o pagamento', exclusao: 'manter', lei: 'registros_fiscais' },
  { colecao: 'repasse_parcelas/{id}', titular: 'ambos', campos: ['nomes'], finalidade: 'Fila de parcelas do administrador', base_legal: 'obrigacao_legal', retencao: '5 anos após o pagamento', exclusao: 'manter', lei: 'registros_fiscais' },
  { colecao: 'avisos/{id}', titular: 'conta', campos: ['integrador_nome', 'audiencia'], finalidade: 'Avisos do administrador a um integrador', base_legal: 'execucao_contrato', retencao: 'Até o aviso ser apagado', exclusao: 'anonimizar', anonimizar: { integrador_nome: 'marca' } },
  { colecao: 'avisos/{id}/leituras/{id}', titular: 'conta', campos: ['lido_em'], finalidade: 'Marcar avisos lidos', base_legal: 'execucao_contrato', retencao: 'Com o aviso', exclusao: 'apagar' },
  { colecao: 'mail/{id}', titular: 'ambos', campos: ['to', 'message'], finalidade: 'E-mails enviados (fila da extensão de e-mail)', base_legal: 'execucao_contrato', retencao: 'Até a entrega', exclusao: 'apagar' },
  { colecao: 'error_reports/{id}', titular: 'conta', campos: ['user_id', 'url', 'user_agent', 'stack'], finalidade: 'Diagnóstico de erros', base_legal: 'legitimo_interesse', retencao: 'Até a correção', exclusao: 'apagar' },
  { colecao: 'api_idempotencia/{id}', titular: 'cliente', campos: ['resposta (a proposta criada pela API)'], finalidade: 'Repetir a resposta de uma criação pela API', base_legal: 'execucao_contrato', retencao: '24 horas (TTL)', exclusao: 'apagar' },
  { colecao: 'webhook_eventos/{id}', titular: 'cliente', campos: ['dados (textos de pendências)'], finalidade: 'Eventos enviados aos webhooks do integrador', base_legal: 'execucao_contrato', retencao: 'Enquanto o webhook existir', exclusao: 'apagar' },
  { colecao: 'aceites/{id}', titular: 'ambos', campos: ['versões aceitas', 'aceito_em', 'origem'], finalidade: 'Prova do aceite dos Termos e da Política', base_legal: 'exercicio_direitos', retencao: '5 anos após o fim da conta', exclusao: 'manter', lei: 'prova_atendimento' },
  { colecao: 'aceites/{id}/historico/{id}', titular: 'ambos', campos: ['versões aceitas', 'aceito_em', 'origem'], finalidade: 'Cada aceite dado', base_legal: 'exercicio_direitos', retencao: '5 anos após o fim da conta', exclusao: 'manter', lei: 'prova_atendimento' },
  {
    colecao: 'solicitacoes_lgpd/{id}',
    titular: 'ambos',
    campos: ['titular (nome, e-mail mascarado)', 'detalhe', 'resposta'],
    finalidade: 'Atender e provar o atendimento dos direitos do titular',
    base_legal: 'obrigacao_legal',
    retencao: '5 anos após a conclusão',
    exclusao: 'manter',
    lei: 'prova_atendimento',
  },
  { colecao: 'solicitacoes_lgpd_abertas/{id}', titular: 'ambos', campos: ['chave do titular'], finalidade: 'Uma solicitação aberta por titular', base_legal: 'obrigacao_legal', retencao: 'Até a solicitação ser encerrada', exclusao: 'apagar' },
  { colecao: 'codigos_lgpd/{id}', titular: 'cliente', campos: ['hash do CPF', 'hash do e-mail', 'hash do código'], finalidade: 'Confirmar a identidade na página por CPF', base_legal: 'obrigacao_legal', retencao: 'Um dia após o código vencer ou o bloqueio acabar (TTL)', exclusao: 'apagar' },
  { colecao: 'auditoria/{id}', titular: 'ambos', campos: ['ator (nome)', 'alvo (rótulo)'], finalidade: 'Registro de quem abriu documentos e alterou dados', base_legal: 'obrigacao_legal', retencao: '5 anos', exclusao: 'manter', lei: 'prova_atendimento' },
];

/** Collections of domain/src/data/ without personal data, and why. */
export const nonPersonalCollections: Readonly<Record<string, string>> = {
  'analise_totais/{id}': 'contagens agregadas',
  'analise_celulas/{id}': 'contagens agregadas',
  'analise_integradores/{id}': 'contagens por empresa (pessoa jurídica)',
  'analise_integradores/{id}/celulas/{id}': 'contagens por empresa',
  'analise_publico/{id}': 'mediana pública',
  'api_chaves/{id}': 'chave da empresa (só o hash e o uid de quem criou)',
  'webhooks/{id}': 'endereço do integrador (pessoa jurídica)',
  'webhooks_segredos/{id}': 'segredo de assinatura',
  'webhook_entregas/{id}': 'tentativas de entrega (sem os dados do evento)',
  'webhook_seq/{id}': 'contador',
  'cashback_taxas/{id}': 'taxas',
  'cashback_taxas/{id}/versoes/{id}': 'taxas',
  'stats_cashback/{id}': 'contagens',
  'stats/{id}': 'contagens',
  'config/{id}': 'configurações',
  'config/{id}/versoes/{id}': 'modelo de contrato',
  'contratos_assinatura/{id}': 'hash do código de assinatura (até assinar)',
  'verificacoes_contrato/{id}': 'código de verificação e hash do PDF',
  'linhas_credito/{id}': 'taxas',
  'linhas_credito/{id}/versoes/{id}': 'taxas',
  'publico/{id}': 'textos e tabelas públicas',
  'publico/{id}/versoes/{id}': 'tarifas',
  'repasse_planos/{id}': 'planos',
  'repasse_planos/{id}/versoes/{id}': 'planos',
  'stats_repasses/{id}': 'contagens',
  'stats_events/{id}': 'registro de eventos já contados',
  'stats_integradores/{id}': 'contagens',
  'stats_integradores/{id}/vendedores/{id}': 'contagens',
  'consentimento_versoes/{id}': 'textos publicados',
  'retencao_execucoes/{id}': 'contagens da limpeza',
};

/** The inventory entry of a document path ('propostas/p1/comentarios/c1' -> 'propostas/{id}/comentarios/{id}'). */
export function inventoryEntryOf(path: string): InventoryEntry | undefined {
  const pattern = path
    .split('/')
    .map((segment, index) => (index % 2 === 1 ? '{id}' : segment))
    .join('/');
  return privacyInventory.find((entry) => entry.colecao === pattern);
}
