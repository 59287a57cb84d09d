/** The provider objects behind the port, built from the functions' params (issue 47). */
import { secretValue, webhookSecretOf, ZAPSIGN_API_TOKEN, ZAPSIGN_API_URL } from './params';
import type { ExternalProviderId, SigningProvider } from './port';
import { zapSignProvider } from './zapsign';

/** The adapter of `id` with its configured API and secrets; null for the built-in flow or an unknown name. */
export function providerFor(id: string): SigningProvider | null {
  switch (id as ExternalProviderId) {
    // 'clicksign': its params are declared (params.ts); no adapter yet.
    case 'zapsign':
      return zapSignProvider({ apiUrl: ZAPSIGN_API_URL.value() || 'https://api.zapsign.com.br', apiToken: secretValue(ZAPSIGN_API_TOKEN), webhookSecret: webhookSecretOf('zapsign') });
    default:
      return null;
  }
}
