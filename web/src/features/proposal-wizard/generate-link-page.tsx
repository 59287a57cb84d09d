import { Alert, Container, Heading, Stack } from '@chakra-ui/react';
import { proposalSubmit } from '@solarcred/domain/messages';

/** /integrator/generate-link: the specification's placeholder (a later issue builds the real link). */
export default function GenerateLinkPage() {
  return (
    <Container maxW="4xl" py={{ base: '5', md: '8' }} px={{ base: '3', md: '6' }}>
      <Stack gap="6">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>{proposalSubmit.generateLinkTitle}</Heading>
        <Alert.Root status="info" variant="subtle" rounded="lg">
          <Alert.Indicator />
          <Alert.Description>{proposalSubmit.generateLinkPending}</Alert.Description>
        </Alert.Root>
      </Stack>
    </Container>
  );
}
