import { Box, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { installationText } from '@solarcred/domain/installation/installation-text';
import { contractText } from '@solarcred/domain/contract/contract-text';
import { ContractTemplateCard } from './contract-template/contract-template-card';
import { PageSkeleton } from '../../ui/skeleton/page-skeleton';
import { InstallationTargetsForm } from './installation-targets-form';
import { FundingSettingsForm, fundingSettingsText } from './funding-settings-form';
import { NameForm } from './name-form';
import { NotificationSwitches } from './notification-switches';
import { SectionCard } from './section-card';
import { SlaForm, slaFormText } from './sla-form';
import { ChangePasswordButton, DarkModeSwitch } from './settings-card';
import { adminText } from './texts';
import { useOwnAccount } from './use-own-profile';

/** /admin/settings ('Configurações'): name and e-mail, notification switches, appearance, password. */
export default function AdminSettingsPage() {
  const account = useOwnAccount();
  if (!account) return <PageSkeleton shape="form" />;
  const { email, profile } = account;

  return (
    <Box p={{ base: '4', md: '8' }} maxW="3xl">
      <Heading as="h1" size="2xl">{adminText.settingsTitle}</Heading>
      <Text color="fg.muted" mb="6">{adminText.settingsSubtitle}</Text>
      <Stack gap="6">
        <SectionCard id="account-title" title={adminText.accountTitle}>
          <NameForm name={profile?.nome ?? ''} disabled={!profile} />
          <DataList.Root orientation="vertical" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{adminText.email}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="account-email">{email}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </SectionCard>
        <SectionCard id="notifications-title" title={adminText.notificationsTitle}>
          <NotificationSwitches profile={profile} />
        </SectionCard>
        <SectionCard id="sla-title" title={slaFormText.title}>
          <SlaForm />
        </SectionCard>
        <SectionCard id="installation-targets-title" title={installationText.settings.title}>
          <InstallationTargetsForm />
        </SectionCard>
        <SectionCard id="funding-settings-title" title={fundingSettingsText.title}>
          <FundingSettingsForm />
        </SectionCard>
        <SectionCard id="contract-template-title" title={contractText.templateTitle}>
          <ContractTemplateCard />
        </SectionCard>
        <SectionCard id="security-title" title={adminText.securityTitle}>
          <DarkModeSwitch />
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Text fontWeight="medium">Senha</Text>
            <ChangePasswordButton />
          </HStack>
        </SectionCard>
      </Stack>
    </Box>
  );
}
