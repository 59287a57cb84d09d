import { Badge, Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { apiText } from '@solarcred/domain/api/api-text';
import type { DeliveryState, StoredDelivery, StoredWebhook } from '@solarcred/domain/api/types';
import { formatDateTime } from '@solarcred/domain/format';
import { getBackend } from '../../backend';
import { useLive } from '../../backend/use-live';
import { env } from '../../config/env';
import { runCommand } from '../../ui/run-command';
import { integrationsText as text } from './integrations-text';

/** A webhook's deliveries shown: the last 20 events. */
export const deliveriesShown = 20;

const stateColor: Record<DeliveryState, string> = { pendente: 'yellow', entregue: 'green', falhou: 'red' };

function DeliveryRow({ delivery, busy, onResend }: { delivery: StoredDelivery; busy: boolean; onResend: () => void }) {
  const last = delivery.tentativas.at(-1);
  return (
    <Stack as="li" gap="1" py="2.5" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }} data-testid="delivery-row">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium" fontSize="sm">{apiText.events[delivery.tipo] ?? delivery.tipo}</Text>
        <Text fontSize="sm" color="fg.muted">{text.seq(delivery.seq)}</Text>
        <Badge colorPalette={stateColor[delivery.situacao]} variant="subtle">{apiText.deliveryStates[delivery.situacao] ?? delivery.situacao}</Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {[
          formatDateTime(last?.em ?? delivery.criado_em),
          text.attempts(delivery.tentativas.length),
          last ? text.lastStatus(last.status) : null,
          last?.origem === 'manual' ? text.manual : null,
          delivery.situacao === 'pendente' && delivery.proxima_em !== null ? text.nextAttempt(formatDateTime(delivery.proxima_em)) : null,
        ].filter(Boolean).join(' · ')}
      </Text>
      {last?.resposta && (
        <Box as="pre" fontFamily="mono" fontSize="xs" color="fg.muted" bg="bg.muted" px="2" py="1" rounded="sm" whiteSpace="pre-wrap" wordBreak="break-all" maxH="16" overflow="hidden">
          {last.resposta.slice(0, 200)}
        </Box>
      )}
      <Button size="xs" variant="outline" alignSelf="flex-start" aria-label={text.resendLabel(delivery.seq)} loading={busy} onClick={onResend}>{text.resend}</Button>
    </Stack>
  );
}

/** One webhook's last 20 deliveries, the latest first, each with 'Reenviar'. */
export function WebhookDeliveries({ webhook }: { webhook: StoredWebhook }) {
  const [busy, setBusy] = useState<string | null>(null);
  const deliveries = useLive((backend) => backend.integrations.deliveries(webhook.integrador_id, webhook.id, deliveriesShown), `deliveries-${webhook.id}`);
  const resend = async (delivery: StoredDelivery) => {
    setBusy(delivery.id);
    await runCommand(async () => (await getBackend()).integrations.resend(delivery.id), text.resent, text.resendFailed, { brief: true });
    setBusy(null);
  };
  return (
    <Stack gap="2">
      {env.VITE_BACKEND === 'memory' && <Text fontSize="sm" color="fg.muted" data-testid="demo-deliveries-note">{text.demoNote}</Text>}
      {deliveries.status === 'loading' ? (
        <Skeleton height="12" role="status" aria-label="Carregando" />
      ) : deliveries.status === 'error' ? (
        <Text color="fg.error" role="alert">{text.deliveriesLoadFailed}</Text>
      ) : deliveries.data.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">{text.deliveriesEmpty}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="0" aria-label={text.deliveriesOf(webhook.url)}>
          {deliveries.data.map((delivery) => <DeliveryRow key={delivery.id} delivery={delivery} busy={busy === delivery.id} onResend={() => void resend(delivery)} />)}
        </Stack>
      )}
    </Stack>
  );
}
