import { Alert, Button, Card, Group, Input, Link, Text } from '@chakra-ui/react';
import { customerLinkText as text } from '@solarcred/domain/customer-link/texts';
import { whatsappNumber } from '@solarcred/domain/whatsapp';
import { copyLink } from './copy-link';

interface Props {
  url: string;
  /** The card's heading, e.g. 'Link gerado: Maria'. */
  title: string;
  /** The WhatsApp message (it carries the url). */
  message: string;
  phone: string | null;
  /** Why it is shown once, and what to do when lost. */
  note: string;
}

/**
 * A customer link just made or renewed, with 'Copiar link' and 'Enviar por WhatsApp': shown once
 * (the 'Gerar Link de Proposta' page, issue 28; the Contrato tab's signing link, issue 47).
 */
export function IssuedLink({ url, title, message, phone, note }: Props) {
  const number = whatsappNumber(phone);
  // With a phone, the chat opens on it; with an e-mail only, WhatsApp asks whom to send it to.
  const whatsapp = `https://wa.me/${number ?? ''}?text=${encodeURIComponent(message)}`;
  return (
    <Card.Root borderColor="orange.emphasized" borderWidth="2px" aria-labelledby="issued-link-title">
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Text id="issued-link-title" fontWeight="semibold">{title}</Text>
        <Input readOnly value={url} aria-label={text.generated} onFocus={(event) => event.target.select()} fontFamily="mono" fontSize="sm" />
        <Group gap="2" flexWrap="wrap">
          <Button colorPalette="orange" onClick={() => void copyLink(url, { copied: text.copied, failed: text.copyFailed })}>{text.copy}</Button>
          <Button asChild variant="outline" colorPalette="green">
            <Link href={whatsapp} target="_blank" rel="noopener noreferrer">{text.whatsapp}</Link>
          </Button>
        </Group>
        <Alert.Root status="warning" variant="subtle" size="sm">
          <Alert.Indicator />
          <Alert.Description>{note}</Alert.Description>
        </Alert.Root>
      </Card.Body>
    </Card.Root>
  );
}
