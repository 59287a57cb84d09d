import { Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { apiText } from '@solarcred/domain/api/api-text';
import type { StoredApiKey } from '@solarcred/domain/api/types';
import { formatDate, formatDateTime } from '@solarcred/domain/format';
import { getBackend } from '../../backend';
import { useLive } from '../../backend/use-live';
import { ConfirmCommandDialog } from './confirm-command-dialog';
import { CreateKeyDialog } from './create-key-dialog';
import { integrationsText as text } from './integrations-text';

/** How many keys a window shows; 'Mostrar mais' opens the next. */
export const keysWindow = 20;

function KeyRow({ apiKey, creator, onRevoke }: { apiKey: StoredApiKey; creator: string; onRevoke: () => void }) {
  const revoked = apiKey.revogada_em !== null;
  return (
    <Stack as="li" gap="1" py="3" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }} data-testid="api-key-row">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium" textDecoration={revoked ? 'line-through' : undefined}>{apiKey.nome}</Text>
        <Text as="code" fontFamily="mono" fontSize="sm" color="fg.muted">{text.prefixOf(apiKey.prefixo)}</Text>
        <Badge colorPalette={revoked ? 'gray' : 'green'} variant="subtle">{revoked ? text.revoked : text.active}</Badge>
        {apiKey.escopos.map((scope) => <Badge key={scope} colorPalette="orange" variant="outline">{apiText.scopes[scope] ?? scope}</Badge>)}
      </HStack>
      <Text fontSize="sm" color="fg.muted">{text.createdBy(creator, formatDate(apiKey.criado_em))}</Text>
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {apiKey.ultimo_uso_em === null ? text.neverUsed : text.lastUse(formatDateTime(apiKey.ultimo_uso_em))}
          {revoked && apiKey.revogada_em !== null && ` · ${text.revokedOn(formatDateTime(apiKey.revogada_em))}`}
        </Text>
        {!revoked && <Button size="xs" variant="outline" colorPalette="red" aria-label={text.revokeLabel(apiKey.nome)} onClick={onRevoke}>{text.revoke}</Button>}
      </HStack>
    </Stack>
  );
}

/** The company's keys, newest first, in windows of 20, with 'Criar chave' and 'Revogar'. */
export function KeysSection({ companyId, nameOf }: { companyId: string; nameOf: (uid: string) => string }) {
  const [max, setMax] = useState(keysWindow);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<StoredApiKey | null>(null);
  const keys = useLive((backend) => backend.integrations.keys(companyId, max), `api-keys-${companyId}-${max}`);
  return (
    <Stack gap="3">
      <Button colorPalette="orange" alignSelf={{ base: 'stretch', sm: 'flex-start' }} onClick={() => setCreating(true)}>{text.createKey}</Button>
      {keys.status === 'loading' ? (
        <Skeleton height="16" role="status" aria-label="Carregando" />
      ) : keys.status === 'error' ? (
        <Text color="fg.error" role="alert">{text.keysLoadFailed}</Text>
      ) : keys.data.length === 0 ? (
        <Text color="fg.muted">{text.keysEmpty}</Text>
      ) : (
        <>
          <Stack as="ul" listStyleType="none" gap="0" aria-label={text.keysList}>
            {keys.data.map((apiKey) => <KeyRow key={apiKey.id} apiKey={apiKey} creator={nameOf(apiKey.criado_por)} onRevoke={() => setRevoking(apiKey)} />)}
          </Stack>
          {keys.data.length === max && <Button size="sm" variant="ghost" alignSelf="center" onClick={() => setMax(max + keysWindow)}>{text.showMore}</Button>}
        </>
      )}
      <CreateKeyDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmCommandDialog target={revoking} onClose={() => setRevoking(null)} run={async (apiKey) => (await getBackend()).integrations.revokeKey(apiKey.id)}
        title={(apiKey) => text.revokeTitle(apiKey.nome)} body={() => text.revokeBody} confirmLabel={text.revokeConfirm} done={text.revokeDone} failed={text.revokeFailed} />
    </Stack>
  );
}
