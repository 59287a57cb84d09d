/**
 * Error severity, friendly texts, retry and the stored error log (file 001 section 8). The spec's
 * Postgres codes are mapped by analogy onto Firebase codes:
 * PGRST116 (no row) and 23505 (duplicate) -> not-found and already-exists, low;
 * 23503 (foreign key) and PGRST301 (JWT) -> failed-precondition and unauthenticated, medium;
 * 42501 (insufficient privilege) -> permission-denied, high.
 */
import { errorLog, timings } from './constants';
import { errorsText } from './messages';

export type Severity = 'low' | 'medium' | 'high' | 'critical';

export const toastDurationMs: Record<Severity, number> = {
  critical: 10_000,
  high: 8_000,
  medium: 5_000,
  low: 3_000,
};

export type DomainErrorCode =
  | 'not-found'
  | 'permission-denied'
  | 'failed-precondition'
  | 'invalid-argument'
  | 'unauthenticated'
  | 'already-exists';

/** A rule violation raised by command handlers, with a pt-BR message for the user. */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly code: DomainErrorCode;
  /** For an invalid payload: the first message of each field, by its path (e.g. 'clientData.cpfCnpj'). */
  readonly fields: Readonly<Record<string, string>> | undefined;

  constructor(code: DomainErrorCode, message: string, fields?: Readonly<Record<string, string>>) {
    super(message);
    this.code = code;
    this.fields = fields;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

const codeSeverity: Record<string, Severity> = {
  'not-found': 'low',
  'already-exists': 'low',
  cancelled: 'low',
  'failed-precondition': 'medium',
  'invalid-argument': 'medium',
  unauthenticated: 'medium',
  'permission-denied': 'high',
  unavailable: 'high',
  'deadline-exceeded': 'high',
  network: 'high',
  internal: 'high',
  'data-loss': 'high',
};

/** Storage codes spelled differently from the Firestore/Functions ones. */
const storageAliases: Record<string, string> = {
  'object-not-found': 'not-found',
  'bucket-not-found': 'not-found',
  unauthorized: 'permission-denied',
  canceled: 'cancelled',
  'retry-limit-exceeded': 'deadline-exceeded',
  'network-request-failed': 'network',
};

function field(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined;
}

/** The Firebase code without its 'functions/', 'firestore/', 'storage/' or 'auth/' prefix. */
export function errorCode(error: unknown): string | null {
  const code = field(error, 'code');
  if (typeof code !== 'string' || code === '') return null;
  const bare = code.replace(/^(functions|firestore|storage|auth)\//, '');
  return Object.hasOwn(storageAliases, bare) ? (storageAliases[bare] ?? bare) : bare;
}

function httpStatus(error: unknown): number | null {
  const status = field(error, 'status') ?? field(field(error, 'response'), 'status');
  return typeof status === 'number' ? status : null;
}

function isValidationError(error: unknown): boolean {
  const name = field(error, 'name');
  return name === 'ZodError' || name === 'ValidationError' || Array.isArray(field(error, 'issues'));
}

/** A browser fetch that never reached the server. */
function isNetworkFailure(error: unknown): boolean {
  const message = field(error, 'message');
  if (field(error, 'name') === 'NetworkError') return true;
  return typeof message === 'string' && /failed to fetch|network ?error|networkerror|load failed/i.test(message);
}

export interface ErrorContext {
  /** The browser reports no connection (navigator.onLine === false). */
  offline?: boolean;
}

/** How serious an error is, which decides the toast's duration and style. */
export function severityOf(error: unknown, { offline = false }: ErrorContext = {}): Severity {
  if (offline) return 'high';
  if (isValidationError(error)) return 'low';
  const code = errorCode(error);
  const mapped = code !== null && Object.hasOwn(codeSeverity, code) ? codeSeverity[code] : undefined;
  if (mapped) return mapped;
  const status = httpStatus(error);
  if (status !== null) {
    if (status >= 500) return 'high';
    if (status === 404) return 'low';
    return 'medium';
  }
  if (isNetworkFailure(error)) return 'high';
  return 'medium';
}

/** The spec's friendly text for connection, cancellation and timeout errors; null otherwise. */
export function friendlyMessage(error: unknown, { offline = false }: ErrorContext = {}): string | null {
  if (offline) return errorsText.connection;
  const code = errorCode(error);
  if (code === 'network' || (code === null && isNetworkFailure(error))) return errorsText.connection;
  if (code === 'unavailable') return errorsText.connectionRetry;
  if (code === 'cancelled') return errorsText.cancelled;
  if (code === 'deadline-exceeded') return errorsText.timeout;
  return null;
}

export interface RetryOptions {
  attempts?: number;
  baseDelayMs?: number;
  /** Waits between attempts (injected by tests). */
  sleep?: (ms: number) => Promise<void>;
  /** Whether an error is worth another attempt; every error is by default. */
  shouldRetry?: (error: unknown) => boolean;
}

/** The domain compiles without DOM or Node types; both runtimes provide setTimeout. */
const timers = globalThis as unknown as { setTimeout: (callback: () => void, ms: number) => unknown };
const realSleep = (ms: number) => new Promise<void>((resolve) => timers.setTimeout(resolve, ms));

/** Calls `fn` up to `attempts` times, waiting baseDelay × attempt after each failure. */
export async function retry<T>(fn: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const {
    attempts = errorLog.retryAttempts,
    baseDelayMs = timings.retryBaseDelayMs,
    sleep = realSleep,
    shouldRetry = () => true,
  } = options;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= attempts || !shouldRetry(error)) throw error;
      await sleep(baseDelayMs * attempt);
    }
  }
}

export interface ErrorLogEntry {
  message: string;
  stack?: string;
  context?: string;
  /** ISO 8601 instant. */
  timestamp: string;
  severity: Severity;
}

/** A log entry for an error, severity computed unless given. */
export function toLogEntry(
  error: unknown,
  { now, context, severity, offline }: { now: Date; context?: string; severity?: Severity; offline?: boolean },
): ErrorLogEntry {
  const message = field(error, 'message');
  const stack = field(error, 'stack');
  return {
    message: typeof message === 'string' ? message : String(error),
    ...(typeof stack === 'string' ? { stack } : {}),
    ...(context !== undefined ? { context } : {}),
    timestamp: now.toISOString(),
    severity: severity ?? severityOf(error, { offline }),
  };
}

/** The log with the entry appended, keeping only the newest 100. */
export function appendToLog(log: readonly ErrorLogEntry[], entry: ErrorLogEntry): ErrorLogEntry[] {
  return [...log, entry].slice(-errorLog.maxStored);
}
