/**
 * /integrator/team (issue 29): the titular's 'Equipe' — invite an e-mail as gestor or vendedor,
 * the company's people (change a role, deactivate) and the invitations nobody has used yet. Two
 * live queries of at most the team's size; every write is a callable.
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { invitationState, maxTeamSize } from '@solarcred/domain/team/invitation';
import { teamText as text } from '@solarcred/domain/team/team-text';
import { useLive, type LiveState } from '../../backend/use-live';
import { useCompany } from '../../backend/use-session';
import { useCompanyMembers } from '../../ui/team/member-list';
import { useNow } from '../../ui/use-now';
import { InviteForm } from './team-invite-form';
import type { OpenInvitation } from './team-invitations';
import { TeamInvitations } from './team-invitations';
import { TeamMembers } from './team-members';


/** The company's invitations nobody accepted or revoked (pending, or expired), newest first. */
function useOpenInvitations(companyId: string | null, now: number): LiveState<OpenInvitation[]> {
  const invitations = useLive((backend) => (companyId ? backend.team.invitations(companyId, maxTeamSize) : null), `invitations-${companyId ?? ''}`);
  if (invitations.status !== 'ready') return invitations;
  const open = invitations.data.flatMap((invitation): OpenInvitation[] => {
    const state = invitationState(invitation, now);
    return state === 'pendente' || state === 'expirado' ? [{ invitation, expired: state === 'expirado' }] : [];
  });
  return { status: 'ready', data: open };
}

const deniedCode = (state: LiveState<unknown>) => state.status === 'error' && (state.error as { code?: unknown } | null)?.code === 'permission-denied';

function Section({ id, title, children, aside }: { id: string; title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '6' }} bg="bg.panel">
      <Stack gap="1" mb="4">
        <Heading as="h2" id={id} size="md">{title}</Heading>
        {aside}
      </Stack>
      {children}
    </Box>
  );
}

export default function TeamPage() {
  const companyId = useCompany()?.id ?? null;
  const now = useNow();
  const members = useCompanyMembers(companyId);
  const invitations = useOpenInvitations(companyId, now);
  const teamSize =
    members.status === 'ready' && invitations.status === 'ready'
      ? members.data.filter((member) => member.ativo).length + invitations.data.filter((open) => !open.expired).length
      : null;
  return (
    <Stack gap="6" p={{ base: '4', md: '8' }} maxW="4xl">
      <Stack gap="1">
        <Heading as="h1" size="xl">{text.title}</Heading>
        <Text color="fg.muted">{text.subtitle}</Text>
        {teamSize !== null && <Text fontSize="sm" color="fg.muted" data-testid="team-size">{text.teamCount(teamSize, maxTeamSize)}</Text>}
      </Stack>
      {deniedCode(members) ? (
        <Text role="alert" color="fg.error">{text.titularOnlyScreen}</Text>
      ) : (
        <>
          <Section id="equipe-convidar" title={text.inviteTitle} aside={<Text fontSize="sm" color="fg.muted">{text.inviteHint}</Text>}>
            <InviteForm />
          </Section>
          <Section id="equipe-membros" title={text.membersTitle}>
            <TeamMembers members={members} />
          </Section>
          <Section id="equipe-convites" title={text.invitationsTitle}>
            <TeamInvitations invitations={invitations} />
          </Section>
        </>
      )}
    </Stack>
  );
}
