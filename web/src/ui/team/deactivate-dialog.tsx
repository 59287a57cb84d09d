import type { Member } from '@solarcred/domain/team/member';
import { teamText } from '@solarcred/domain/team/team-text';
import { getBackend } from '../../backend';
import { MemberCommandDialog } from './member-command-dialog';

/** Asks before turning a member off (the titular's 'Equipe', the admin's 'Membros'): what it loses, what stays with the company. */
export function DeactivateMemberDialog({ target, onClose }: { target: Member | null; onClose: () => void }) {
  return (
    <MemberCommandDialog target={target} onClose={onClose} run={async (id) => (await getBackend()).team.deactivate(id)}
      title={teamText.deactivateTitle} body={() => teamText.deactivateBody} confirmLabel={teamText.deactivateConfirm} colorPalette="red"
      done={teamText.deactivateDone} failed={teamText.deactivateFailed} />
  );
}
