import { z } from 'zod';

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

const schema = z.object({
  VITE_BACKEND: z.enum(['firebase', 'memory']).default('firebase'),
  VITE_USE_EMULATORS: flag,
  VITE_FIREBASE_PROJECT_ID: z.string().default('demo-solarcred'),
  VITE_FIREBASE_API_KEY: z.string().default('demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().optional(),
  VITE_FIREBASE_STORAGE_BUCKET: z.string().optional(),
  VITE_FIREBASE_APP_ID: z.string().optional(),
  VITE_EMULATOR_HOST: z.string().default('127.0.0.1'),
  /** reCAPTCHA Enterprise site key for App Check (docs/deploy.md); unset: no App Check. */
  VITE_APP_CHECK_SITE_KEY: z.string().optional(),
});

/** The build-time environment, read and validated once. */
export const env = schema.parse(import.meta.env);
