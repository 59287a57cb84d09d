import { Avatar, Badge, Box, DataList, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { defaultProfileName } from '@solarcred/domain/handlers/sign-up';
import { initialsOf } from '@solarcred/domain/profile-settings';
import { papelLabel } from '@solarcred/domain/team/roles';
import type { SessionCompany } from '@solarcred/domain/team/session-company';
import { teamText } from '@solarcred/domain/team/team-text';
import { PageSkeleton } from '../../ui/skeleton/page-skeleton';
import { SectionCard } from './section-card';
import { MyDataLink } from './my-data-link';
import { SettingsCard } from './settings-card';
import { adminText, profileText } from './texts';
import { useOwnAccount } from './use-own-profile';

/**
 * A gestor's or vendedor's 'Meu Perfil' (issue 45): its account in the company (name, e-mail,
 * company, role and what the role sees) and its settings (dark mode, password). The company's
 * record, photo and payout are the titular's: not shown here.
 */
export function MemberProfile({ company }: { company: SessionCompany }) {
  const account = useOwnAccount();
  if (!account) return <PageSkeleton shape="form" />;
  const { email, profile } = account;
  const name = profile?.nome && profile.nome !== defaultProfileName ? profile.nome : email;
  const papel = papelLabel(company.papel);
  const sees = company.papel === 'titular' ? null : teamText.papelHints[company.papel];

  return (
    <Box p={{ base: '4', md: '8' }} maxW="5xl">
      <Heading as="h1" size="2xl">{profileText.title}</Heading>
      <Text color="fg.muted" mb="6">{teamText.memberProfileSubtitle(company.nome)}</Text>
      <MyDataLink />
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6" alignItems="start">
        <SectionCard id="member-account-title" title={adminText.accountTitle}>
          <Stack direction="row" align="center" gap="4">
            <Avatar.Root size="2xl" colorPalette="orange" variant="solid" aria-hidden="true">
              <Avatar.Fallback>{initialsOf(name)}</Avatar.Fallback>
            </Avatar.Root>
            <Box minW="0">
              <Text fontWeight="semibold" fontSize="lg" truncate>{name}</Text>
              <Badge colorPalette="orange">{papel}</Badge>
            </Box>
          </Stack>
          <DataList.Root orientation="vertical" size="sm" gap="3">
            <DataList.Item>
              <DataList.ItemLabel>{adminText.email}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-all">{email}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{teamText.memberCompanyLabel}</DataList.ItemLabel>
              <DataList.ItemValue>{company.nome}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{teamText.papelLabel}</DataList.ItemLabel>
              <DataList.ItemValue>{papel}</DataList.ItemValue>
            </DataList.Item>
            {sees && (
              <DataList.Item>
                <DataList.ItemLabel>{teamText.memberRoleSees}</DataList.ItemLabel>
                <DataList.ItemValue>{sees}</DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList.Root>
          <Text fontSize="sm" color="fg.muted">{teamText.memberCompanyData}</Text>
        </SectionCard>
        <SettingsCard />
      </Grid>
    </Box>
  );
}
