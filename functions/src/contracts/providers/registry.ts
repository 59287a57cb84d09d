/** The provider objects behind the port, built from the functions' params (issue 47). */
import type { StoredContract } from '@solarcred/domain/contract/types';
import { clicksignProvider } from './clicksign';
import { CLICKSIGN_API_TOKEN, CLICKSIGN_API_URL, secretValue, webhookSecretOf, ZAPSIGN_API_TOKEN, ZAPSIGN_API_URL } from './params';
import type { ExternalProviderId, SigningProvider } from './port';
import { zapSignProvider } from './zapsign';

/** The adapter of `id` with its configured API and secrets; null for the built-in flow or an unknown name. */
export function providerFor(id: string): SigningProvider | null {
  switch (id as ExternalProviderId) {
    case 'zapsign':
      return zapSignProvider({ apiUrl: ZAPSIGN_API_URL.value() || 'https://api.zapsign.com.br', apiToken: secretValue(ZAPSIGN_API_TOKEN), webhookSecret: webhookSecretOf('zapsign') });
    case 'clicksign':
      return clicksignProvider({ apiUrl: CLICKSIGN_API_URL.value() || 'https://app.clicksign.com', accessToken: secretValue(CLICKSIGN_API_TOKEN), webhookSecret: webhookSecretOf('clicksign') });
    default:
      return null;
  }
}

/**
 * A provider-signed contract's signed PDF asked from its provider again (the reader's fallback when
 * Storage lacks it: the provider's file cannot be rebuilt from our content); null for the built-in flow.
 */
export async function providerSignedPdf(contract: Pick<StoredContract, 'provedor' | 'provedor_documento'>): Promise<Uint8Array | null> {
  const provider = contract.provedor_documento ? providerFor(contract.provedor) : null;
  return provider && contract.provedor_documento ? provider.signedPdf(contract.provedor_documento) : null;
}
