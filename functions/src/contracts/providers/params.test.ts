import { afterEach, describe, expect, it } from 'vitest';
import { demoWebhookSecret, signingProviderOf, webhookSecretOf } from './params';
import { configuredProvider } from './port';
import { providerFor } from './registry';

const saved = process.env['CONTRACT_SIGNING_PROVIDER'];
afterEach(() => {
  if (saved === undefined) delete process.env['CONTRACT_SIGNING_PROVIDER'];
  else process.env['CONTRACT_SIGNING_PROVIDER'] = saved;
});

describe('signing provider configuration', () => {
  it("is 'interno' unless CONTRACT_SIGNING_PROVIDER names a provider", () => {
    delete process.env['CONTRACT_SIGNING_PROVIDER'];
    expect(configuredProvider()).toBe('interno');
    process.env['CONTRACT_SIGNING_PROVIDER'] = ' ZapSign ';
    expect(configuredProvider()).toBe('zapsign');
    process.env['CONTRACT_SIGNING_PROVIDER'] = 'docusign';
    expect(configuredProvider()).toBe('interno');
    expect(signingProviderOf('clicksign')).toBe('clicksign');
  });

  it('builds the ZapSign and Clicksign adapters, and none for the built-in flow', () => {
    expect(providerFor('zapsign')?.id).toBe('zapsign');
    expect(providerFor('clicksign')?.id).toBe('clicksign');
    expect(providerFor('interno')).toBeNull();
    expect(providerFor('outro')).toBeNull();
  });

  it('reads the webhook secret from its param; the fixed demo value only on a demo project’s emulator', () => {
    expect(webhookSecretOf('zapsign', { ZAPSIGN_WEBHOOK_SECRET: 's3cr3t', FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-solarcred' })).toBe('s3cr3t');
    expect(webhookSecretOf('zapsign', { FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-solarcred' })).toBe(demoWebhookSecret('zapsign'));
    expect(webhookSecretOf('zapsign', { FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'solarcred-prod' })).toBe('');
    expect(webhookSecretOf('zapsign', { GCLOUD_PROJECT: 'demo-solarcred' })).toBe('');
  });
});
