import type { CallableRequest } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { invalidLink } from '@solarcred/domain/customer-link/commands';
import type { Integrator } from '@solarcred/domain/model';
import { addressOf, callable, type Access, type CommandRequest } from '../callable';
import { addressKeyOf } from './guest-access';
import { customerLogoOf as logoOf } from '@solarcred/domain/customer-link/commands';

/** Runs `callable(access, …)`'s handler directly (no HTTP, no App Check) and returns what `run` was given. */
async function seen(access: Access, request: Partial<CallableRequest<unknown>>): Promise<CommandRequest> {
  let given: CommandRequest | undefined;
  const fn = callable(access, (command) => {
    given = command;
    return Promise.resolve('ok');
  });
  await fn({ data: { token: 'x' }, rawRequest: {}, acceptsStreaming: false, ...request } as CallableRequest<unknown>);
  return given!;
}

const signedIn = { uid: 'u1', rawToken: 't', token: { uid: 'u1', role: 'integrador' } } as unknown as CallableRequest['auth'];
const signedInAdmin = { uid: 'a1', rawToken: 't', token: { uid: 'a1', role: 'admin' } } as unknown as CallableRequest['auth'];

describe("callable's 'guest' access", () => {
  it('runs without authentication: actor null, the data and the caller address as given', async () => {
    const request = await seen('guest', { rawRequest: { ip: '198.51.100.1', headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' } } as unknown as CallableRequest['rawRequest'] });
    expect(request).toEqual({ actor: null, data: { token: 'x' }, authTime: null, address: '203.0.113.9' });
  });

  it('passes a signed-in caller through, and the other modes still refuse anonymous callers', async () => {
    expect((await seen('guest', { auth: signedIn })).actor).toEqual({ uid: 'u1', role: 'integrador' });
    // An integrador command reads the caller's membership first (Firestore): the admin mode shows the same pass-through here.
    expect((await seen('admin', { auth: signedInAdmin })).address).toBe('');
    await expect(seen('integrador', {})).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(seen('signed-in', {})).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it("keeps a guest command's neutral refusal", async () => {
    const fn = callable('guest', () => Promise.reject(invalidLink()));
    await expect(fn({ data: {}, rawRequest: {}, acceptsStreaming: false } as unknown as CallableRequest<unknown>)).rejects.toMatchObject({
      code: 'not-found',
      message: 'Link inválido ou expirado',
    });
  });

  it("reads the address from X-Forwarded-For's right-most entry (the platform's), never req.ip; else the peer, else ''", () => {
    const raw = (value: object) => ({ rawRequest: value as CallableRequest['rawRequest'] });
    expect(addressOf(raw({ ip: '198.51.100.1', headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' } }))).toBe('203.0.113.9');
    expect(addressOf(raw({ ip: '198.51.100.1', headers: {}, socket: { remoteAddress: '::1' } }))).toBe('0:0:0:0::/64');
    expect(addressOf(raw({ ip: '198.51.100.1' }))).toBe('');
    expect(addressOf(raw({}))).toBe('');
  });
});

describe('customer link helpers', () => {
  it('keys the address window by the hashed address, never the address itself', () => {
    const key = addressKeyOf('203.0.113.9');
    expect(key).toMatch(/^a_[0-9a-f]{64}$/);
    expect(key).not.toContain('203.0.113.9');
    expect(addressKeyOf('203.0.113.9')).toBe(key);
    expect(addressKeyOf('203.0.113.10')).not.toBe(key);
  });

  it('shows the integrator photo as the logo only when it is an https URL', () => {
    const withPhoto = (foto_perfil: string | null | undefined) => ({ foto_perfil }) as Integrator;
    expect(logoOf(withPhoto('https://cdn.example.com/logo.png'))).toBe('https://cdn.example.com/logo.png');
    expect(logoOf(withPhoto('http://cdn.example.com/logo.png'))).toBeNull();
    expect(logoOf(withPhoto('fotos-perfil/u1/foto.png'))).toBeNull();
    expect(logoOf(withPhoto('javascript:alert(1)'))).toBeNull();
    expect(logoOf(withPhoto(null))).toBeNull();
    expect(logoOf(undefined)).toBeNull();
  });
});
