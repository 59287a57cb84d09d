/**
 * Every Portuguese text the specification fixes, reproduced exactly. Screens, validators and
 * functions import from here so a message lives in one place.
 */
import { product } from './config';
import { files, inputLimits } from './constants';

export const validation = {
  required: 'Este campo é obrigatório',
  emailRequired: 'Email é obrigatório',
  emailInvalid: 'Email inválido',
  cpfLength: 'CPF deve ter 11 dígitos',
  cpfInvalid: 'CPF inválido',
  cnpjLength: 'CNPJ deve ter 14 caracteres',
  cnpjInvalid: 'CNPJ inválido',
  cpfCnpjLength: 'CPF deve ter 11 dígitos ou CNPJ deve ter 14 dígitos',
  cepLength: 'CEP deve ter 8 dígitos',
  phoneLength: 'Telefone deve ter 10 ou 11 dígitos',
  dateInvalid: 'Data inválida',
  dateFuture: 'Data não pode ser futura',
  dateUnderage: 'Para pessoa física, deve ter pelo menos 18 anos',
  numberInvalid: 'Deve ser um número válido',
  numberPositive: 'Deve ser um número maior que zero',
  integerInvalid: 'Deve ser um número inteiro válido',
  bankCode: 'Código do banco deve ter 3 dígitos',
  fileRequired: 'Arquivo é obrigatório',
  fileTooLarge: `Arquivo deve ter no máximo ${files.maxMegabytes}MB`,
  fileType: 'Tipo de arquivo não permitido. Formatos aceitos: JPG, PNG, PDF',
  commentTooLong: 'O comentário deve ter no máximo 500 caracteres',
  nameTooLong: `Máximo de ${inputLimits.name} caracteres`,
  freeTextTooLong: `Máximo de ${inputLimits.freeText} caracteres`,
  fileNameTooLong: `Nome de arquivo com mais de ${inputLimits.fileName} caracteres`,
  tooLong: 'Texto longo demais',
  noticeIntegratorRequired: 'Selecione o integrador destinatário',
  noticeImageType: 'Por favor, selecione apenas arquivos de imagem',
  noticeImageSize: `A imagem deve ter no máximo ${files.maxMegabytes}MB`,
} as const;

export const auth = {
  passwordsMismatch: 'As senhas não coincidem.',
  resetPasswordsMismatch: 'As senhas não coincidem',
  passwordTooShort: 'A senha deve ter pelo menos 6 caracteres',
  emailInvalidForRecovery: 'Por favor, insira um endereço de e-mail válido.',
  loginSuccess: 'Login bem-sucedido! Redirecionando...',
  loginFailure: 'Credenciais inválidas.',
  loginUnexpected: 'Erro inesperado. Tente novamente.',
  sessionError: 'Erro de sessão detectado. Limpando cache e tentando novamente...',
  signupFailure: 'Erro ao criar conta.',
  signupSuccess: 'Conta criada com sucesso! Redirecionando para você completar seu perfil...',
  profileInsertFailure: (message: string) =>
    `Erro crítico ao criar perfil: ${message}. Por favor, contate o suporte.`,
  logoutFailure: 'Erro ao sair. Tente novamente.',
  recoveryFailure: 'Não foi possível enviar o e-mail. Verifique o endereço e tente novamente.',
  recoveryUnexpected: 'Ocorreu um erro inesperado. Tente novamente mais tarde.',
  recoverySuccess: 'E-mail de recuperação enviado com sucesso!',
  recoverySentTitle: 'E-mail enviado!',
  recoveryErrorTitle: 'Erro ao Enviar',
  resetFailure: 'Ocorreu um erro. Tente novamente.',
  resetUnexpected: 'Ocorreu um erro ao processar sua solicitação.',
  resetSuccess: 'Senha redefinida com sucesso!',
  resetDoneTitle: 'Senha redefinida!',
  accessDenied: 'Acesso negado. Por favor, faça login.',
  mustBeAuthenticated: 'Você precisa estar autenticado para acessar esta página',
  adminsOnly: 'Apenas administradores podem realizar esta ação.',
  integratorsOnly: 'Apenas integradores podem realizar esta ação.',
} as const;

export const guard = {
  rejected: 'Seu cadastro foi rejeitado. Entre em contato com o suporte.',
  unknownStatus: 'Ocorreu um erro com seu cadastro. Entre em contato com o suporte.',
} as const;

