/** One pending item: type, text, state, who and when at each step, the answer; the actions of the viewer's role. */
import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@solarcred/domain/format';
import { pendingItemStateLabels, pendingItemTypeLabel, type PendingItem, type PendingItemState } from '@solarcred/domain/pending-items';
import { pendingUi } from './texts';
import { AnswerForm } from './answer-form';
import { ReviewActions } from './review-actions';

const stateColor: Record<PendingItemState, string> = { aberta: 'orange', respondida: 'blue', aceita: 'green' };

interface PendingItemRowProps {
  item: PendingItem;
  role: 'admin' | 'integrador';
  /** 'por você', 'pelo integrador', 'por um administrador'. */
  who: (uid: string) => string;
  onOpenFile: (item: PendingItem) => void;
}

export function PendingItemRow({ item, role, who, onOpenFile }: PendingItemRowProps) {
  const state = (item.estado in stateColor ? item.estado : 'aberta') as PendingItemState;
  return (
    <Stack as="li" gap="2" p="3" borderWidth="1px" borderColor="border" rounded="md" bg="bg.panel" data-testid="pending-item" data-state={state}>
      <Flex justify="space-between" align="flex-start" gap="2" wrap="wrap">
        <Stack gap="0.5" minW="0" flex="1">
          <Text fontWeight="semibold">{pendingItemTypeLabel(item.tipo)}</Text>
          <Text whiteSpace="pre-wrap">{item.texto}</Text>
        </Stack>
        <Flex gap="1.5" wrap="wrap">
          {item.exige_arquivo && <Badge variant="outline" colorPalette="gray">{pendingUi.needsFileTag}</Badge>}
          {item.para_cliente && <Badge variant="subtle" colorPalette="purple">{pendingUi.forCustomerTag}</Badge>}
          <Badge variant="subtle" colorPalette={stateColor[state]} data-testid="pending-state">{pendingItemStateLabels[state]}</Badge>
        </Flex>
      </Flex>
      <Stack gap="0" fontSize="xs" color="fg.muted">
        <Text>{pendingUi.created(who(item.criada_por), formatDateTime(item.criada_em))}</Text>
        {item.respondida_por && item.respondida_em !== null && <Text>{pendingUi.answered(who(item.respondida_por), formatDateTime(item.respondida_em))}</Text>}
        {item.revisada_por && item.revisada_em !== null && state !== 'respondida' && (
          <Text>{pendingUi.reviewed(state, who(item.revisada_por), formatDateTime(item.revisada_em))}</Text>
        )}
      </Stack>
      {item.nota_devolucao && state === 'aberta' && (
        <Text fontSize="sm" bg="bg.warning" borderRadius="sm" px="2" py="1" data-testid="pending-return">
          <strong>{pendingUi.returnedNote}</strong> {item.nota_devolucao}
        </Text>
      )}
      {state !== 'aberta' && (item.resposta_texto || item.resposta_arquivo) && (
        <Flex gap="2" align="center" justify="space-between" wrap="wrap" bg="bg.subtle" rounded="sm" px="2" py="1.5">
          {item.resposta_texto && <Text fontSize="sm" whiteSpace="pre-wrap" flex="1" minW="0">{item.resposta_texto}</Text>}
          {item.resposta_arquivo && (
            <Button size="xs" variant="outline" onClick={() => onOpenFile(item)} aria-label={`${pendingUi.viewFile}: ${pendingItemTypeLabel(item.tipo)}`}>
              {pendingUi.viewFile}
            </Button>
          )}
        </Flex>
      )}
      {role === 'integrador' && state === 'aberta' && <AnswerForm item={item} />}
      {role === 'admin' && state === 'respondida' && <ReviewActions item={item} />}
    </Stack>
  );
}
