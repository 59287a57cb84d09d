/**
 * The time a proposal has spent in its status ('há 3 dias'), and, past its status's SLA, a
 * highlighted 'Atrasada' label with an icon (never colour alone). Reads the screen's SLA clock.
 */
import { HStack, Text } from '@chakra-ui/react';
import { formatElapsed } from '@solarcred/domain/elapsed';
import type { Proposal } from '@solarcred/domain/model';
import { isLate, slaOf, statusSince } from '@solarcred/domain/sla';
import { AlertIcon, ClockIcon } from './icons';
import { useSlaScope } from './sla-clock-context';
import { slaText } from './sla-text';

type ClockedProposal = Pick<Proposal, 'status' | 'status_desde' | 'created_at'>;

export function StatusClock({ proposal }: { proposal: ClockedProposal }) {
  const scope = useSlaScope();
  if (!scope) return null;
  const elapsed = formatElapsed(scope.now - statusSince(proposal));
  const late = isLate(proposal, scope.cutoffs);
  const sla = scope.horas ? slaOf(scope.horas, proposal.status) : null;
  return (
    <HStack
      gap="1.5"
      fontSize="xs"
      px={late ? '2' : '0'}
      py={late ? '1' : '0'}
      rounded="sm"
      bg={late ? 'red.subtle' : undefined}
      color={late ? 'red.fg' : 'fg.muted'}
      borderWidth={late ? '1px' : '0'}
      borderColor="red.muted"
      title={late && sla ? slaText.lateTitle(sla) : undefined}
      data-testid="status-clock"
      data-late={late || undefined}
    >
      {late ? <AlertIcon /> : <ClockIcon />}
      {late && <Text as="span" fontWeight="semibold">{slaText.late}</Text>}
      {late && <Text as="span" aria-hidden="true">·</Text>}
      <Text as="span">{slaText.inStatusFor(elapsed)}</Text>
    </HStack>
  );
}
