import { Alert, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Navigate } from 'react-router-dom';
import { product } from '@solarcred/domain/config';
import { useSession } from '../../backend/use-session';
import { paths } from '../../config/paths';
import { PageSkeleton } from '../../ui/skeleton/page-skeleton';
import { ProfileWizard } from './profile-wizard';
import { wizardText } from './texts';

/** /complete-profile: the partner registration wizard for the signed-in integrator. */
export default function CompleteProfilePage() {
  const session = useSession();
  if (session.status !== 'signed-in' || session.role === null) return <PageSkeleton shape="form" />;
  if (session.role === 'admin') return <Navigate to={paths.admin.dashboard} replace />;
  // A gestor or vendedor has no record of its own to complete (issue 29): its company's area decides.
  if (session.company && session.company.papel !== 'titular') return <Navigate to={paths.integrator.dashboard} replace />;
  // The sign-up trigger creates the record; until it arrives there is nothing to complete.
  if (!session.integrator) return <PageSkeleton shape="form" />;
  const resubmission = session.integrator.status === 'pendente_documentacao';

  return (
    <Container maxW="4xl" py={{ base: '5', md: '10' }} px={{ base: '3', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>{wizardText.title}</Heading>
          <Text color="fg.muted">
            Complete os dados da sua empresa para se tornar parceiro {product.name}.
          </Text>
        </Stack>
        {resubmission && (
          <Alert.Root status="warning" variant="subtle" rounded="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Complete o que falta no seu cadastro</Alert.Title>
              <Alert.Description>
                Seus dados foram preenchidos com o que você já enviou. Os documentos já enviados estão marcados e não
                precisam ser enviados de novo.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <ProfileWizard key={session.user.uid} uid={session.user.uid} email={session.user.email} integrator={session.integrator} />
      </Stack>
    </Container>
  );
}
