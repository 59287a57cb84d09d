import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { profilePage } from '@solarcred/domain/messages';
import { useSession } from '../../backend/use-session';
import { PageSkeleton } from '../../ui/skeleton/page-skeleton';
import { AccountStatusCard } from './account-status-card';
import { CompanyCards, SupportContactsCard } from './company-cards';
import { DocumentOpeningsCard } from './document-openings-card';
import { PayoutDestinationCard } from './payout-destination-card';
import { PhotoCard } from './photo-card';
import { EmailSwitchesCard } from './email-switches';
import { MemberProfile } from './member-profile';
import { MyDataLink } from './my-data-link';
import { SettingsCard } from './settings-card';
import { profileText } from './texts';

/** /integrator/profile ('Meu Perfil'): photo, account status, settings, and the company data read-only; a gestor's or vendedor's own account (issue 45). */
export default function IntegratorProfilePage() {
  const session = useSession();
  if (session.status === 'signed-in' && session.company && session.company.papel !== 'titular') return <MemberProfile company={session.company} />;
  if (session.status !== 'signed-in' || session.integrator === undefined) return <PageSkeleton shape="form" />;
  const integrator = session.integrator;

  return (
    <Box p={{ base: '4', md: '8' }} maxW="6xl">
      <Heading as="h1" size="2xl">{profileText.title}</Heading>
      <Text color="fg.muted" mb="6">{profileText.subtitle}</Text>
      <MyDataLink />
      {integrator === null ? (
        <Stack role="alert">
          <Text fontWeight="semibold">{profilePage.loadFailureTitle}</Text>
          <Text color="fg.muted">{profilePage.loadFailure}</Text>
        </Stack>
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: '320px 1fr' }} gap="6" alignItems="start">
          <Stack gap="6">
            <PhotoCard company={integrator.nome_empresa} photo={integrator.foto_perfil} />
            <AccountStatusCard status={integrator.status} createdAt={integrator.created_at} />
            <SettingsCard />
            <EmailSwitchesCard profile={session.profile} />
          </Stack>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="6" alignItems="start">
            <CompanyCards integrator={integrator} />
            <SupportContactsCard />
            <Box gridColumn={{ md: 'span 2' }}>
              <PayoutDestinationCard uid={integrator.id} />
            </Box>
            {integrator.status === 'aprovado' && (
              <Box gridColumn={{ md: 'span 2' }}>
                <DocumentOpeningsCard companyId={integrator.id} />
              </Box>
            )}
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
