/** Issue 51: versioned terms and privacy notice, and the signed-in person's acceptance. Owner: the consent part. */
import type { ConsentAcceptance, ConsentDocument, ConsentOrigin, ConsentVersion, CurrentConsent } from '@solarcred/domain/privacy/types';
import type { Live } from './port';

export interface ConsentPort {
  /** Anyone: the versions in force (defaults when none was published). */
  current(): Promise<CurrentConsent>;
  /** Anyone: one published text (the defaults for version 1 when none was published). */
  version(tipo: ConsentDocument, versao: number): Promise<ConsentVersion>;
  /** The signed-in person's last acceptance, or null. */
  mine(): Promise<ConsentAcceptance | null>;
  /** The signed-in person accepts the versions in force. */
  accept(origem: ConsentOrigin): Promise<void>;
  /** Admins: publishes a new version of one text; answers its number. */
  publish(input: { tipo: ConsentDocument; texto: string; resumo: string }): Promise<number>;
  /** Admins: the versions of one text, newest first. */
  versions(tipo: ConsentDocument, limit: number): Live<ConsentVersion[]>;
}
