/**
 * The shell every callable shares: authenticate (request.auth -> Actor), run the command, and
 * answer with an HttpsError the client maps to its pt-BR message. Domain errors keep their code
 * and message; anything unexpected is logged and reported as 'internal'.
 */
import { logger } from 'firebase-functions';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { Firestore } from 'firebase-admin/firestore';
import type { AuditedCommand } from '@solarcred/domain/audit/describe';
import { trustedClientAddress } from '@solarcred/domain/customer-link/rate-limit';
import { isDomainError } from '@solarcred/domain/errors';
import { requireAdmin, requireIntegrator, requireSignedIn, type Actor } from '@solarcred/domain/handlers/actor';
import { members } from '@solarcred/domain/data/members';
import { normalizeRole } from '@solarcred/domain/options';
import { withMembership } from '@solarcred/domain/team/company';
import { adminFirestore } from './app';
import { firestoreMissingInEmulator } from './emulator';
import { typedDoc } from './firestore-data';

export const unexpectedErrorMessage = 'Erro inesperado. Tente novamente.';
export const firestoreUnavailableMessage = 'Serviço indisponível: o emulador do Firestore não está em execução.';

/**
 * Who may call, by role claim. Checked before any Firestore access. 'signed-in': either role, for
 * commands whose handler decides per document (an installation milestone: its owner or an admin).
 * 'guest': anyone, signed in or not (the customer link's page, issue 28): the command itself
 * decides, by the token in its payload, and limits the rate by the caller's address.
 */
export type Access = 'integrador' | 'admin' | 'signed-in' | 'guest';

export interface CommandRequest<A extends Access = Access> {
  /** The caller; null only for a 'guest' command called without authentication. */
  actor: A extends 'guest' ? Actor | null : Actor;
  /** The payload exactly as the client sent it; the domain handler parses it. */
  data: unknown;
  /** When the caller last entered its password (the ID token's auth_time, seconds); null if absent. */
  authTime: number | null;
  /** The caller's IP address as the HTTP request shows it; '' when absent. */
  address: string;
}

/** The caller as the domain sees it: uid and the `role` claim (legacy spelling accepted). */
export function actorOf(auth: CallableRequest['auth']): Actor | null {
  return auth ? { uid: auth.uid, role: normalizeRole(auth.token['role']) } : null;
}

/** Any error as the HttpsError the client receives. */
export function toHttpsError(error: unknown): HttpsError {
  if (error instanceof HttpsError) return error;
  if (isDomainError(error)) return new HttpsError(error.code, error.message, error.fields ? { fields: error.fields } : undefined);
  logger.error('callable: unexpected error', error);
  return new HttpsError('internal', unexpectedErrorMessage);
}

/** The Admin SDK's Firestore; refused inside the Functions emulator when no Firestore emulator runs. */
export function commandFirestore(): Firestore {
  if (firestoreMissingInEmulator()) throw new HttpsError('unavailable', firestoreUnavailableMessage);
  return adminFirestore();
}

/** The caller as `access` admits it (a guest may be anyone, or no one); refused otherwise. */
function admitted(access: Access, caller: Actor | null): Actor | null {
  switch (access) {
    case 'admin':
      return requireAdmin(caller);
    case 'signed-in':
      return requireSignedIn(caller);
    case 'guest':
      return caller;
    default:
      return requireIntegrator(caller);
  }
}

/**
 * The client address the platform vouches for (issue 45): X-Forwarded-For's right-most entry, else
 * the connection's peer. Never Express's `req.ip`: with 'trust proxy' on (as the runtime sets it)
 * that is the left-most entry, which the caller writes.
 */
export function addressOf(request: Pick<CallableRequest<unknown>, 'rawRequest'>): string {
  const raw = request.rawRequest as { headers?: Record<string, string | string[] | undefined>; socket?: { remoteAddress?: unknown } } | undefined;
  const peer = raw?.socket?.remoteAddress;
  return trustedClientAddress(raw?.headers?.['x-forwarded-for'], typeof peer === 'string' ? peer : undefined);
}

/**
 * An integrator as its membership makes it (issue 29): company, role and name from membros/{uid}
 * (one read), a deactivated member refused, whatever its token still says.
 */
export async function asMember(actor: Actor | null): Promise<Actor | null> {
  if (!actor || actor.role !== 'integrador') return actor;
  const member = (await typedDoc(commandFirestore(), members, actor.uid).get()).data() ?? null;
  return withMembership(actor, member);
}

/**
 * The handler of a callable around `run` (index.ts declares it with `onCall(callableOptions,
 * lazy(…))`, so this module loads with the first call, not with the function's instance).
 * `audited` (issue 51): the command's name in domain/src/audit/describe.ts; once `run` succeeded,
 * its audit entries are written (audit/audited.ts, loaded only by the audited commands) before
 * the answer, so a change answered as done has its entry.
 */
export function callable<Output, A extends Access = Access>(access: A, run: (request: CommandRequest<A>) => Promise<Output>, audited?: AuditedCommand) {
  return async (request: CallableRequest<unknown>): Promise<Output> => {
    try {
      const caller = admitted(access, actorOf(request.auth));
      const actor = (access === 'guest' ? caller : await asMember(caller)) as CommandRequest<A>['actor'];
      const authTime = request.auth?.token['auth_time'];
      const output = await run({ actor, data: request.data, authTime: typeof authTime === 'number' ? authTime : null, address: addressOf(request) });
      if (audited && actor) await (await import('./audit/audited')).writeCommandAudit(commandFirestore(), actor, audited, request.data, output);
      return output;
    } catch (error) {
      throw toHttpsError(error);
    }
  };
}
