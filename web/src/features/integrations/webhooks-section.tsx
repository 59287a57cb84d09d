import { Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { apiText } from '@solarcred/domain/api/api-text';
import type { StoredWebhook } from '@solarcred/domain/api/types';
import { formatDate } from '@solarcred/domain/format';
import { getBackend } from '../../backend';
import { useLive } from '../../backend/use-live';
import { ConfirmCommandDialog } from './confirm-command-dialog';
import { CreateWebhookDialog } from './create-webhook-dialog';
import { integrationsText as text } from './integrations-text';
import { WebhookDeliveries } from './webhook-deliveries';

/** At most this many endpoints a company has (the domain's limit is lower). */
const webhooksRead = 10;

function WebhookRow({ webhook, onDelete }: { webhook: StoredWebhook; onDelete: () => void }) {
  const [open, setOpen] = useState(false);
  const deliveriesId = `entregas-${webhook.id}`;
  return (
    <Stack as="li" gap="2" py="3" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }} data-testid="webhook-row">
      <Text fontWeight="medium" fontFamily="mono" fontSize="sm" wordBreak="break-all">{webhook.url}</Text>
      <HStack gap="1.5" wrap="wrap">
        {webhook.eventos.map((type) => <Badge key={type} colorPalette="orange" variant="outline">{apiText.events[type] ?? type}</Badge>)}
      </HStack>
      <Text fontSize="sm" color="fg.muted">{text.createdOn(formatDate(webhook.criado_em))} · {text.secretPrefix(webhook.segredo_prefixo)}</Text>
      <HStack gap="2" wrap="wrap">
        <Button size="xs" variant="outline" aria-expanded={open} aria-controls={deliveriesId} onClick={() => setOpen(!open)}>
          {open ? text.hideDeliveries : text.showDeliveries}
        </Button>
        <Button size="xs" variant="outline" colorPalette="red" aria-label={text.deleteLabel(webhook.url)} onClick={onDelete}>{text.deleteWebhook}</Button>
      </HStack>
      <Stack id={deliveriesId} hidden={!open} gap="1" ps={{ base: '0', md: '3' }} borderStartWidth={{ base: 0, md: '2px' }} borderColor="border.muted">
        {open && (
          <>
            <Text fontSize="sm" fontWeight="semibold">{text.deliveriesTitle}</Text>
            <WebhookDeliveries webhook={webhook} />
          </>
        )}
      </Stack>
    </Stack>
  );
}

/** The company's endpoints, newest first, with 'Adicionar endpoint', their deliveries and 'Excluir endpoint'. */
export function WebhooksSection({ companyId }: { companyId: string }) {
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<StoredWebhook | null>(null);
  const hooks = useLive((backend) => backend.integrations.webhooks(companyId, webhooksRead), `webhooks-${companyId}`);
  return (
    <Stack gap="3">
      <Button colorPalette="orange" alignSelf={{ base: 'stretch', sm: 'flex-start' }} onClick={() => setCreating(true)}>{text.addWebhook}</Button>
      {hooks.status === 'loading' ? (
        <Skeleton height="16" role="status" aria-label="Carregando" />
      ) : hooks.status === 'error' ? (
        <Text color="fg.error" role="alert">{text.webhooksLoadFailed}</Text>
      ) : hooks.data.length === 0 ? (
        <Text color="fg.muted">{text.webhooksEmpty}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="0" aria-label={text.webhooksList}>
          {hooks.data.map((webhook) => <WebhookRow key={webhook.id} webhook={webhook} onDelete={() => setDeleting(webhook)} />)}
        </Stack>
      )}
      <CreateWebhookDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmCommandDialog target={deleting} onClose={() => setDeleting(null)} run={async (webhook) => (await getBackend()).integrations.deleteWebhook(webhook.id)}
        title={() => text.deleteTitle} body={(webhook) => text.deleteBody(webhook.url)} confirmLabel={text.deleteConfirm} done={text.deleteDone} failed={text.deleteFailed} />
    </Stack>
  );
}
