import { Alert, Button, Card, Group, Input, Text } from '@chakra-ui/react';
import { teamText as text } from '@solarcred/domain/team/team-text';
import { copyLink } from '../../ui/copy-link';

/** Copies an invitation's link, saying whether it worked. */
export const copyInvitationLink = (url: string) => copyLink(url, { copied: text.linkCopied, failed: text.linkCopyFailed });

/** An invitation's new link (issue 45), shown once above the list: the field and 'Copiar'. */
export function IssuedInvitationLink({ email, url }: { email: string; url: string }) {
  return (
    <Card.Root borderColor="orange.emphasized" borderWidth="2px" mb="3" aria-labelledby="invitation-link-title" data-testid="invitation-link">
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Text id="invitation-link-title" fontWeight="semibold" wordBreak="break-all">{text.inviteLinkTitle(email)}</Text>
        <Group attached w="full">
          <Input readOnly value={url} aria-label={text.inviteLinkTitle(email)} onFocus={(event) => event.target.select()} fontFamily="mono" fontSize="sm" />
          <Button colorPalette="orange" onClick={() => void copyInvitationLink(url)}>{text.copyLink}</Button>
        </Group>
        <Alert.Root status="warning" variant="subtle" size="sm">
          <Alert.Indicator />
          <Alert.Description>{text.inviteLinkHint}</Alert.Description>
        </Alert.Root>
      </Card.Body>
    </Card.Root>
  );
}
