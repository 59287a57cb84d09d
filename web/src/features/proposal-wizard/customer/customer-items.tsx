import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { CustomerPendingItem } from '@solarcred/domain/customer-link/commands';
import { customerLinkText as text } from '@solarcred/domain/customer-link/texts';
import { pendingItemStateLabels, type PendingItemState } from '@solarcred/domain/pending-items';
import type { GuestLinkPort } from '../../../backend/port-customer-links';
import { PendingAnswerForm } from '../../../ui/pending-answer-form';

const stateColors: Record<PendingItemState, string> = { aberta: 'orange', respondida: 'blue', aceita: 'green' };

interface Props {
  guest: GuestLinkPort;
  token: string;
  items: CustomerPendingItem[];
  /** After an answer: read the page's state again. */
  onAnswered: () => void;
}

/** The pending items addressed to the customer (issue 28): each open one takes a file and/or a text. */
export function CustomerItems({ guest, token, items, onAnswered }: Props) {
  if (items.length === 0) return null;
  return (
    <Card.Root as="section" aria-labelledby="customer-items-title">
      <Card.Body gap="4" p={{ base: '4', md: '6' }}>
        <Stack gap="1">
          <Heading as="h2" id="customer-items-title" size="md">{text.itemsTitle}</Heading>
          <Text fontSize="sm" color="fg.muted">{text.itemsHelp}</Text>
        </Stack>
        <Stack as="ul" gap="4" listStyleType="none">
          {items.map((item) => (
            <Stack as="li" key={item.id} gap="2" borderWidth="1px" borderColor="border" rounded="md" p="3" aria-label={item.tipo}>
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">{item.tipo}</Text>
                <Badge colorPalette={stateColors[item.estado as PendingItemState] ?? 'gray'}>{pendingItemStateLabels[item.estado as PendingItemState] ?? item.estado}</Badge>
              </HStack>
              <Text>{item.texto}</Text>
              {item.notaDevolucao && item.estado === 'aberta' && <Text fontSize="sm" color="fg.warning">{text.returnedNote(item.notaDevolucao)}</Text>}
              {item.estado === 'aberta' && (
                <PendingAnswerForm exigeArquivo={item.exigeArquivo}
                  upload={(file, onProgress) => guest.uploadAnswer(token, item.id, file, onProgress)}
                  answer={async (answer) => {
                    await guest.answerItem(token, item.id, answer);
                    onAnswered();
                  }} />
              )}
            </Stack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
