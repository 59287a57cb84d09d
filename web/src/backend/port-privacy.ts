/** Issue 51: the data subject's requests (signed-in persons) and the admin's queue. Owner: the requests part. */
import type { PrivacyRequest, PrivacyRequestType } from '@solarcred/domain/privacy/types';
import type { Live } from './port';

export interface PrivacyPort {
  /** The signed-in person: opens a request; answers its id. */
  request(input: { tipo: PrivacyRequestType; detalhe: string }): Promise<string>;
  /** The signed-in person's requests, newest first. */
  mine(limit: number): Live<PrivacyRequest[]>;
  /** The person or an admin: a link to a ready access export, valid 15 minutes. */
  exportLink(requestId: string): Promise<{ url: string; expira_em: number }>;
  /** Admins: the queue, open ones first by deadline. */
  queue(filter: { situacao: 'abertas' | 'encerradas' }, limit: number): Live<PrivacyRequest[]>;
  /** Admins: concludes (a deletion runs it) or refuses with a reason. */
  resolve(input: { id: string; decisao: 'concluir' | 'recusar'; resposta: string }): Promise<void>;
}
