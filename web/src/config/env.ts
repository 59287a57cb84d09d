/**
 * The build-time environment, read and checked once. Plain checks rather than zod: this module
 * is part of the Firebase app chunk that /auth loads, where zod would add 22 kB gzip.
 */
type RawEnv = Record<string, unknown>;

function text(raw: RawEnv, name: string): string | undefined {
  const value = raw[name];
  if (value === undefined || typeof value === 'string') return value;
  throw new Error(`${name} must be a string`);
}

function oneOf<T extends string>(raw: RawEnv, name: string, allowed: readonly T[], fallback: T): T {
  const value = text(raw, name) ?? fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`${name} must be one of ${allowed.join(', ')}; got "${value}"`);
}

/** 'true' or 'false'; unset is false. */
const flag = (raw: RawEnv, name: string): boolean => oneOf(raw, name, ['true', 'false'], 'false') === 'true';

/** Reads the variables the web app uses from `raw` (import.meta.env), with their defaults. */
export function readEnv(raw: RawEnv) {
  return {
    VITE_BACKEND: oneOf(raw, 'VITE_BACKEND', ['firebase', 'memory'], 'firebase'),
    VITE_USE_EMULATORS: flag(raw, 'VITE_USE_EMULATORS'),
    VITE_FIREBASE_PROJECT_ID: text(raw, 'VITE_FIREBASE_PROJECT_ID') ?? 'demo-solarcred',
    VITE_FIREBASE_API_KEY: text(raw, 'VITE_FIREBASE_API_KEY') ?? 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: text(raw, 'VITE_FIREBASE_AUTH_DOMAIN'),
    VITE_FIREBASE_STORAGE_BUCKET: text(raw, 'VITE_FIREBASE_STORAGE_BUCKET'),
    VITE_FIREBASE_APP_ID: text(raw, 'VITE_FIREBASE_APP_ID'),
    VITE_EMULATOR_HOST: text(raw, 'VITE_EMULATOR_HOST') ?? '127.0.0.1',
    /** reCAPTCHA Enterprise site key for App Check (docs/deploy.md); unset: no App Check. */
    VITE_APP_CHECK_SITE_KEY: text(raw, 'VITE_APP_CHECK_SITE_KEY'),
  };
}

/** The build-time environment, read and validated once. */
export const env = readEnv(import.meta.env);
