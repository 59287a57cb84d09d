/**
 * Shared helpers for the domain's fuzz tests (*.fuzz.test.ts): the callers, the hostile values,
 * the payloads made from a valid one, and the check on every refusal. Like test-fixtures.ts, for
 * the tests only (not used by production code).
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { inputLimits } from './constants';
import { DomainError, type DomainErrorCode } from './errors';
import type { Actor } from './handlers/actor';
import type { Integrator } from './model';
import { completeIntegrator, newIntegrator } from './test-fixtures';

/** Generated payloads per property. */
export const RUNS = 1_000;
/** The fixed clock of the fuzz tests. */
export const now = Date.UTC(2026, 10, 1);
/** The codes a handler may refuse with. */
export const knownCodes: ReadonlySet<DomainErrorCode> = new Set<DomainErrorCode>(['unauthenticated', 'permission-denied', 'invalid-argument', 'not-found', 'failed-precondition']);

/** No caller, or a caller among `uids` with any role (or none). */
export function actorsAmong(...uids: [string, ...string[]]): fc.Arbitrary<Actor | null> {
  return fc.oneof(
    fc.constant(null),
    fc.record({ uid: fc.constantFrom(...uids), role: fc.constantFrom('admin' as const, 'integrador' as const, null) }),
  );
}

/** No caller, or 'uid-1' (the fixtures' integrator), 'uid-2' or 'outro' with any role. */
export const actors = actorsAmong('uid-1', 'uid-2', 'outro');

/**
 * No integrator record, or 'uid-1' at each stage: new, awaiting approval, pending, approved;
 * `extra` adds a test's own records.
 */
export function integratorRecords(...extra: Integrator[]): fc.Arbitrary<Integrator | null> {
  return fc.constantFrom<Integrator | null>(
    null,
    newIntegrator({ id: 'uid-1', user_id: 'uid-1' }),
    completeIntegrator({ status: 'pendente_aprovacao' }),
    completeIntegrator({ status: 'pendente' }),
    completeIntegrator({ status: 'aprovado' }),
    ...extra,
  );
}

/** Oversized, odd or wrongly typed values, mixed with anything fast-check can make; `extra` adds a test's own. */
export function hostile(...extra: fc.Arbitrary<unknown>[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.anything(),
    fc.string({ minLength: inputLimits.name + 1, maxLength: inputLimits.freeText + 10 }),
    fc.constantFrom('x'.repeat(inputLimits.storagePath + 1), 'y'.repeat(inputLimits.freeText + 1)),
    fc.constantFrom('', ' ', '../x', 'integrador-documents/outro/x.pdf', '__proto__', null, -1, Number.NaN, [], {}),
    ...extra,
  );
}

/** A valid payload with one key replaced by one of `values` (or removed). */
export function mutated(valid: Record<string, unknown>, values: fc.Arbitrary<unknown> = hostile()): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(valid);
  return fc.tuple(fc.constantFrom(...keys), fc.option(values, { nil: undefined })).map(([key, value]) => {
    const copy: Record<string, unknown> = { ...valid };
    if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy;
  });
}

/** Anything, the valid payload with one key mutated (see `mutated`), or the valid payload itself. */
export const payloads = (valid: Record<string, unknown>, values: fc.Arbitrary<unknown> = hostile()) =>
  fc.oneof(fc.anything(), mutated(valid, values), fc.constant(valid));

export type Answer<T> = { ok: true; value: T } | { ok: false; error: DomainError };

/** Runs the handler; an error must be a DomainError with a known code and a message. */
export function answer<T>(run: () => T): Answer<T> {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    const domainError = error as DomainError;
    expect(knownCodes.has(domainError.code)).toBe(true);
    expect(domainError.message.length).toBeGreaterThan(0);
    return { ok: false, error: domainError };
  }
}

/** The length of the longest string anywhere in `value`. */
export function longestString(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (value && typeof value === 'object') return Math.max(0, ...Object.values(value).map(longestString));
  return 0;
}
