/** One of the person's requests: type, state, dates, the deadline while open, the answer, and the access ZIP's progress or 'Baixar'. */
import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDate } from '@solarcred/domain/format';
import { isOpenState } from '@solarcred/domain/privacy/requests';
import { requestsText as text } from '@solarcred/domain/privacy/requests-text';
import type { PrivacyRequest } from '@solarcred/domain/privacy/types';
import { runCommand } from '../../../ui/run-command';
import { DeadlineClock } from './deadline-clock';
import { downloadPrivacyExport } from './download-export';
import { RequestBadges } from './request-badge';

function ExportState({ request }: { request: PrivacyRequest }) {
  const [busy, setBusy] = useState(false);
  const exportacao = request.exportacao;
  if (!exportacao) return null;
  if (exportacao.estado === 'pronta') {
    const download = async () => {
      setBusy(true);
      await runCommand(() => downloadPrivacyExport(request.id), text.downloadStarted, text.exportFailed, { brief: true });
      setBusy(false);
    };
    return <Button size="sm" colorPalette="orange" loading={busy} onClick={() => void download()} w="fit-content">{text.downloadReady}</Button>;
  }
  if (exportacao.estado === 'falhou') return <Text fontSize="sm" color="fg.error" role="alert">{exportacao.erro ?? text.exportFailed}</Text>;
  return (
    <HStack gap="2" role="status" data-testid="export-progress">
      <Spinner size="xs" />
      <Text fontSize="sm" color="fg.muted">{text.preparing(exportacao.arquivos, 0)}</Text>
    </HStack>
  );
}

export function MyRequestItem({ request, now }: { request: PrivacyRequest; now: number }) {
  return (
    <Box as="li" py="3" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }} data-testid="my-request">
      <Stack gap="1.5">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <RequestBadges request={request} />
          <Text fontSize="xs" color="fg.muted">{text.createdAt(formatDate(request.criada_em))}</Text>
        </HStack>
        {isOpenState(request.situacao) && <DeadlineClock prazoEm={request.prazo_em} now={now} />}
        {request.detalhe && <Text fontSize="sm" whiteSpace="pre-wrap">{request.detalhe}</Text>}
        {request.resposta && (
          <Text fontSize="sm">
            <Text as="span" fontWeight="semibold">{text.answer}: </Text>
            {request.resposta}
          </Text>
        )}
        <ExportState request={request} />
      </Stack>
    </Box>
  );
}
