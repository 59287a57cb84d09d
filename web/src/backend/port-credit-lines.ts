/** Credit lines and their rates (issue 32) as features ask for them. */
import type { CreditLineVersion, PublishedRates, StoredCreditLine } from '@solarcred/domain/credit/lines';
import type { CreditLineInput } from '@solarcred/domain/schemas/credit-lines';
import type { Live } from './port';

export interface CreditLinesPort {
  /** linhas_credito (seven documents, one per line), live: admins and approved integrators. */
  lines: Live<StoredCreditLine[]>;
  /** publico/taxas, the active lines' public subset, live: anyone. */
  published: Live<PublishedRates | null>;
  /** Admins: a line's replaced values, the newest first, at most `limit`. */
  versions(lineId: string, limit: number): Live<CreditLineVersion[]>;
  /** Admins: the updateCreditLine callable (refused when `versao` is no longer the line's). */
  update(input: CreditLineInput): Promise<void>;
}
