/** The landing page's texts (pt-BR). Claims that the domain fixes come from its constants. */
import { landing, review } from '@solarcred/domain/constants';

export type SectionId = (typeof landing.dotNavSections)[number];

/** Names of the sections the side dots lead to. */
export const sectionNames: Record<SectionId, string> = {
  hero: 'Início',
  'quem-somos': 'Quem somos',
  'solucoes-credito': 'Soluções de crédito',
  'area-integrador': 'Área do integrador',
  'como-funciona': 'Como funciona',
  'energia-solar-credito': 'Energia solar com crédito',
  faq: 'Perguntas frequentes',
};

/** Links of the header menu (wide screens). */
export const headerLinks = [
  { href: '#quem-somos', label: 'Quem somos' },
  { href: '#solucoes-credito', label: 'Soluções' },
  { href: '#area-integrador', label: 'Integrador' },
  { href: '#cashback', label: 'Cashback' },
  { href: '#faq', label: 'Dúvidas' },
] as const;

export type HeroArt = 'house' | 'growth' | 'approval';

export interface HeroSlide {
  title: string;
  text: string;
  art: HeroArt;
}

export const heroSlides: readonly HeroSlide[] = [
  {
    title: 'Venda mais sistemas fotovoltaicos',
    text: 'Ofereça financiamento aos seus clientes no momento da proposta e feche mais projetos de energia solar.',
    art: 'house',
  },
  {
    title: 'Cashback em cada proposta aprovada',
    text: `O cashback é pago na conta bancária cadastrada em até ${review.cashbackBusinessDays} dias úteis após a aprovação e a liberação do crédito.`,
    art: 'growth',
  },
  {
    title: 'Cadastro gratuito e análise rápida',
    text: `Primeira análise em ${review.firstAnalysisHours} e aprovação final em ${review.finalApprovalHours}.`,
    art: 'approval',
  },
];

export type CreditIcon = 'payroll' | 'car' | 'store' | 'group' | 'calendar' | 'briefcase';

export const creditLines: readonly { title: string; text: string; highlight: string; icon: CreditIcon }[] = [
  {
    title: 'Consignado INSS, servidores e aposentados',
    text: 'Parcelas descontadas direto do benefício ou da folha de pagamento, com as menores taxas do mercado.',
    highlight: 'A partir de 1,70% a.m.',
    icon: 'payroll',
  },
  {
    title: 'Crédito com garantia de veículo',
    text: 'O carro quitado vira garantia e o cliente consegue taxas menores e prazos mais longos.',
    highlight: 'Continue usando o veículo',
    icon: 'car',
  },
  {
    title: 'Capital de giro para empresas',
    text: 'Fôlego para o caixa da empresa comprar equipamentos, contratar equipe e tocar novos projetos.',
    highlight: 'Para pessoa jurídica',
    icon: 'store',
  },
  {
    title: 'Consórcio de serviços',
    text: 'Planejamento sem juros para quem quer instalar energia solar com parcelas que cabem no bolso.',
    highlight: 'Sem juros',
    icon: 'group',
  },
  {
    title: 'Antecipação do saque-aniversário FGTS',
    text: 'O cliente antecipa o saque-aniversário do FGTS sem parcelas mensais: o pagamento sai do próprio fundo.',
    highlight: 'Até 10 anos antecipados',
    icon: 'calendar',
  },
  {
    title: 'Crédito do trabalhador',
    text: 'Crédito consignado para quem trabalha com carteira assinada, com parcelas descontadas em folha.',
    highlight: 'Para trabalhadores CLT',
    icon: 'briefcase',
  },
];

export const steps: readonly { title: string; text: string }[] = [
  { title: 'Cadastre sua empresa', text: 'Crie sua conta em poucos minutos. O cadastro é gratuito.' },
  { title: 'Complete o perfil', text: 'Informe os dados da empresa e do titular e envie os documentos pela plataforma.' },
  {
    title: 'Receba a aprovação',
    text: `Primeira análise em ${review.firstAnalysisHours}; aprovação final em ${review.finalApprovalHours}.`,
  },
  { title: 'Envie propostas', text: 'Suba as propostas dos seus clientes e acompanhe cada etapa em tempo real.' },
  {
    title: 'Ganhe cashback',
    text: `Com o crédito liberado, o cashback cai na sua conta em até ${review.cashbackBusinessDays} dias úteis.`,
  },
];

export const integratorBenefits = [
  'Painel com todas as suas propostas e o status de cada uma',
  'Quadro de acompanhamento atualizado em tempo real',
  'Envio de documentos e anexos direto pela plataforma',
  'Avisos e mensagens da equipe de análise em um só lugar',
] as const;

export const cashbackPoints = [
  'Pago em cada proposta aprovada com crédito liberado',
  `Depósito em até ${review.cashbackBusinessDays} dias úteis na conta bancária cadastrada`,
  'Acompanhe os valores pelo painel do integrador',
] as const;

export const solarCreditPoints = [
  'Parcelas planejadas para caber na economia da conta de luz',
  'Proposta enviada on-line, sem papelada',
  'Linhas de crédito para pessoa física e jurídica',
] as const;
