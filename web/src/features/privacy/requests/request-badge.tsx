/** A request's type and state as badges (the person's list and the admin's queue). */
import { Badge, HStack } from '@chakra-ui/react';
import { requestsText as text } from '@solarcred/domain/privacy/requests-text';
import type { PrivacyRequest } from '@solarcred/domain/privacy/types';

const statePalette = { aberta: 'blue', em_andamento: 'orange', concluida: 'green', recusada: 'gray' } as const;

export function RequestBadges({ request }: { request: Pick<PrivacyRequest, 'tipo' | 'situacao'> }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Badge variant="outline">{text.typeLabel[request.tipo]}</Badge>
      <Badge colorPalette={statePalette[request.situacao]} data-testid="request-state">{text.stateLabel[request.situacao]}</Badge>
    </HStack>
  );
}
