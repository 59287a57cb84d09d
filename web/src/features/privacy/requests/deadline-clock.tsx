/**
 * A request's legal deadline as the status clocks show time (issue 51): 'Faltam N dias', 'Vence
 * hoje' or, past it, a highlighted 'Atrasada há N dias' with an icon (never colour alone).
 */
import { HStack, Text } from '@chakra-ui/react';
import { formatDate } from '@solarcred/domain/format';
import { deadlineClock } from '@solarcred/domain/privacy/requests';
import { requestsText as text } from '@solarcred/domain/privacy/requests-text';
import { AlertIcon, ClockIcon } from '../../../ui/sla/icons';

export function DeadlineClock({ prazoEm, now }: { prazoEm: number; now: number }) {
  const clock = deadlineClock(prazoEm, now);
  const urgent = clock.atrasada || clock.vence_hoje;
  return (
    <HStack
      gap="1.5"
      fontSize="xs"
      px={urgent ? '2' : '0'}
      py={urgent ? '1' : '0'}
      rounded="sm"
      bg={clock.atrasada ? 'red.subtle' : clock.vence_hoje ? 'orange.subtle' : undefined}
      color={clock.atrasada ? 'red.fg' : clock.vence_hoje ? 'orange.fg' : 'fg.muted'}
      borderWidth={urgent ? '1px' : '0'}
      borderColor={clock.atrasada ? 'red.muted' : 'orange.muted'}
      title={text.deadline(formatDate(prazoEm))}
      data-testid="deadline-clock"
      data-late={clock.atrasada || undefined}
      w="fit-content"
    >
      {urgent ? <AlertIcon /> : <ClockIcon />}
      <Text as="span" fontWeight={urgent ? 'semibold' : undefined}>{clock.texto}</Text>
    </HStack>
  );
}
