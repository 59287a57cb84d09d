/** The pt-BR e-mails of issue 15, one builder per event and audience (layout in render.ts). */
import { product } from '../config';
import { formatBRL } from '../format';
import { isoToDateBr } from '../masks';
import { proposalStatusLabel, shortId } from '../proposal-status';
import { appLink, mailPaths, proposalLink } from './links';
import { renderMail, type MailMessage } from './render';

/** The proposal facts every proposal e-mail names. */
export interface MailProposal {
  id: string;
  cliente_nome: string;
  integrador_id: string;
  nome_empresa: string;
}

/** What the integrator's 'cashback pago' e-mail names. */
export interface MailCashbackPayment {
  valor_centavos: number;
  data_pagamento: string;
  forma: string;
  referencia: string;
}

export interface MailIntegrator {
  id: string;
  nome_empresa: string;
}

const integratorFooter = (appUrl: string) =>
  `Você recebe este e-mail porque é parceiro ${product.name}. Escolha quais e-mails receber em Meu Perfil: ${appLink(appUrl, mailPaths.integratorProfile)}`;
const adminFooter = (appUrl: string) =>
  `Você recebe este e-mail pelas suas notificações de administrador. Ajuste-as em Configurações: ${appLink(appUrl, mailPaths.adminSettings)}`;

const proposalName = (proposal: MailProposal) => `#${shortId(proposal.id)} de ${proposal.cliente_nome}`;
const seeProposal = 'Ver proposta';

export function statusChangedMail(
  appUrl: string,
  audience: 'integrador' | 'admin',
  proposal: MailProposal,
  change: { de: string | null; para: string; motivo: string | null },
): MailMessage {
  const to = proposalStatusLabel(change.para);
  const from = change.de === null ? null : proposalStatusLabel(change.de);
  const moved = from ? `mudou de “${from}” para “${to}”` : `está agora em “${to}”`;
  const integrator = audience === 'integrador';
  return renderMail({
    subject: `${product.name}: proposta ${proposalName(proposal)} — ${to}`,
    greeting: integrator ? `Olá, ${proposal.nome_empresa}.` : 'Olá.',
    paragraphs: [
      integrator
        ? `A proposta ${proposalName(proposal)} ${moved}.`
        : `A proposta ${proposalName(proposal)}, de ${proposal.nome_empresa}, ${moved}.`,
    ],
    quote: change.motivo ? { label: 'Motivo:', text: change.motivo } : undefined,
    action: { label: seeProposal, url: proposalLink(appUrl, audience, proposal.id) },
    footer: integrator ? integratorFooter(appUrl) : adminFooter(appUrl),
  });
}

export function pendingItemMail(appUrl: string, proposal: MailProposal, descricao: string): MailMessage {
  return renderMail({
    subject: `${product.name}: nova pendência na proposta ${proposalName(proposal)}`,
    greeting: `Olá, ${proposal.nome_empresa}.`,
    paragraphs: [`A equipe ${product.name} registrou uma pendência na proposta ${proposalName(proposal)}. Resolva-a para a análise continuar.`],
    quote: { label: 'Pendência:', text: descricao },
    action: { label: seeProposal, url: proposalLink(appUrl, 'integrador', proposal.id) },
    footer: integratorFooter(appUrl),
  });
}

export function commentMail(
  appUrl: string,
  audience: 'integrador' | 'admin',
  proposal: MailProposal,
  comment: { autorNome: string; comentario: string },
): MailMessage {
  const integrator = audience === 'integrador';
  return renderMail({
    subject: integrator
      ? `${product.name}: novo comentário na proposta ${proposalName(proposal)}`
      : `${product.name}: ${proposal.nome_empresa} comentou na proposta ${proposalName(proposal)}`,
    greeting: integrator ? `Olá, ${proposal.nome_empresa}.` : 'Olá.',
    paragraphs: [
      integrator
        ? `A equipe ${product.name} comentou na proposta ${proposalName(proposal)}.`
        : `${proposal.nome_empresa} comentou na proposta ${proposalName(proposal)}.`,
    ],
    quote: { label: `${comment.autorNome} escreveu:`, text: comment.comentario },
    action: { label: 'Responder', url: proposalLink(appUrl, audience, proposal.id) },
    footer: integrator ? integratorFooter(appUrl) : adminFooter(appUrl),
  });
}

export function integratorApprovedMail(appUrl: string, integrator: MailIntegrator): MailMessage {
  return renderMail({
    subject: `${product.name}: seu cadastro foi aprovado`,
    greeting: `Olá, ${integrator.nome_empresa}.`,
    paragraphs: [`Seu cadastro de parceiro foi aprovado. Você já pode enviar propostas de financiamento pela ${product.name}.`],
    action: { label: 'Acessar o painel', url: appLink(appUrl, mailPaths.integratorDashboard) },
    footer: integratorFooter(appUrl),
  });
}

export function integratorRejectedMail(appUrl: string, integrator: MailIntegrator, motivo: string): MailMessage {
  return renderMail({
    subject: `${product.name}: seu cadastro não foi aprovado`,
    greeting: `Olá, ${integrator.nome_empresa}.`,
    paragraphs: [`Analisamos seu cadastro de parceiro e, por enquanto, ele não foi aprovado. Em caso de dúvida, fale com ${product.support.email}.`],
    quote: { label: 'Motivo:', text: motivo },
    action: { label: 'Ver meu cadastro', url: appLink(appUrl, mailPaths.awaitingApproval) },
    footer: integratorFooter(appUrl),
  });
}

export function integratorAwaitingMail(appUrl: string, integrator: MailIntegrator): MailMessage {
  return renderMail({
    subject: `${product.name}: novo integrador aguardando aprovação — ${integrator.nome_empresa}`,
    greeting: 'Olá.',
    paragraphs: [`${integrator.nome_empresa} completou o cadastro e enviou os documentos. O cadastro aguarda sua análise.`],
    action: { label: 'Analisar cadastro', url: appLink(appUrl, mailPaths.adminIntegrators) },
    footer: adminFooter(appUrl),
  });
}

export function cashbackPaidMail(appUrl: string, proposal: MailProposal, payment: MailCashbackPayment): MailMessage {
  const amount = formatBRL(payment.valor_centavos);
  return renderMail({
    subject: `${product.name}: cashback de ${amount} pago — proposta ${proposalName(proposal)}`,
    greeting: `Olá, ${proposal.nome_empresa}.`,
    paragraphs: [
      `Pagamos o cashback de ${amount} da proposta ${proposalName(proposal)} em ${isoToDateBr(payment.data_pagamento) ?? payment.data_pagamento}, por ${payment.forma}.`,
      `Referência do pagamento: ${payment.referencia}`,
    ],
    action: { label: 'Ver cashback', url: appLink(appUrl, mailPaths.integratorCashback) },
    footer: integratorFooter(appUrl),
  });
}

/** Sent whatever the switches: someone changed where the company's cashback is paid. */
export function payoutDestinationChangedMail(appUrl: string, integrator: MailIntegrator, chave: string): MailMessage {
  return renderMail({
    subject: `${product.name}: dados de pagamento do cashback alterados`,
    greeting: `Olá, ${integrator.nome_empresa}.`,
    paragraphs: [
      `Os dados para pagamento do seu cashback foram alterados. A nova chave PIX é ${chave}.`,
      `Se não foi você, altere sua senha e fale com ${product.support.email} imediatamente.`,
    ],
    action: { label: 'Ver meus dados', url: appLink(appUrl, mailPaths.integratorProfile) },
    footer: integratorFooter(appUrl),
  });
}
