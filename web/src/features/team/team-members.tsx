import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Member } from '@solarcred/domain/team/member';
import { teamText as text } from '@solarcred/domain/team/team-text';
import type { LiveState } from '../../backend/use-live';
import { DeactivateMemberDialog } from '../../ui/team/deactivate-dialog';
import { isManageable, MemberList, MembersState } from '../../ui/team/member-list';
import { ReactivateDialog } from './team-reactivate-dialog';
import { RoleDialog } from './team-role-dialog';

/** A gestor or vendedor the titular turned off: it may be turned back on (issue 45). */
const isReactivatable = (member: Member) => !member.ativo && member.papel !== 'titular' && member.id !== member.empresa;

/** The titular's people: each active gestor or vendedor with 'Alterar papel' and 'Desativar'; a deactivated one with 'Reativar'. */
export function TeamMembers({ members }: { members: LiveState<Member[]> }) {
  const [changing, setChanging] = useState<Member | null>(null);
  const [deactivating, setDeactivating] = useState<Member | null>(null);
  const [reactivating, setReactivating] = useState<Member | null>(null);
  return (
    <>
      <MembersState state={members} empty={text.onlyYou}>
        {(list) => (
          <>
          <MemberList
            members={list}
            actions={(member) =>
              isReactivatable(member) ? (
                <Button size="xs" variant="outline" colorPalette="orange" aria-label={text.reactivateLabel(member.nome)} onClick={() => setReactivating(member)}>
                  {text.reactivate}
                </Button>
              ) : isManageable(member) && (
                <>
                  <Button size="xs" variant="outline" aria-label={text.changeRoleLabel(member.nome)} onClick={() => setChanging(member)}>
                    {text.changeRole}
                  </Button>
                  <Button size="xs" variant="outline" colorPalette="red" aria-label={text.deactivateLabel(member.nome)} onClick={() => setDeactivating(member)}>
                    {text.deactivate}
                  </Button>
                </>
              )
            }
          />
          {list.every((member) => !isManageable(member)) && <Text fontSize="sm" color="fg.muted" mt="2">{text.onlyYou}</Text>}
          </>
        )}
      </MembersState>
      <RoleDialog target={changing} onClose={() => setChanging(null)} />
      <DeactivateMemberDialog target={deactivating} onClose={() => setDeactivating(null)} />
      <ReactivateDialog target={reactivating} onClose={() => setReactivating(null)} />
    </>
  );
}
