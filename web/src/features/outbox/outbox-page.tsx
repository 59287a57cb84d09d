import { Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDateTime } from '@solarcred/domain/format';
import type { MailDocument } from '@solarcred/domain/mail/select';
import { useLive } from '../../backend/use-live';
import { env } from '../../config/env';
import { outboxText as text } from './texts';

/** A window of e-mails; 'Carregar mais' grows it by as much. */
const PAGE = 20;
const PREVIEW_CHARS = 180;

const preview = (body: string) => {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS - 1)}…` : flat;
};

function MailRow({ mail }: { mail: MailDocument }) {
  return (
    <Box as="li" listStyleType="none" bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }} data-testid="outbox-mail">
      <Stack gap="1">
        <Text fontWeight="semibold" data-testid="outbox-subject">{mail.message.subject}</Text>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
          {text.to}: <Text as="span" color="fg" data-testid="outbox-to">{mail.to}</Text> · {text.sentAt} {formatDateTime(mail.created_at)}
        </Text>
        <Text fontSize="sm" mt="1">{preview(mail.message.text)}</Text>
        <Box as="details" mt="1" fontSize="sm">
          <Box as="summary" cursor="pointer" color="orange.fg" fontWeight="medium">{text.showBody}</Box>
          <Text whiteSpace="pre-wrap" wordBreak="break-word" mt="2" p="3" bg="bg.muted" borderRadius="md" data-testid="outbox-body">{mail.message.text}</Text>
        </Box>
      </Stack>
    </Box>
  );
}

/** /admin/outbox, 'Caixa de saída': the e-mails the demo queued in mail/{id}, newest first. */
export default function OutboxPage() {
  const [limit, setLimit] = useState(PAGE);
  const list = useLive((backend) => backend.outbox?.recent(limit) ?? null, String(limit));
  const demo = env.VITE_BACKEND === 'memory';
  const items = list.status === 'ready' ? list.data : [];

  return (
    <Stack gap="5" p={{ base: '4', md: '8' }} maxW="4xl">
      <Stack gap="1">
        <Heading as="h1" size="xl">{text.title}</Heading>
        <Text color="fg.muted">{demo ? text.subtitle : text.demoOnly}</Text>
      </Stack>
      {demo && list.status === 'loading' && <Stack gap="3">{[0, 1, 2].map((i) => <Skeleton key={i} h="24" borderRadius="lg" />)}</Stack>}
      {list.status === 'error' && <Text color="fg.error" role="alert">{text.loadFailure}</Text>}
      {list.status === 'ready' && items.length === 0 && (
        <Stack align="center" gap="2" py="12" px="4" bg="bg" borderWidth="1px" borderStyle="dashed" borderRadius="lg" textAlign="center" data-testid="outbox-empty">
          <Heading as="h2" size="md">{text.emptyTitle}</Heading>
          <Text color="fg.muted">{text.emptyHint}</Text>
        </Stack>
      )}
      {items.length > 0 && (
        <Stack as="ul" gap="3" p="0" m="0" aria-label={text.title}>
          {items.map((mail) => <MailRow key={mail.id} mail={mail} />)}
        </Stack>
      )}
      {items.length === limit && (
        <Button variant="outline" alignSelf="center" onClick={() => setLimit((current) => current + PAGE)}>{text.loadMore}</Button>
      )}
    </Stack>
  );
}
