import { isDomainError } from '@solarcred/domain/errors';
import { members } from '@solarcred/domain/data/members';
import type { Actor } from '@solarcred/domain/handlers/actor';
import { withMembership } from '@solarcred/domain/team/company';
import { BackendError } from '../port';
import { readDoc, type MemoryStore } from './store';

/** What Firestore answers when the rules refuse: the adapters' errors match it word for word. */
export const rulesDenied = () => new BackendError('permission-denied', 'Missing or insufficient permissions.');

/** A small delay so loading states show in the demo as they would over the network. */
export const LATENCY_MS = 150;
/**
 * The demo's pauses, none under Vitest: the unit tier's memory-backend tests waited 150 ms per
 * command, real time, most of their run (issue 31). The browser tiers run the built demo, with them.
 */
const pausesShown = import.meta.env.MODE !== 'test';
export const pause = (ms = LATENCY_MS) => new Promise((resolve) => setTimeout(resolve, pausesShown ? ms : 0));

/** The signed-in caller as its token says (uid and role), before its membership is applied. */
export function callerOf(store: MemoryStore): Actor | null {
  const uid = store.snapshot.currentUid;
  const user = uid ? store.snapshot.users[uid] : undefined;
  return user ? { uid: user.uid, role: user.claims.role ?? null } : null;
}

/** The signed-in caller as a callable would see it: with its membership (issue 29), a deactivated member refused. */
export function actorOf(store: MemoryStore): Actor | null {
  const caller = callerOf(store);
  return caller && withMembership(caller, readDoc(store.snapshot, members, caller.uid));
}

/**
 * Runs a command like a callable: latency, optional injected failure before the work
 * (store.failNext(name)) or after it (store.loseNextAnswer(name)), and domain errors turned into
 * BackendError with the same code and message.
 */
export async function runCommand<T>(store: MemoryStore, name: string, work: () => T): Promise<T> {
  await pause();
  if (store.takeFault(name)) throw new BackendError('unavailable', 'Serviço indisponível.');
  let result: T;
  try {
    result = work();
  } catch (error) {
    if (isDomainError(error)) throw new BackendError(error.code, error.message);
    throw error;
  }
  if (store.takeFault(`${name}:answer`)) throw new BackendError('unavailable', 'Serviço indisponível.');
  return result;
}
