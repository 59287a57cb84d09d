/** Screen texts of the proposal wizard the specification leaves to us (its fixed messages are in domain/messages). */
import { creditText } from '@solarcred/domain/credit/credit-text';
import { creditLimits } from '@solarcred/domain/credit/lines';

export const proposalSteps = ['Dados do Cliente', 'Dados do Projeto', 'Dados do Crédito', 'Dados Bancários'] as const;

export const wizardText = {
  title: 'Subir Proposta',
  subtitle: 'Preencha todos os dados para enviar uma nova proposta de energia solar.',
  stepsLabel: 'Etapas da proposta',
  previous: 'Anterior',
  next: 'Próximo',
  saveDraft: 'Salvar Rascunho',
  finish: 'Finalizar Proposta',
  finalNote:
    'Ao finalizar, sua proposta será enviada para análise. Você receberá as atualizações por e-mail e no painel.',
  draftFound: 'Você tem um rascunho salvo',
  draftFoundDetail: (when: string) => `Rascunho salvo em ${when}. Os arquivos anexados não ficam no rascunho.`,
  continueDraft: 'Continuar rascunho',
  discardDraft: 'Descartar',
  copyAddress: 'Copiar endereço do cliente',
  copyAddressHint: 'O endereço do projeto acompanha o endereço do cliente enquanto esta opção estiver ligada.',
  systemValueHint: 'Copiado dos dados do projeto.',
  address: 'Endereço',
  projectAddress: 'Endereço do projeto',
  personal: 'Dados pessoais',
  financial: 'Situação financeira',
  equipment: 'Sistema fotovoltaico',
} as const;

/** Field labels of the four steps. */
export const labels = {
  nomeCompleto: 'Nome Completo',
  cpfCnpj: 'CPF/CNPJ',
  dataNascimento: 'Data de Nascimento',
  profissao: 'Profissão',
  estadoCivil: 'Estado Civil',
  email: 'E-mail',
  telefone: 'Telefone',
  situacaoImovel: 'Situação do Imóvel',
  anosResidencia: 'Anos de Residência',
  valorPatrimonio: 'Valor do Patrimônio',
  anexoRgCpf: 'RG/CPF do Cliente',
  potenciaKwp: 'Potência (kWp)',
  geracaoMensalKwh: 'Geração Mensal (kWh)',
  marcaMicroInversor: 'Marca do Microinversor',
  marcaModulos: 'Marca dos Módulos',
  valorKitFotovoltaico: 'Valor do Kit Fotovoltaico',
  valorSistema: 'Valor do Sistema',
  distribuidorEscolhido: 'Distribuidor Escolhido',
  anexoFaturaEnergia: 'Fatura de Energia',
  linhaCredito: 'Linha de Crédito',
  quantidadeParcelas: 'Quantidade de Parcelas',
  carenciaMeses: 'Carência',
  entrada: 'Entrada',
  valorFinanciar: 'Valor a Financiar',
  parcela: 'Parcela',
  tipoConta: 'Tipo de Conta',
  banco: 'Banco (código)',
  agencia: 'Agência',
  numeroConta: 'Número da Conta',
  anexoHolerite: 'Holerite ou Comprovante de Renda',
  logradouro: 'Logradouro',
} as const;

/** Step 3's down payment, amount and installment (issue 32). */
export const financingText = {
  downPaymentHint: 'Pago pelo cliente à vista.',
  amountHint: 'Valor do sistema menos a entrada.',
  installmentHint: (line: string) => `Em ${line}; digite uma parcela para achar o valor.`,
  installmentUnavailable: 'Escolha uma linha que financie este valor e prazo.',
  graceOptions: Array.from({ length: creditLimits.maxGraceMonths + 1 }, (_, months) => ({ value: String(months), label: creditText.grace(months) })),
} as const;
