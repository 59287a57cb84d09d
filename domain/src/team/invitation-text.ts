/** The texts of the invitation's page, /convite/{token} (issue 29); the refusals themselves are teamText's. */
import { product } from '../config';

export const invitationText = {
  title: 'Convite para a equipe',
  /** What the invitation says before anything else (issue 45: previewInvitation). */
  greeting: (name: string) => `Olá, ${name}.`,
  invitedBy: (company: string, papel: string) => `${company} convidou você para a equipe como ${papel}.`,
  validUntil: (date: string) => `O convite vale até ${date}.`,
  guestIntro: `Você foi convidado para a equipe de uma empresa integradora na ${product.name}. Entre com o e-mail que recebeu o convite, ou crie sua conta com ele, para aceitar.`,
  signUpIntro: 'Use o e-mail que recebeu o convite. Você não precisa cadastrar uma empresa.',
  signInIntro: 'Entre com o e-mail que recebeu o convite.',
  haveAccount: 'Já tem uma conta?',
  noAccount: 'Ainda não tem conta?',
  toSignIn: 'Fazer login',
  toSignUp: 'Criar conta',
  signedUp: 'Conta criada. Agora é só aceitar o convite.',
  signedIn: 'Login bem-sucedido. Agora é só aceitar o convite.',
  loading: 'Carregando...',
  signedInAs: 'Você entrou como',
  acceptIntro: 'Ao aceitar, você passa a trabalhar na empresa que convidou você, com o papel do convite.',
  accept: 'Aceitar convite',
  accepting: 'Aceitando...',
  /** A new account waits for its role (the sign-up trigger) before it can accept. */
  preparing: 'Preparando sua conta...',
  switchAccount: 'Sair e entrar com outro e-mail',
  signingOut: 'Saindo...',
  signOutFailed: 'Não foi possível sair. Tente novamente.',
  joined: 'Você entrou na equipe.',
  failedTitle: 'Não foi possível aceitar o convite',
  failedRetry: 'Não foi possível aceitar o convite agora. Tente novamente.',
  /** Issue 45: shown with teamText.invitationEmailUnverified, sends (auth.sendEmailVerification) a new confirmation link. */
  sendVerification: 'Enviar link de confirmação',
  verificationSent: (email: string) => `Enviamos um link de confirmação para ${email}. Abra-o e depois abra este convite de novo.`,
  toDashboard: 'Ir para o painel',
  toHome: 'Voltar ao início',
} as const;
