import { Badge, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@solarcred/domain/format';
import { labelOf } from '@solarcred/domain/options';
import { maxTeamSize } from '@solarcred/domain/team/invitation';
import { papelOptions } from '@solarcred/domain/team/roles';
import { teamText } from '@solarcred/domain/team/team-text';
import { useLive } from '../../backend/use-live';

/**
 * 'Membros' (issue 29): who works for the company — name, e-mail, role, active or not, since when.
 * One query of at most the team's size (membros where empresa == the company).
 */
export function MembersSection({ integratorId }: { integratorId: string }) {
  const members = useLive((backend) => backend.team.members(integratorId, maxTeamSize), `members-${integratorId}`);
  if (members.status === 'loading') return <Skeleton height="14" />;
  if (members.status === 'error') return <Text color="red.fg">Não foi possível carregar os membros.</Text>;
  const sorted = [...members.data].sort((a, b) => Number(b.papel === 'titular') - Number(a.papel === 'titular') || a.entrou_em - b.entrou_em);
  if (sorted.length === 0) return <Text color="fg.muted">{teamText.noMembers}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="0" aria-label={teamText.membersList}>
      {sorted.map((member) => (
        <Stack as="li" key={member.id} gap="0.5" py="2.5" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }} data-testid="member-row">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium">{member.nome}</Text>
            <Badge colorPalette="orange" variant="subtle">{labelOf(papelOptions, member.papel) ?? member.papel}</Badge>
            <Badge colorPalette={member.ativo ? 'green' : 'gray'} variant="subtle">{member.ativo ? teamText.active : teamText.inactive}</Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">{member.email}</Text>
          <Text fontSize="sm" color="fg.muted">{teamText.joinedOn(formatDate(member.entrou_em))}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
