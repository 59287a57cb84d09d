/**
 * /meus-dados (issue 51): the signed-in person's rights (LGPD art. 18) — 'Baixar meus dados' (a
 * ZIP the backend builds: progress, then 'Baixar'), 'Pedir correção', 'Pedir exclusão' — and its
 * requests, live, with their state, deadline and answer. One open request at a time.
 */
import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { isOpenState } from '@solarcred/domain/privacy/requests';
import { requestsText as text } from '@solarcred/domain/privacy/requests-text';
import type { PrivacyRequestType } from '@solarcred/domain/privacy/types';
import { getBackend } from '../../../backend';
import { useLive } from '../../../backend/use-live';
import { runCommand } from '../../../ui/run-command';
import { useNow } from '../../../ui/use-now';
import { CorrectionDialog, DeletionDialog } from './my-data-dialogs';
import { MyRequestItem } from './my-request-item';

const listSize = 20;

export default function MyDataPage() {
  const requests = useLive((backend) => backend.privacy.mine(listSize), 'privacy-mine');
  const now = useNow();
  const [dialog, setDialog] = useState<'correcao' | 'exclusao' | null>(null);
  const [busy, setBusy] = useState(false);
  const open = requests.status === 'ready' && requests.data.some((request) => isOpenState(request.situacao));
  const send = (tipo: PrivacyRequestType, detalhe = '') =>
    runCommand(async () => void (await (await getBackend()).privacy.request({ tipo, detalhe })), text.requested, text.requestFailed);
  const download = async () => {
    setBusy(true);
    await send('acesso');
    setBusy(false);
  };
  return (
    <Stack gap="6" maxW="3xl" p={{ base: '4', md: '8' }}>
      <Stack gap="2">
        <Heading as="h1" size="xl">{text.myDataTitle}</Heading>
        <Text color="fg.muted">{text.myDataIntro}</Text>
      </Stack>
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="orange" loading={busy} disabled={open} onClick={() => void download()}>{text.download}</Button>
        <Button variant="outline" disabled={open} onClick={() => setDialog('correcao')}>{text.askCorrection}</Button>
        <Button variant="outline" colorPalette="red" disabled={open} onClick={() => setDialog('exclusao')}>{text.askDeletion}</Button>
      </HStack>
      {open && <Text fontSize="sm" color="fg.muted">{text.alreadyOpen}</Text>}
      <Card.Root as="section" aria-labelledby="my-requests" size="sm">
        <Card.Header>
          <Card.Title as="h2" id="my-requests" fontSize="md">{text.myRequests}</Card.Title>
        </Card.Header>
        <Card.Body pt="0">
          {requests.status === 'loading' && <Text color="fg.muted" role="status">{text.loading}…</Text>}
          {requests.status === 'error' && <Text color="fg.error" role="alert">{text.listFailed}</Text>}
          {requests.status === 'ready' && requests.data.length === 0 && <Text color="fg.muted">{text.noRequests}</Text>}
          {requests.status === 'ready' && requests.data.length > 0 && (
            <Stack as="ul" listStyleType="none" gap="0">
              {requests.data.map((request) => <MyRequestItem key={request.id} request={request} now={now} />)}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
      <CorrectionDialog open={dialog === 'correcao'} onClose={() => setDialog(null)} onSend={(detalhe) => send('correcao', detalhe)} />
      <DeletionDialog open={dialog === 'exclusao'} onClose={() => setDialog(null)} onSend={(detalhe) => send('exclusao', detalhe)} />
    </Stack>
  );
}
