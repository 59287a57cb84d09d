/**
 * Which e-mails an event sends, and to whom (issue 15): a pure function of the event and the
 * recipients' saved switches. Every e-mail has a document id made of the event's kind, the
 * event's own stored id (history entry, comment, pending item) and the recipient's uid, so a
 * trigger that runs twice writes the same documents again and create-if-absent keeps one.
 *
 *   event                         | integrator (switch)       | admins (switch)
 *   proposta_status               | status_proposta           | status_propostas ('Atualizações de propostas')
 *   pendencia                     | pendencias                | —
 *   comentario by an admin        | comentarios               | —
 *   comentario by the integrator  | —                         | status_propostas
 *   integrador_aprovado/rejeitado | cadastro                  | —
 *   integrador_aguardando         | —                         | novos_integradores
 *   cashback_pago                 | cashback                  | —
 *   dados_pagamento               | always (a security notice)| —
 *
 * The person who caused the event never gets its e-mail.
 */
import type { Millis, Profile } from '../model';
import type { Role } from '../options';
import { notificationPrefsOf } from '../profile-settings';
import { integratorEmailPrefsOf } from './preferences';
import type { MailMessage } from './render';
import {
  cashbackPaidMail,
  commentMail,
  integratorApprovedMail,
  integratorAwaitingMail,
  integratorRejectedMail,
  payoutDestinationChangedMail,
  pendingItemMail,
  statusChangedMail,
  type MailCashbackPayment,
  type MailIntegrator,
  type MailProposal,
} from './templates';

interface EventBase {
  /** The stored id of what happened (history entry, comment, pending item): unique per event. */
  eventId: string;
  /** The uid of who caused it. */
  by: string;
}

export type MailEvent = EventBase &
  (
    | { kind: 'proposta_status'; proposal: MailProposal; de: string | null; para: string; motivo: string | null }
    | { kind: 'pendencia'; proposal: MailProposal; descricao: string }
    | { kind: 'comentario'; proposal: MailProposal; autorTipo: Role; autorNome: string; comentario: string }
    | { kind: 'integrador_aprovado'; integrator: MailIntegrator }
    | { kind: 'integrador_rejeitado'; integrator: MailIntegrator; motivo: string }
    | { kind: 'integrador_aguardando'; integrator: MailIntegrator }
    | { kind: 'cashback_pago'; proposal: MailProposal; payment: MailCashbackPayment }
    | { kind: 'dados_pagamento'; integrator: MailIntegrator; chave: string }
  );

export type MailEventKind = MailEvent['kind'];

/** The e-mails a daily job sends rather than an event (mail/late-installations.ts). */
export type DailyMailKind = 'instalacao_atrasada' | 'resumo_instalacoes' | 'resumo_repasses';
/** E-mails a command sends to an address rather than to an account (issue 29's invitations). */
export type AddressMailKind = 'convite_equipe' | 'lgpd_codigo';
/** The contract's e-mails (issue 47, contract/contract-mails.ts): ready and the signing code to the customer, signed to the integrator and the admins. */
export type ContractMailKind = 'contrato_pronto' | 'contrato_codigo' | 'contrato_assinado';

/** A person who may receive an e-mail: the account e-mail and the saved switches. */
export interface MailRecipient {
  uid: string;
  email: string;
  profile: Pick<Profile, 'notificacoes' | 'notificacoes_email'> | null;
}

export interface MailAudience {
  integrator: MailRecipient | null;
  admins: readonly MailRecipient[];
}

/** mail/{id}: the "Trigger Email from Firestore" extension's fields (to, message) plus what the outbox shows. */
export interface MailDocument {
  id: string;
  to: string;
  message: MailMessage;
  evento: MailEventKind | DailyMailKind | AddressMailKind | ContractMailKind;
  created_at: Millis;
}

/** Which side an event may write to, so a trigger reads the admins only when it must. */
export function mailAudienceOf(event: MailEvent): { integrator: boolean; admins: boolean } {
  switch (event.kind) {
    case 'proposta_status':
      return { integrator: true, admins: true };
    case 'comentario':
      return { integrator: event.autorTipo === 'admin', admins: event.autorTipo !== 'admin' };
    case 'integrador_aguardando':
      return { integrator: false, admins: true };
    default:
      return { integrator: true, admins: false };
  }
}

export function mailId(event: Pick<MailEvent, 'kind' | 'eventId'>, uid: string): string {
  return `${event.kind}_${event.eventId}_${uid}`;
}

/** The integrator's e-mail for this event, or null when the event sends it none. */
function integratorMessage(event: MailEvent, appUrl: string, recipient: MailRecipient): MailMessage | null {
  const prefs = integratorEmailPrefsOf(recipient.profile);
  switch (event.kind) {
    case 'proposta_status':
      return prefs.status_proposta ? statusChangedMail(appUrl, 'integrador', event.proposal, event) : null;
    case 'pendencia':
      return prefs.pendencias ? pendingItemMail(appUrl, event.proposal, event.descricao) : null;
    case 'comentario':
      return prefs.comentarios && event.autorTipo === 'admin' ? commentMail(appUrl, 'integrador', event.proposal, event) : null;
    case 'integrador_aprovado':
      return prefs.cadastro ? integratorApprovedMail(appUrl, event.integrator) : null;
    case 'integrador_rejeitado':
      return prefs.cadastro ? integratorRejectedMail(appUrl, event.integrator, event.motivo) : null;
    case 'cashback_pago':
      return prefs.cashback ? cashbackPaidMail(appUrl, event.proposal, event.payment) : null;
    case 'dados_pagamento':
      return payoutDestinationChangedMail(appUrl, event.integrator, event.chave);
    default:
      return null;
  }
}

/** An admin's e-mail for this event, or null. */
function adminMessage(event: MailEvent, appUrl: string, recipient: MailRecipient): MailMessage | null {
  const prefs = notificationPrefsOf(recipient.profile);
  switch (event.kind) {
    case 'proposta_status':
      return prefs.status_propostas ? statusChangedMail(appUrl, 'admin', event.proposal, event) : null;
    case 'comentario':
      return prefs.status_propostas && event.autorTipo !== 'admin' ? commentMail(appUrl, 'admin', event.proposal, event) : null;
    case 'integrador_aguardando':
      return prefs.novos_integradores ? integratorAwaitingMail(appUrl, event.integrator) : null;
    default:
      return null;
  }
}

/** The e-mails an event sends, one document per recipient, given who may receive them. */
export function mailsFor(event: MailEvent, audience: MailAudience, options: { appUrl: string; now: Millis }): MailDocument[] {
  const documents: MailDocument[] = [];
  const seen = new Set<string>([event.by]);
  const add = (recipient: MailRecipient, message: MailMessage | null) => {
    if (!message || !recipient.email || seen.has(recipient.uid)) return;
    seen.add(recipient.uid);
    documents.push({ id: mailId(event, recipient.uid), to: recipient.email, message, evento: event.kind, created_at: options.now });
  };
  const sides = mailAudienceOf(event);
  if (sides.integrator && audience.integrator) add(audience.integrator, integratorMessage(event, options.appUrl, audience.integrator));
  if (sides.admins) for (const admin of audience.admins) add(admin, adminMessage(event, options.appUrl, admin));
  return documents;
}
