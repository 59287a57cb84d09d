/** One proposal on a board: client, value, date, comments, 'Ver Detalhes'; admins also see the integrator. */
import { Avatar, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { formatBRL, formatDate } from '@solarcred/domain/format';
import type { Proposal } from '@solarcred/domain/model';
import { teamText } from '@solarcred/domain/team/team-text';
import { boardText } from './board-text';
import { PendingCount } from './pending-count';
import { LateInstallationBadge } from './late-installation-badge';
import { ContractBadge } from '../contract/contract-badge';
import { StatusClock } from '../../../ui/sla/status-clock';

/** A photo the browser can show as is (a stored path would need the rules-checked download). */
const displayablePhoto = (photo: string | null | undefined) => (photo && /^(https?:|data:|blob:)/.test(photo) ? photo : undefined);

function CommentIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </svg>
  );
}

interface CardBodyProps {
  proposal: Proposal;
  admin: boolean;
  onDetails?: ((id: string) => void) | undefined;
  /** The drag handle (admins), placed beside the client name. */
  handle?: ReactNode;
}

function CardBody({ proposal, admin, onDetails, handle }: CardBodyProps) {
  const comments = proposal.comentarios_count ?? 0;
  return (
    <Stack gap="2">
      <Flex align="flex-start" gap="2" justify="space-between">
        <Text fontWeight="semibold" lineClamp={2} data-testid="card-client">{proposal.cliente_nome}</Text>
        {handle}
      </Flex>
      <Flex justify="space-between" align="baseline" gap="2">
        <Text fontWeight="bold" color="green.700" _dark={{ color: 'green.300' }}>{formatBRL(proposal.valor_proposta)}</Text>
        <Text fontSize="xs" color="fg.muted">{formatDate(proposal.created_at)}</Text>
      </Flex>
      {proposal.criado_por_nome && <Text fontSize="xs" color="fg.muted" truncate data-testid="card-creator">{teamText.createdBy(proposal.criado_por_nome)}</Text>}
      <PendingCount proposal={proposal} />
      <LateInstallationBadge proposal={proposal} />
      <ContractBadge proposal={proposal} />
      <StatusClock proposal={proposal} />
      {admin && (
        <HStack gap="2" minW="0">
          <Avatar.Root size="xs" colorPalette="orange" color={{ base: 'orange.900', _dark: 'orange.100' }}>
            <Avatar.Fallback name={proposal.integrador.nome_empresa} />
            <Avatar.Image src={displayablePhoto(proposal.integrador.foto_perfil)} alt="" />
          </Avatar.Root>
          <Box minW="0">
            <Text fontSize="xs" fontWeight="medium" truncate>{proposal.integrador.nome_empresa}</Text>
            <Text fontSize="xs" color="fg.muted" truncate>{proposal.integrador.email}</Text>
          </Box>
        </HStack>
      )}
      <Flex justify="space-between" align="center" gap="2">
        <HStack gap="1" color="fg.muted" fontSize="xs" data-testid="card-comments">
          <CommentIcon />
          <Text>{boardText.comments(comments)}</Text>
        </HStack>
        <Button size="xs" variant="outline" onClick={() => onDetails?.(proposal.id)} aria-label={`${boardText.details}: ${proposal.cliente_nome}`}>
          {boardText.details}
        </Button>
      </Flex>
    </Stack>
  );
}

/** Memoised: a drag re-renders every draggable card (dnd-kit's context), not their contents. */
export const ProposalCardBody = memo(CardBody);

interface CardFrameProps {
  highlighted?: boolean;
  dragging?: boolean;
  overlay?: boolean;
  children: ReactNode;
}

/** The card's box; an arriving card glows briefly (its colour change needs no motion). */
export function CardFrame({ highlighted = false, dragging = false, overlay = false, children }: CardFrameProps) {
  return (
    <Box
      bg="bg"
      borderWidth="1px"
      borderColor={highlighted ? 'orange.500' : 'border'}
      boxShadow={overlay ? 'lg' : highlighted ? '0 0 0 3px var(--chakra-colors-orange-300)' : 'xs'}
      rounded="md"
      p="3"
      opacity={dragging ? 0.4 : 1}
      transition="box-shadow 0.3s, border-color 0.3s"
      data-highlighted={highlighted || undefined}
    >
      {children}
    </Box>
  );
}
