import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useSession } from '../../backend/use-session';
import { LoadingScreen } from '../../ui/loading-screen';
import { ProposalWizard } from './proposal-wizard';
import { wizardText } from './texts';

/** /integrator/submit-proposal ('Subir Proposta'); the integrator area lets only approved integrators in. */
export default function SubmitProposalPage() {
  const session = useSession();
  if (session.status !== 'signed-in') return <LoadingScreen />;
  return (
    <Container maxW="4xl" py={{ base: '5', md: '8' }} px={{ base: '3', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>{wizardText.title}</Heading>
          <Text color="fg.muted">{wizardText.subtitle}</Text>
        </Stack>
        <ProposalWizard key={session.user.uid} uid={session.user.uid} />
      </Stack>
    </Container>
  );
}