export const profileWizard = {
  missingCompanyFields: (labels: readonly string[]) =>
    `Campos obrigatórios não preenchidos: ${labels.join(', ')}`,
  fillField: (label: string) => `Por favor, preencha o campo: ${label}`,
  ownerCpfInvalid: 'CPF inválido.',
  ownerEmailInvalid: 'O e-mail do titular é inválido.',
  documentRequired: {
    contrato_social: 'Anexe o Contrato Social.',
    comprovante_endereco: 'Anexe o Comprovante de Endereço.',
    rg_socios: 'Anexe o RG dos sócios.',
    cnh_socios: 'Anexe a CNH dos sócios.',
    dados_bancarios: 'Anexe os Dados Bancários.',
    foto_fachada: 'Anexe a Foto da Fachada.',
  },
  consentRequired: `Por favor, autorize a ${product.name} a realizar as devidas consultas.`,
  cepNotFound: 'CEP não encontrado.',
  cepFailure: 'Ocorreu um erro ao buscar o CEP. Tente novamente.',
  cepSuccess: 'Endereço preenchido automaticamente!',
  cepComplementInfo: 'Endereço preenchido! Por favor, complete o campo Complemento que é obrigatório.',
  uploadFailure: (name: string) => `Falha no upload do arquivo: ${name}`,
  uploadMissing: (name: string) => `Arquivo não encontrado no armazenamento: ${name}. Envie-o novamente.`,
  integratorLookupFailure: 'Erro ao buscar dados do integrador',
  projectsFailure: 'Dados principais salvos, mas houve um erro ao salvar os projetos.',
  submitFailure: (message: string) => `Erro ao finalizar cadastro: ${message}`,
  submitSuccess: 'Cadastro enviado com sucesso! Você será redirecionado em breve.',
  submitting: 'Enviando...',
} as const;

/** The picker's cap message for `max` files (the spec's text for the projects' 3 photos). */
const tooManyFilesOf = (max: number) => `Máximo de ${max} fotos permitidas. Apenas as ${max} primeiras foram selecionadas.`;

export const filePicker = {
  tooLarge: (name: string) => `Arquivo '${name}' é muito grande! Tamanho máximo: 5MB`,
  unsupported: (name: string) => `Tipo de arquivo '${name}' não suportado!`,
  tooManyPhotos: tooManyFilesOf(3),
  tooManyPhotosOf: tooManyFilesOf,
  selected: (count: number) => `${count} arquivo(s) selecionado(s) com sucesso!`,
  /** One toast for a pick with several refusals (issue 45); each file's own text follows it. */
  severalProblems: (count: number) => `${count} arquivos não puderam ser adicionados:`,
} as const;

export const statusScreen = {
  refreshComplete: 'Cadastro completo! Status atualizado para análise.',
  refreshed: 'Status atualizado!',
  refreshFailure: 'Erro ao atualizar status. Tente novamente.',
  checkFailure: 'Erro ao verificar status. Tente novamente.',
  approved: 'Parabéns! Seu cadastro foi aprovado! Redirecionando para o dashboard...',
  awaitingTitle: 'Aguardando Aprovação',
  moreItems: (count: number) => `+${count} mais`,
} as const;

/** The account-status badge of the integrator profile (file 001 section 4). */
export const accountBadge = {
  aprovado: 'Aprovado',
  pendente: 'Pendente',
  rejeitado: 'Rejeitado',
  unknown: 'Indefinido',
} as const;

export const adminIntegrators = {
  dashboardLoadFailure: 'Erro ao carregar dados do dashboard',
  emptyAwaiting: 'Nenhum integrador aguardando aprovação.',
  emptySignups: 'Nenhuma nova conta aguardando cadastro.',
  emptyProposals: 'Nenhuma proposta encontrada.',
  listFailure: 'Erro ao buscar dados dos integradores.',
  notFound: 'Integrador não encontrado',
  approveFailure: 'Falha ao aprovar o integrador.',
  rejectFailure: 'Falha ao rejeitar o integrador.',
  approved: 'Integrador aprovado com sucesso!',
  rejected: 'Integrador rejeitado com sucesso!',
  statusUpdateFailure: 'Erro ao atualizar status do integrador',
  editFailure: 'Falha ao atualizar os dados do integrador.',
  edited: 'Dados do integrador atualizados com sucesso!',
  editError: 'Erro ao atualizar dados do integrador',
  notSent: 'Não enviado',
  showing: (shown: number, total: number) => `Mostrando ${shown} de ${total}`,
} as const;

