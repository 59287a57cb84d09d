import type { Member } from '@solarcred/domain/team/member';
import { papelLabel } from '@solarcred/domain/team/roles';
import { teamText as text } from '@solarcred/domain/team/team-text';
import { getBackend } from '../../backend';
import { MemberCommandDialog } from '../../ui/team/member-command-dialog';

/** The titular turns a deactivated gestor or vendedor back on, with the role it had (reactivateMember, issue 45). */
export function ReactivateDialog({ target, onClose }: { target: Member | null; onClose: () => void }) {
  return (
    <MemberCommandDialog target={target} onClose={onClose} run={async (id) => (await getBackend()).team.reactivate(id)}
      title={text.reactivateTitle} body={(member) => text.reactivateBody(papelLabel(member.papel).toLowerCase())} confirmLabel={text.reactivateConfirm}
      colorPalette="orange" done={text.reactivateDone} failed={text.reactivateFailed} />
  );
}
