/** Issue 51: the retention sweep's log. Owner: the retention part. */
import type { RetentionRun } from '@solarcred/domain/privacy/types';
import type { Live } from './port';

export interface RetentionPort {
  /** Admins: the latest runs, newest first. */
  runs(limit: number): Live<RetentionRun[]>;
}
