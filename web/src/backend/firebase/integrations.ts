/**
 * 'Integrações' (issue 52) on Firestore: the company's keys (api_chaves), webhooks (webhooks) and one
 * webhook's deliveries (webhook_entregas), each filtered by integrador_id as the rules require,
 * newest first; every write is a callable (functions/src/api/keys.ts, functions/src/webhooks/*).
 */
import { limit, orderBy, query, where } from 'firebase/firestore';
import type { IssuedApiKey } from '@solarcred/domain/api/types';
import { apiKeys, webhookDeliveries, webhooks } from '@solarcred/domain/data/api';
import type { IntegrationsPort } from '../port-integrations';
import { call } from './call';
import { liveList } from './live';
import { collectionRef } from './refs';

export const firebaseIntegrations: IntegrationsPort = {
  keys: (companyId, max) => liveList(query(collectionRef(apiKeys), where('integrador_id', '==', companyId), orderBy('criado_em', 'desc'), limit(max))),
  createKey: (input) => call<IssuedApiKey>('createApiKey', input),
  async revokeKey(keyId) {
    await call('revokeApiKey', { id: keyId });
  },
  webhooks: (companyId, max) => liveList(query(collectionRef(webhooks), where('integrador_id', '==', companyId), orderBy('criado_em', 'desc'), limit(max))),
  createWebhook: (input) => call<{ id: string; segredo: string }>('createWebhook', input),
  async deleteWebhook(webhookId) {
    await call('deleteWebhook', { id: webhookId });
  },
  deliveries: (companyId, webhookId, max) =>
    liveList(query(collectionRef(webhookDeliveries), where('integrador_id', '==', companyId), where('webhook_id', '==', webhookId), orderBy('criado_em', 'desc'), limit(max))),
  async resend(deliveryId) {
    await call('resendWebhookDelivery', { id: deliveryId });
  },
};
