import { HttpsError } from 'firebase-functions/v2/https';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { logger } from 'firebase-functions';
import { describe, expect, it, vi } from 'vitest';
import { DomainError } from '@solarcred/domain/errors';
import { actorOf, toHttpsError, unexpectedErrorMessage } from './callable';

const authWith = (claims: Record<string, unknown>) => ({
  uid: 'u1',
  rawToken: 'token',
  token: { uid: 'u1', ...claims } as unknown as DecodedIdToken,
});

describe('actorOf', () => {
  it('reads the uid and the role claim, accepting the legacy spelling', () => {
    expect(actorOf(authWith({ role: 'admin' }))).toEqual({ uid: 'u1', role: 'admin' });
    expect(actorOf(authWith({ role: 'integrator' }))).toEqual({ uid: 'u1', role: 'integrador' });
    expect(actorOf(authWith({}))).toEqual({ uid: 'u1', role: null });
    expect(actorOf(authWith({ role: 'root' }))).toEqual({ uid: 'u1', role: null });
  });

  it('is null without authentication', () => {
    expect(actorOf(undefined)).toBeNull();
  });
});

describe('toHttpsError', () => {
  it('keeps the code and pt-BR message of a domain error', () => {
    const error = toHttpsError(new DomainError('failed-precondition', 'Este integrador não está aguardando aprovação.'));
    expect(error).toBeInstanceOf(HttpsError);
    expect([error.code, error.message]).toEqual(['failed-precondition', 'Este integrador não está aguardando aprovação.']);
    expect(error.httpErrorCode.status).toBe(400);
  });

  it('passes an HttpsError through', () => {
    const original = new HttpsError('unavailable', 'x');
    expect(toHttpsError(original)).toBe(original);
  });

  it('hides anything else behind internal with a generic message, and logs it', () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const cause = new Error('10 ABORTED: too much contention');
    const error = toHttpsError(cause);
    expect(log).toHaveBeenCalledWith('callable: unexpected error', cause);
    log.mockRestore();
    expect([error.code, error.message]).toEqual(['internal', unexpectedErrorMessage]);
    expect(unexpectedErrorMessage).toBe('Erro inesperado. Tente novamente.');
  });
});
