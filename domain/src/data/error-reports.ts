/** error_reports/{id}: crashes and errors users chose to report (create-only, see firestore.rules). */
import type { Millis } from '../model';
import { collectionOf } from './collection';

export interface StoredErrorReport {
  id: string;
  message: string;
  user_id: string;
  created_at: Millis;
  stack?: string;
  component_stack?: string;
  url?: string;
  user_agent?: string;
}

export const errorReports = collectionOf<StoredErrorReport>('error_reports');

/** What a client reports, before the edge adds the reporter and the time. */
export interface ErrorReportInput {
  message: string;
  stack?: string | undefined;
  componentStack?: string | undefined;
  url?: string | undefined;
  userAgent?: string | undefined;
}

const clip = (value: string | undefined, max: number) => (value ? value.slice(0, max) : undefined);

/** The fields the rules accept, clipped to their limits; undefined ones left out. */
export function errorReportFields(report: ErrorReportInput, userId: string): Omit<StoredErrorReport, 'id' | 'created_at'> {
  const optional = {
    stack: clip(report.stack, 10_000),
    component_stack: clip(report.componentStack, 10_000),
    url: clip(report.url, 2000),
    user_agent: clip(report.userAgent, 1000),
  };
  return {
    message: clip(report.message, 2000) || 'Erro sem mensagem',
    user_id: userId,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}
