import { Avatar, Badge, Box, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@solarcred/domain/format';
import { initialsOf } from '@solarcred/domain/profile-settings';
import { PageSkeleton } from '../../ui/skeleton/page-skeleton';
import { MyDataLink } from './my-data-link';
import { NameForm } from './name-form';
import { SectionCard } from './section-card';
import { adminText, profileText } from './texts';
import { useOwnAccount } from './use-own-profile';

/** /admin/profile: the admin's account — name (editable), e-mail, role, member since. */
export default function AdminProfilePage() {
  const account = useOwnAccount();
  if (!account) return <PageSkeleton shape="form" />;
  const { email, profile } = account;
  const name = profile?.nome ?? '';

  return (
    <Box p={{ base: '4', md: '8' }} maxW="3xl">
      <Heading as="h1" size="2xl">{adminText.profileTitle}</Heading>
      <Text color="fg.muted" mb="6">{adminText.profileSubtitle}</Text>
      <MyDataLink />
      <SectionCard id="admin-account-title" title={adminText.accountTitle}>
        <Stack direction="row" align="center" gap="4">
          <Avatar.Root size="2xl" colorPalette="orange" variant="solid" aria-hidden="true">
            <Avatar.Fallback>{initialsOf(name || email)}</Avatar.Fallback>
          </Avatar.Root>
          <Box minW="0">
            <Text fontWeight="semibold" fontSize="lg" truncate>{name || email}</Text>
            <Badge colorPalette="orange">{adminText.roleAdmin}</Badge>
          </Box>
        </Stack>
        <NameForm name={name} disabled={!profile} />
        <DataList.Root orientation="vertical" size="sm" gap="3">
          <DataList.Item>
            <DataList.ItemLabel>{adminText.email}</DataList.ItemLabel>
            <DataList.ItemValue>{email}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{adminText.role}</DataList.ItemLabel>
            <DataList.ItemValue>{adminText.roleAdmin}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{profileText.memberSince}</DataList.ItemLabel>
            <DataList.ItemValue>{profile ? formatDate(profile.created_at) : 'N/A'}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </SectionCard>
    </Box>
  );
}
