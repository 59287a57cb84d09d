import { Button, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { formatDateTime } from '@solarcred/domain/format';
import type { Member } from '@solarcred/domain/team/member';
import { teamText } from '@solarcred/domain/team/team-text';
import { getBackend } from '../../backend';
import { DeactivateMemberDialog } from '../../ui/team/deactivate-dialog';
import { isManageable, MemberList, MembersState, useCompanyMembers } from '../../ui/team/member-list';

/** When each member last signed in (Auth knows it, not Firestore): asked once per company; {} until then or on failure. */
function useLastSignIns(companyId: string): Record<string, number | null> {
  const [signIns, setSignIns] = useState<{ companyId: string; value: Record<string, number | null> }>({ companyId, value: {} });
  useEffect(() => {
    let active = true;
    void getBackend()
      .then((backend) => backend.team.lastSignIns(companyId))
      .then((value) => active && setSignIns({ companyId, value }))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [companyId]);
  return signIns.companyId === companyId ? signIns.value : {};
}

/**
 * 'Membros' (issue 29): who works for the company — name, e-mail, role, active or not, since when,
 * last sign-in — and, for an active gestor or vendedor, 'Desativar' after a confirmation. One
 * query of at most the team's size (membros where empresa == the company).
 */
export function MembersSection({ integratorId }: { integratorId: string }) {
  const members = useCompanyMembers(integratorId);
  const [deactivating, setDeactivating] = useState<Member | null>(null);
  const signIns = useLastSignIns(integratorId);
  return (
    <>
      <MembersState state={members} empty={teamText.noMembers}>
        {(list) => (
          <MemberList
            members={list}
            detail={(member) =>
              member.id in signIns && (
                <Text fontSize="sm" color="fg.muted" data-testid="member-last-sign-in">
                  {signIns[member.id] ? teamText.lastSignIn(formatDateTime(signIns[member.id] ?? 0)) : teamText.neverSignedIn}
                </Text>
              )
            }
            actions={(member) =>
              isManageable(member) && (
                <Button size="xs" variant="outline" colorPalette="red" aria-label={teamText.deactivateLabel(member.nome)} onClick={() => setDeactivating(member)}>
                  {teamText.deactivate}
                </Button>
              )
            }
          />
        )}
      </MembersState>
      <DeactivateMemberDialog target={deactivating} onClose={() => setDeactivating(null)} />
    </>
  );
}
