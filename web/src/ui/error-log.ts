/**
 * The client's error log (last 100 in browser storage) and the report to the team: what makes
 * the crash toast's "Nossa equipe foi notificada" true.
 */
import { storageKeys } from '@solarcred/domain/constants';
import { appendToLog, toLogEntry, type ErrorLogEntry, type Severity } from '@solarcred/domain/errors';
import { getBackend } from '../backend';

function readLog(): ErrorLogEntry[] {
  try {
    return JSON.parse(localStorage.getItem(storageKeys.errorLog) ?? '[]') as ErrorLogEntry[];
  } catch {
    return [];
  }
}

/** Keeps the error in the local log. */
export function logError(error: unknown, context: string, severity: Severity): void {
  try {
    const entry = toLogEntry(error, { context, severity, now: new Date() });
    localStorage.setItem(storageKeys.errorLog, JSON.stringify(appendToLog(readLog(), entry)));
  } catch {
    // storage full or unavailable: the console still has it
  }
  console.error(`[${context}]`, error);
}

/** Sends the error to error_reports (only when someone is signed in). */
export async function reportError(error: unknown, componentStack?: string): Promise<void> {
  const err = error instanceof Error ? error : new Error(String(error));
  const backend = await getBackend();
  // The path only: a query string can carry codes (a password-reset oobCode) or personal data.
  await backend.reportError({ message: err.message, stack: err.stack, componentStack, url: location.pathname });
}
