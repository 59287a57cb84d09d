/**
 * The signing provider's configuration (issue 47), light enough for index.ts to import: the
 * provider chosen for new contracts, each provider's API address, and its secrets as Secret
 * Manager params. Every value is read from process.env at run time, which is where the CLI puts
 * params and bound secrets, and where a unit test sets its own.
 */
import { defineSecret, defineString } from 'firebase-functions/params';
import { projectIdOf } from '@solarcred/domain/app-check-policy';
import type { SigningProviderId } from '@solarcred/domain/contract/types';

/** Who carries new contracts' signatures: 'interno' (the customer's link, the default), 'zapsign' or 'clicksign'. */
export const CONTRACT_SIGNING_PROVIDER = defineString('CONTRACT_SIGNING_PROVIDER', {
  default: 'interno',
  description: "Signing provider for new contracts: 'interno' (the customer's link), 'zapsign' or 'clicksign'",
});

export const ZAPSIGN_API_URL = defineString('ZAPSIGN_API_URL', {
  default: 'https://api.zapsign.com.br',
  description: 'ZapSign API origin (sandbox: https://sandbox.api.zapsign.com.br)',
});
export const ZAPSIGN_API_TOKEN = defineSecret('ZAPSIGN_API_TOKEN');
/** The value ZapSign sends in the webhook header configured in its panel (docs/signing-providers.md). */
export const ZAPSIGN_WEBHOOK_SECRET = defineSecret('ZAPSIGN_WEBHOOK_SECRET');

export const CLICKSIGN_API_URL = defineString('CLICKSIGN_API_URL', {
  default: 'https://app.clicksign.com',
  description: 'Clicksign API origin (sandbox: https://sandbox.clicksign.com)',
});
export const CLICKSIGN_API_TOKEN = defineSecret('CLICKSIGN_API_TOKEN');
/** Clicksign's HMAC SHA256 secret of the webhook (its 'Content-Hmac' header). */
export const CLICKSIGN_WEBHOOK_SECRET = defineSecret('CLICKSIGN_WEBHOOK_SECRET');

const providerIds = ['interno', 'zapsign', 'clicksign'] as const satisfies readonly SigningProviderId[];

/** The provider a value names; anything else (empty, a typo) is the built-in flow. */
export function signingProviderOf(value: string | undefined): SigningProviderId {
  const id = value?.trim().toLowerCase();
  return providerIds.find((known) => known === id) ?? 'interno';
}

type Secret = ReturnType<typeof defineSecret>;
const secretsOf: Record<SigningProviderId, Secret[]> = {
  interno: [],
  zapsign: [ZAPSIGN_API_TOKEN, ZAPSIGN_WEBHOOK_SECRET],
  clicksign: [CLICKSIGN_API_TOKEN, CLICKSIGN_WEBHOOK_SECRET],
};

/**
 * The secrets the functions that talk to the provider bind (`secrets:` of their options): the
 * configured provider's, read when the functions load (the CLI's discovery sees the .env files), so
 * a project on 'interno' deploys with no secret to create. A plain value, like APP_CHECK_ENFORCED.
 */
export const providerSecrets: Secret[] = secretsOf[signingProviderOf(process.env['CONTRACT_SIGNING_PROVIDER'])];

/** A secret's value, '' when unset (no warning when a function did not bind it). */
export function secretValue(secret: Secret): string {
  return process.env[secret.name] ?? '';
}

/**
 * The webhook secret of `provider`. On the emulators of a `demo-` project only, and only when none
 * is set, a fixed documented value (`demo-<provider>-webhook-secret`), so the emulator suites and a
 * developer can post a provider's payloads; a real project without the secret refuses every event.
 */
export function webhookSecretOf(provider: Exclude<SigningProviderId, 'interno'>, env: NodeJS.ProcessEnv = process.env): string {
  const secret = provider === 'zapsign' ? ZAPSIGN_WEBHOOK_SECRET : CLICKSIGN_WEBHOOK_SECRET;
  const value = env[secret.name] ?? '';
  if (value) return value;
  return env['FUNCTIONS_EMULATOR'] === 'true' && projectIdOf(env).startsWith('demo-') ? demoWebhookSecret(provider) : '';
}

export const demoWebhookSecret = (provider: string): string => `demo-${provider}-webhook-secret`;
