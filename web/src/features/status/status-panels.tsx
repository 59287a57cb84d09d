import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { guard, statusScreen } from '@solarcred/domain/messages';
import { paths } from '../../config/paths';
import { CalendarIcon, CheckCircleIcon, ClockIcon, HelpCircleIcon, XCircleIcon } from './icons';
import { StatusPanel } from './status-panel';
import { statusText } from './texts';

/** aprovado: the congratulation and the way into the integrator area. */
export function ApprovedPanel() {
  return (
    <StatusPanel icon={CheckCircleIcon} palette="green" title={statusText.approvedTitle}
      actions={<Button asChild colorPalette="green"><RouterLink to={paths.integrator.dashboard}>{statusText.toDashboard}</RouterLink></Button>}>
      <Text>{statusText.approvedBody}</Text>
    </StatusPanel>
  );
}

/** pendente_aprovacao (and the legacy pendente): under review, the deadline and 'Atualizar Status'. */
export function AwaitingPanel({ refreshing, onRefresh }: { refreshing: boolean; onRefresh: () => void }) {
  return (
    <StatusPanel icon={ClockIcon} palette="yellow" title={statusScreen.awaitingTitle}
      actions={<Button colorPalette="orange" onClick={onRefresh} loading={refreshing}>{statusText.refresh}</Button>}>
      <Stack gap="3">
        <Text>{statusText.awaitingBody}</Text>
        <HStack gap="2" align="flex-start" color="fg.muted">
          <Box mt="1" flexShrink="0"><CalendarIcon /></Box>
          <Text>{statusText.awaitingDeadline}</Text>
        </HStack>
      </Stack>
    </StatusPanel>
  );
}

/** rejeitado: the rejection, the administrator's reason when given, and the pointer to support. */
export function RejectedPanel({ reason }: { reason: string | null | undefined }) {
  return (
    <StatusPanel icon={XCircleIcon} palette="red" title={statusText.rejectedTitle}>
      <Stack gap="4">
        <Text>{guard.rejected}</Text>
        {reason && (
          <Box bg="red.subtle" borderWidth="1px" borderColor="red.muted" rounded="md" p="4" data-testid="rejection-reason">
            <Text fontWeight="semibold" mb="1">{statusText.rejectionReason}</Text>
            <Text whiteSpace="pre-wrap">{reason}</Text>
          </Box>
        )}
      </Stack>
    </StatusPanel>
  );
}

/** Any status the app does not know. */
export function UnknownPanel() {
  return (
    <StatusPanel icon={HelpCircleIcon} palette="gray" title={statusText.unknownTitle}>
      <Text>{guard.unknownStatus}</Text>
    </StatusPanel>
  );
}
