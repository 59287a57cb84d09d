/** Calls callables over HTTP as the client SDK does: POST {"data": …}, Bearer ID token. */
import { expect } from 'vitest';
import { projectId } from '../emulator-env';

/** The Functions emulator (firebase.json: port 5001); FUNCTIONS_EMULATOR_ORIGIN overrides it. */
export const functionsOrigin = process.env['FUNCTIONS_EMULATOR_ORIGIN'] ?? 'http://127.0.0.1:5001';
export const region = 'southamerica-east1';

export interface CallableAnswer {
  /** HTTP status of the response. */
  httpStatus: number;
  result?: unknown;
  error?: { status: string; message: string };
}

export async function callFunction(name: string, data: unknown, idToken?: string): Promise<CallableAnswer> {
  const response = await fetch(`${functionsOrigin}/${projectId}/${region}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify({ data }),
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
