import { Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { Member } from '@solarcred/domain/team/member';
import { invitablePapeis, type InvitablePapel } from '@solarcred/domain/team/roles';
import { teamText as text } from '@solarcred/domain/team/team-text';
import { getBackend } from '../../backend';
import { DialogShell } from '../../ui/dialog/dialog-shell';
import { useLastNonNull } from '../../ui/dialog/use-last-non-null';
import { runCommand } from '../../ui/run-command';
import { RoleChoice } from './team-role-choice';

/** The role a member would get: the other one a titular may give. */
const otherRole = (member: Member | null): InvitablePapel => invitablePapeis.find((papel) => papel !== member?.papel) ?? 'vendedor';

/** The titular gives an active gestor or vendedor the other role (changeMemberRole). */
export function RoleDialog({ target, onClose }: { target: Member | null; onClose: () => void }) {
  const shown = useLastNonNull(target);
  const [busy, setBusy] = useState(false);
  // Chosen for this opening; until touched, the role the member does not have.
  const [chosen, setChosen] = useState<{ id: string; papel: InvitablePapel } | null>(null);
  const papel = chosen && chosen.id === shown?.id ? chosen.papel : otherRole(shown);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!shown || busy) return;
    if (papel === shown.papel) {
      onClose();
      return;
    }
    setBusy(true);
    const done = await runCommand(async () => (await getBackend()).team.changeRole(shown.id, papel), text.roleChanged, text.roleChangeFailed, { brief: true });
    setBusy(false);
    if (done) onClose();
  };
  return (
    <DialogShell kind="confirm" open={target !== null} onClose={onClose} busy={busy} title={text.changeRoleTitle(shown?.nome ?? '')}
      submit={{ label: text.changeRoleConfirm, colorPalette: 'orange' }} onSubmit={(event) => void save(event)} onExitComplete={() => setChosen(null)}>
      <Stack gap="4">
        <RoleChoice name="novo-papel" value={papel} onChange={(next) => shown && setChosen({ id: shown.id, papel: next })} disabled={busy} />
        <Text fontSize="sm" color="fg.muted">{text.changeRoleBody}</Text>
      </Stack>
    </DialogShell>
  );
}