export const proposals = {
  loadFailure: 'Erro ao carregar propostas',
  dataLoadFailure: 'Erro ao carregar dados das propostas',
  statusUpdateFailure: 'Erro ao atualizar status da proposta',
  updateFailure: 'Erro ao atualizar proposta',
  statusUpdated: 'Status da proposta atualizado!',
  dataUpdated: 'Dados atualizados!',
  onlyAdminsMove: 'Apenas administradores podem alterar o status das propostas',
  viewOnly: 'Modo de Visualização - Apenas administradores podem mover propostas',
  fallbackStatusLabel: 'Pendente',
  stepRequiredTitle: 'Campos obrigatórios',
  stepRequired: 'Por favor, preencha todos os campos obrigatórios antes de continuar.',
  stepDoneTitle: 'Etapa concluída!',
  stepDone: (step: number) => `Etapa ${step} validada com sucesso.`,
  finalRequired: 'Por favor, preencha todos os campos obrigatórios antes de finalizar.',
  draftSavedTitle: 'Rascunho salvo!',
  draftSaved: 'Seus dados foram salvos com sucesso.',
  draftFailureTitle: 'Erro ao salvar',
  draftFailure: 'Não foi possível salvar o rascunho. Tente novamente.',
  sentTitle: 'Proposta enviada!',
  sent: 'Sua proposta foi enviada com sucesso para análise.',
  sentFollowUpTitle: 'Proposta enviada com sucesso!',
  sentFollowUp: 'Sua proposta foi enviada para análise. Você receberá atualizações por email.',
  sendFailureTitle: 'Erro ao enviar',
  sendFailure: 'Não foi possível enviar a proposta. Tente novamente.',
  notAuthenticated: 'Usuário não autenticado',
  integratorNotFound: 'Integrador não encontrado',
  uploadFailure: 'Erro ao fazer upload dos arquivos',
  footer: (step: number, percent: number) => `Etapa ${step} de 4 • ${percent}% concluído`,
} as const;

export const commentsText = {
  addFailure: 'Erro ao adicionar comentário',
  added: 'Comentário adicionado!',
  adminAuthor: 'Administrador',
  proposalNotFound: 'Proposta não encontrada',
  notAllowed: 'Você não pode comentar nesta proposta',
  idTaken: 'Este comentário já foi registrado com outro texto. Recarregue a página e tente novamente.',
  loadFailure: 'Erro ao carregar comentários',
  empty: 'Nenhum comentário ainda.',
  placeholder: 'Escreva um comentário...',
  send: 'Enviar',
  /** A comment shown at once while the addComment callable runs (issue 46). */
  sending: 'Enviando…',
  counter: (length: number, max: number) => `${length}/${max}`,
  bellTitle: 'Mensagens',
  bellEmpty: 'Nenhuma mensagem recente.',
  markSeen: 'Lido',
  markSeenFailure: 'Erro ao marcar mensagens como lidas',
  bellUnread: (count: string) => `Mensagens, ${count} não lidas`,
} as const;

export const notices = {
  loadFailure: 'Erro ao carregar avisos',
  sent: 'Aviso enviado com sucesso!',
  sendFailure: 'Erro ao enviar aviso',
  deleted: 'Aviso excluído com sucesso!',
  deleteFailure: 'Erro ao excluir aviso',
  imageUploadFailure: 'Erro ao fazer upload da imagem',
  storageFailure: 'Erro ao configurar storage. Contate o administrador.',
  markedRead: 'Avisos marcados como lidos!',
  markReadFailure: 'Erro ao marcar avisos como lidos',
} as const;

export const session = {
  identifyFailure: 'Erro ao identificar integrador',
  integratorProfileNotFound: 'Perfil de integrador não encontrado',
  integratorNotFoundForUser: 'Integrador não encontrado para este usuário',
  integratorLoadFailure: 'Erro ao carregar dados do integrador',
} as const;

