/**
 * Issue 51 (guest part): LGPD for the customers without an account — from the link's page and from
 * the public page /privacidade/solicitar (CPF, e-mail, code). Served with the customer's page
 * (`@guest-link`): no signed-in session, the calls carry their proof (the link's token, the code,
 * the download token).
 */
import type { GuestPrivacyState } from '@solarcred/domain/privacy/guest';
import type { PrivacyRequestType } from '@solarcred/domain/privacy/types';

export interface GuestRequestFields {
  tipo: PrivacyRequestType;
  detalhe: string;
}

/** A ready ZIP's address: a signed URL (15 minutes) or, in the demo, the blob's object URL. */
export interface GuestDownload {
  url: string;
  expira_em: number;
}

export interface PrivacyGuestPort {
  /** The link's customer asks; answers the request's id and state (later states arrive with the link's live view). */
  requestFromLink(token: string, fields: GuestRequestFields): Promise<{ id: string; lgpd: GuestPrivacyState }>;
  downloadFromLink(token: string, id: string): Promise<GuestDownload>;
  /** Always the same neutral message; a code goes only to an e-mail on record for the CPF. */
  sendPrivacyCode(input: { cpf: string; email: string }): Promise<{ mensagem: string }>;
  /** `chave`: the download token of an access request (null otherwise). */
  requestByCpf(input: { cpf: string; email: string; codigo: string } & GuestRequestFields): Promise<{ id: string; chave: string | null }>;
  downloadByCpf(id: string, chave: string): Promise<GuestDownload>;
}
