/**
 * The contract's e-mails (issue 47), through the outbox (mail/{id}) like every other: to the
 * customer when a version is ready and with each signing code; to the company's people (titular,
 * the proposal's sender, by their 'Status das propostas' switch) and every admin when it is signed. Ids make a
 * replayed trigger write the same document again (create-if-absent keeps one).
 */
import { product } from '../config';
import { formatBRL, formatDate, formatDateTime } from '../format';
import { appLink, mailPaths, proposalLink } from '../mail/links';
import { integratorEmailPrefsOf } from '../mail/preferences';
import { renderMail } from '../mail/render';
import type { MailDocument, MailRecipient } from '../mail/select';
import type { Millis } from '../model';
import { shortId } from '../proposal-status';
import { signingLimits } from './signing';
import type { StoredContract } from './types';

type MailContract = Pick<StoredContract, 'id' | 'proposta_id' | 'integrador_id' | 'criado_por' | 'versao' | 'conteudo' | 'expira_em' | 'assinatura'>;

/** The public check's page. */
export const verifyPath = '/verificar';

const customerFooter = `Você recebe este e-mail porque pediu um financiamento pelo ${product.name}. Dúvidas: ${product.support.email}.`;

/** To the customer: the contract is ready to sign on the link their integrator sent. */
export function contractReadyMail(contract: MailContract, email: string, appUrl: string, now: Millis): MailDocument {
  const { conteudo } = contract;
  return {
    id: `contrato_pronto_${contract.id}`,
    to: email,
    evento: 'contrato_pronto',
    created_at: now,
    message: renderMail({
      subject: `${product.name}: seu contrato está pronto para assinatura`,
      greeting: `Olá, ${conteudo.cliente.nome}.`,
      paragraphs: [
        `Seu financiamento de ${formatBRL(conteudo.financiamento.financiado_centavos)} em ${conteudo.financiamento.prazo} parcelas de ${formatBRL(conteudo.financiamento.parcela_centavos)} foi aprovado, e o contrato ${conteudo.numero} está pronto.`,
        `Para ler e assinar, abra o link da sua proposta que ${conteudo.fornecedor.nome} enviou a você: lá estão o contrato, as parcelas e a planilha do CET. O contrato pode ser assinado até ${formatDate(contract.expira_em)}.`,
      ],
      action: { label: `Conhecer o ${product.name}`, url: appLink(appUrl, '/') },
      footer: customerFooter,
    }),
  };
}

/** To the customer: the 6-digit code (one e-mail per request). */
export function signingCodeMail(contract: MailContract, email: string, code: string, now: Millis): MailDocument {
  const minutes = signingLimits.codeTtlMs / 60_000;
  return {
    id: `contrato_codigo_${contract.id}_${now}`,
    to: email,
    evento: 'contrato_codigo',
    created_at: now,
    message: renderMail({
      subject: `${product.name}: código ${code} para assinar o contrato`,
      greeting: `Olá, ${contract.conteudo.cliente.nome}.`,
      paragraphs: [
        `Seu código para assinar o contrato ${contract.conteudo.numero} é ${code}. Ele vale por ${minutes} minutos.`,
        'Não compartilhe este código: ele confirma que é você quem assina. Se você não pediu o código, ignore este e-mail.',
      ],
      quote: { label: 'Código:', text: code },
      action: { label: 'Falar com o suporte', url: `mailto:${product.support.email}` },
      footer: customerFooter,
    }),
  };
}

/** To the company's people (titular and the proposal's sender, by their 'status' switch) and the admins, each once. */
export function contractSignedMails(contract: MailContract, recipients: readonly MailRecipient[], appUrl: string, now: Millis): MailDocument[] {
  const signature = contract.assinatura;
  if (!signature) return [];
  const company = new Set([contract.integrador_id, contract.criado_por]);
  const name = `#${shortId(contract.proposta_id)} de ${contract.conteudo.cliente.nome}`;
  const seen = new Set<string>();
  return recipients.flatMap((recipient) => {
    if (seen.has(recipient.uid) || !recipient.email) return [];
    seen.add(recipient.uid);
    const integrator = company.has(recipient.uid);
    // The admins always: a signed contract is what releases the credit (their 'status' switch is off by default).
    if (integrator && !integratorEmailPrefsOf(recipient.profile).status_proposta) return [];
    const mail: MailDocument = {
      id: `contrato_assinado_${contract.id}_${recipient.uid}`,
      to: recipient.email,
      evento: 'contrato_assinado',
      created_at: now,
      message: renderMail({
        subject: `${product.name}: contrato da proposta ${name} assinado`,
        greeting: integrator ? `Olá, ${contract.conteudo.fornecedor.nome}.` : 'Olá.',
        paragraphs: [
          `${contract.conteudo.cliente.nome} assinou o contrato ${contract.conteudo.numero} (versão ${contract.versao}) em ${formatDateTime(signature.assinado_em)}.`,
          `O marco “Contrato assinado” foi marcado com o PDF assinado. Código de verificação: ${signature.codigo_verificacao}.`,
        ],
        action: { label: 'Ver proposta', url: proposalLink(appUrl, integrator ? 'integrador' : 'admin', contract.proposta_id) },
        footer: integrator
          ? `Você recebe este e-mail pelo aviso “Status das propostas”. Ajuste-o em Meu Perfil: ${appLink(appUrl, mailPaths.integratorProfile)}`
          : `Você recebe este e-mail pelas suas notificações de administrador. Ajuste-as em Configurações: ${appLink(appUrl, mailPaths.adminSettings)}`,
      }),
    };
    return [mail];
  });
}

/** The page where anyone checks a signed PDF or its code. */
export const verifyLink = (appUrl: string): string => appLink(appUrl, verifyPath);
