/** The e-mails the app queued (mail/{id}, issue 15): readable only on the demo backend. */
import type { MailDocument } from '@solarcred/domain/mail/select';
import type { Live } from './port';

export interface OutboxPort {
  /** The newest `limit` e-mails queued, newest first. */
  recent(limit: number): Live<MailDocument[]>;
}
