/** The guests' LGPD calls on Firebase (issue 51): guest callables over fetch, like the rest of the customer's page. */
import type { GuestPrivacyState } from '@solarcred/domain/privacy/guest';
import type { GuestDownload, PrivacyGuestPort } from '../port-privacy-guest';
import { callFetch as call } from './callable-fetch';

export const firebasePrivacyGuest: PrivacyGuestPort = {
  requestFromLink: (token, fields) => call<{ id: string; lgpd: GuestPrivacyState }>('requestPrivacyFromLink', { token, ...fields }),
  downloadFromLink: (token, id) => call<GuestDownload>('guestPrivacyDownload', { token, id }),
  sendPrivacyCode: (input) => call<{ mensagem: string }>('sendPrivacyCode', input),
  requestByCpf: (input) => call<{ id: string; chave: string | null }>('requestPrivacyByCpf', input),
  downloadByCpf: (id, chave) => call<GuestDownload>('guestPrivacyDownload', { id, chave }),
};
