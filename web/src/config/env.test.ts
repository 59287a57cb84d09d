import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv', () => {
  it('fills the defaults of an empty environment', () => {
    expect(readEnv({})).toMatchObject({
      VITE_BACKEND: 'firebase',
      VITE_USE_EMULATORS: false,
      VITE_FIREBASE_PROJECT_ID: 'demo-solarcred',
      VITE_FIREBASE_API_KEY: 'demo-api-key',
      VITE_EMULATOR_HOST: '127.0.0.1',
      VITE_APP_CHECK_SITE_KEY: undefined,
    });
  });

  it('reads the flags and the backend', () => {
    const env = readEnv({ VITE_BACKEND: 'memory', VITE_USE_EMULATORS: 'true', VITE_FIREBASE_APP_ID: 'app' });
    expect(env).toMatchObject({ VITE_BACKEND: 'memory', VITE_USE_EMULATORS: true, VITE_FIREBASE_APP_ID: 'app' });
    expect(readEnv({ VITE_USE_EMULATORS: 'false' }).VITE_USE_EMULATORS).toBe(false);
  });

  it('refuses values it does not know', () => {
    expect(() => readEnv({ VITE_BACKEND: 'supabase' })).toThrow(/VITE_BACKEND/);
    expect(() => readEnv({ VITE_USE_EMULATORS: 'yes' })).toThrow(/VITE_USE_EMULATORS/);
    expect(() => readEnv({ VITE_FIREBASE_API_KEY: true })).toThrow(/VITE_FIREBASE_API_KEY/);
  });
});
