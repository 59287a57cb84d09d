/** Calls callables over HTTP as the client SDK does: POST {"data": …}, Bearer ID token. */
import { expect } from 'vitest';
import { budgets } from '../budgets';
import { functionsOrigin, projectId, region } from '../emulator-env';

export { functionsOrigin, region };

export interface CallableAnswer {
  /** HTTP status of the response. */
  httpStatus: number;
  result?: unknown;
  error?: { status: string; message: string };
}

/** One round trip, within a function run's budget (tests/budgets.ts): a callable that never answers fails the test, named. */
export async function callFunction(name: string, data: unknown, idToken?: string): Promise<CallableAnswer> {
  const response = await fetch(`${functionsOrigin}/${projectId}/${region}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify({ data }),
    signal: AbortSignal.timeout(budgets.callableMs),
  }).catch((error: unknown) => {
    if ((error as Error).name === 'TimeoutError') throw new Error(`${name} did not answer within ${budgets.callableMs} ms`, { cause: error });
    throw error;
  });
  const body = (await response.json()) as Omit<CallableAnswer, 'httpStatus'>;
  return { httpStatus: response.status, ...body };
}

/** Expects the call to fail with the callable status (e.g. PERMISSION_DENIED) and pt-BR message. */
export function expectCallableError(answer: CallableAnswer, status: string, message: string): void {
  expect(answer.error).toEqual(expect.objectContaining({ status, message }));
  expect(answer.result).toBeUndefined();
}

/** Expects success and returns the result. */
export function resultOf(answer: CallableAnswer): unknown {
  expect(answer.error).toBeUndefined();
  expect(answer.httpStatus).toBe(200);
  return answer.result;
}