export const profilePage = {
  loadFailureTitle: 'Erro ao carregar perfil',
  loadFailure: 'Não foi possível carregar os dados do perfil.',
  uploadErrorTitle: 'Erro no upload',
  uploadError: 'Não foi possível fazer upload da imagem.',
  photoUpdatedTitle: 'Foto atualizada!',
  photoUpdated: 'Sua foto de perfil foi atualizada com sucesso.',
  photoInvalidTitle: 'Arquivo inválido',
  photoInvalid: 'Por favor, selecione uma imagem válida.',
  photoTooLargeTitle: 'Arquivo muito grande',
  photoTooLarge: 'A imagem deve ter no máximo 5MB.',
  photoTooLargeHelper: 'Arquivo muito grande. Tamanho máximo: 5MB',
  photoType: 'Tipo de arquivo não suportado. Use: JPEG, PNG ou WebP',
  noFile: 'Nenhum arquivo selecionado',
  imageUploadFailure: 'Erro ao fazer upload da imagem',
  imageUrlFailure: 'Erro ao obter URL da imagem',
  recordUpdateFailure: 'Erro ao atualizar registro no banco de dados',
  previousDeleteFailure: 'Erro ao deletar imagem anterior',
  unexpectedUpload: 'Erro inesperado ao fazer upload',
  comingSoon: 'Funcionalidade será implementada em breve',
} as const;

export const postalLookup = {
  lengthInvalid: 'CEP deve ter 8 dígitos',
  failure: 'Erro ao consultar CEP',
  notFound: 'CEP não encontrado',
} as const;

export const errorsText = {
  connection: 'Erro de conexão. Verifique sua internet.',
  connectionRetry: 'Erro de conexão. Tente novamente.',
  cancelled: 'Operação cancelada. Tente novamente.',
  timeout: 'Operação demorou muito. Tente novamente.',
  reported: 'Erro reportado à nossa equipe de suporte.',
  crashToast: 'Ocorreu um erro inesperado. Nossa equipe foi notificada.',
  crashTitle: 'Oops! Algo deu errado',
  notFoundPage: 'Página não encontrada',
  loading: 'Carregando...',
  /** A screen's skeleton (issue 46), read by screen readers while its part loads. */
  loadingScreen: 'Carregando a tela…',
} as const;

/** Account screens the spec left static (admin settings, 'Trocar Senha'): texts of our own. */
export const accountSettings = {
  passwordChanged: 'Senha alterada com sucesso!',
  passwordChangeFailure: 'Não foi possível alterar a senha. Tente novamente.',
  wrongCurrentPassword: 'Senha atual incorreta.',
  nameSaved: 'Nome atualizado!',
  nameSaveFailure: 'Não foi possível salvar o nome. Tente novamente.',
  notificationsSaved: 'Preferências de notificação salvas!',
  notificationsSaveFailure: 'Não foi possível salvar as preferências. Tente novamente.',
  supportToChange: 'Para alterar estes dados, entre em contato com o suporte.',
} as const;

/** The proposal details dialog (issue 19): texts the spec leaves to us. */
export const proposalDetailsText = {
  notFound: 'Proposta não encontrada',
  forbidden: 'Você não tem acesso a esta proposta ou ela não existe.',
  valueTooHigh: 'Valor acima do limite permitido',
  attachmentFailure: 'Não foi possível carregar o documento.',
} as const;

/** The create-proposal callable's refusals the specification does not word (file 001 section 7). */
export const proposalSubmit = {
  invalidId: 'Identificador de proposta inválido.',
  approvedOnly: 'Apenas integradores aprovados podem enviar propostas.',
  idTaken: 'Este identificador de proposta já está em uso.',
  foreignAttachment: 'Os anexos devem estar na pasta desta proposta.',
  uploadMissing: (path: string) => `O arquivo ${path.slice(path.lastIndexOf('/') + 1)} não foi encontrado. Envie-o novamente.`,
} as const;

/** File transfers that hang or cannot be shown (issue 26); the screens' own failure texts stay the spec's. */
export const transfersText = {
  stalled: 'A conexão parou de responder e o envio do arquivo foi cancelado.',
  /** Storage cannot be reached at all (issue 45): not the person's connection, so not 'verifique sua conexão'. */
  unavailable: 'O envio de arquivos está indisponível no momento. Tente novamente em alguns minutos.',
  downloadTimeout: 'O arquivo demorou demais para chegar.',
  retry: 'Tentar novamente',
  notViewable: 'Este tipo de arquivo não pode ser exibido aqui. Use "Baixar" para abri-lo.',
} as const;
