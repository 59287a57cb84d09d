import { Badge, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDate } from '@solarcred/domain/format';
import { maxTeamSize } from '@solarcred/domain/team/invitation';
import type { Member } from '@solarcred/domain/team/member';
import { papelLabel } from '@solarcred/domain/team/roles';
import { teamText } from '@solarcred/domain/team/team-text';
import { useLive, type LiveState } from '../../backend/use-live';

/** A company's memberships, live (one query of at most the team's size), the titular first, then by who joined first. */
export function useCompanyMembers(companyId: string | null): LiveState<Member[]> {
  const members = useLive((backend) => (companyId ? backend.team.members(companyId, maxTeamSize) : null), `members-${companyId ?? ''}`);
  if (members.status !== 'ready') return members;
  const sorted = [...members.data].sort((a, b) => Number(b.papel === 'titular') - Number(a.papel === 'titular') || a.entrou_em - b.entrou_em);
  return { status: 'ready', data: sorted };
}

/** Whether the titular (or an admin) may act on this member: an active gestor or vendedor. */
export const isManageable = (member: Member) => member.ativo && member.papel !== 'titular' && member.id !== member.empresa;

export interface MemberListProps {
  members: readonly Member[];
  /** A line under the e-mail (the admin's last sign-in). */
  detail?: (member: Member) => ReactNode;
  /** The row's buttons, beside 'Desde …'. */
  actions?: (member: Member) => ReactNode;
}

/** A company's people: name, role, active or not, e-mail, since when, and the caller's actions on each. */
export function MemberList({ members, detail, actions }: MemberListProps) {
  return (
    <Stack as="ul" listStyleType="none" gap="0" aria-label={teamText.membersList}>
      {members.map((member) => (
        <Stack as="li" key={member.id} gap="0.5" py="2.5" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }} data-testid="member-row">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium">{member.nome}</Text>
            <Badge colorPalette="orange" variant="subtle">{papelLabel(member.papel)}</Badge>
            <Badge colorPalette={member.ativo ? 'green' : 'gray'} variant="subtle">{member.ativo ? teamText.active : teamText.inactive}</Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">{member.email}</Text>
          {detail?.(member)}
          <HStack justify="space-between" gap="2" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">{teamText.joinedOn(formatDate(member.entrou_em))}</Text>
            {actions && <HStack gap="2">{actions(member)}</HStack>}
          </HStack>
        </Stack>
      ))}
    </Stack>
  );
}

/** The members' list while it loads, when it fails, or the list itself (`empty` when nobody is in it). */
export function MembersState({ state, empty, children }: { state: LiveState<Member[]>; empty: ReactNode; children: (members: Member[]) => ReactNode }) {
  if (state.status === 'loading') return <Skeleton height="14" role="status" aria-label="Carregando" />;
  if (state.status === 'error') return <Text color="fg.error" role="alert">{teamText.membersLoadFailed}</Text>;
  if (state.data.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return <>{children(state.data)}</>;
}
