/** The consent part's Portuguese texts (issue 51): the pages, the box, the dialog and the refusals. */
import { consentBoxText } from './consent-box-text';
import type { ConsentDocument } from './types';

export const consentText = {
  titles: { termos: 'Termos de Uso', privacidade: 'Política de Privacidade' } satisfies Record<ConsentDocument, string>,
  /** The box of sign-up, the invitation and the customer's link. */
  ...consentBoxText,
  newTab: '(abre em nova aba)',
  loading: 'Carregando...',
  loadFailed: 'Não foi possível carregar o texto. Tente novamente.',
  versionLine: (versao: number, data: string) => `Versão ${versao}, em vigor desde ${data}.`,
  defaultVersionLine: (versao: number) => `Versão ${versao}.`,
  dialog: {
    title: 'Atualizamos nossos termos',
    intro: 'Para continuar usando a plataforma, leia e aceite as novas versões:',
    accept: 'Aceitar e continuar',
    signOut: 'Sair',
    accepted: 'Obrigado! Sua aceitação foi registrada.',
    acceptFailed: 'Não foi possível registrar a aceitação.',
  },
  admin: {
    title: 'Termos e privacidade',
    intro: 'Os textos em vigor e suas versões. Publicar uma nova versão pede a aceitação de todas as pessoas no próximo acesso.',
    inForce: (versao: number) => `Versão ${versao} em vigor`,
    versions: 'Versões publicadas',
    noVersions: 'Nenhuma versão publicada: vale o texto padrão (versão 1).',
    publishTitle: 'Publicar nova versão',
    texto: 'Texto completo',
    resumo: 'O que mudou (resumo)',
    publish: 'Publicar',
    confirmTitle: 'Publicar nova versão?',
    confirm: 'Todas as pessoas deverão aceitar a nova versão no próximo acesso.',
    confirmButton: 'Publicar versão',
    cancel: 'Cancelar',
    publishedToast: 'Nova versão publicada.',
    publishFailed: 'Não foi possível publicar a versão.',
    inForceBadge: 'Em vigor',
    defaultText: 'Texto padrão',
    textoHelp: 'Parágrafos separados por uma linha em branco; entre 200 e 50.000 caracteres.',
  },
  errors: {
    textoShort: 'O texto deve ter pelo menos 200 caracteres.',
    textoLong: 'O texto deve ter no máximo 50.000 caracteres.',
    resumoShort: 'Descreva o que mudou.',
    resumoLong: 'O resumo deve ter no máximo 500 caracteres.',
    tipo: 'Escolha os Termos de Uso ou a Política de Privacidade.',
    origem: 'Origem da aceitação inválida.',
    guest: 'Aceitação disponível apenas para quem tem conta.',
    concurrent: 'Outra versão foi publicada ao mesmo tempo. Tente novamente.',
  },
} as const;
