import { Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { formatDate, formatDateTime } from '@solarcred/domain/format';
import { labelOf } from '@solarcred/domain/options';
import { maxTeamSize } from '@solarcred/domain/team/invitation';
import { papelOptions } from '@solarcred/domain/team/roles';
import { teamText } from '@solarcred/domain/team/team-text';
import type { Member } from '@solarcred/domain/team/member';
import { getBackend } from '../../backend';
import { useLive } from '../../backend/use-live';
import { DialogShell } from '../../ui/dialog/dialog-shell';
import { useLastNonNull } from '../../ui/dialog/use-last-non-null';
import { runCommand } from '../../ui/run-command';

/** Asks before turning a member off: what it loses, what stays with the company. */
function DeactivateDialog({ target, onClose }: { target: Member | null; onClose: () => void }) {
  const shown = useLastNonNull(target);
  const [busy, setBusy] = useState(false);
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!shown || busy) return;
    setBusy(true);
    const done = await runCommand(async () => (await getBackend()).team.deactivate(shown.id), teamText.deactivateDone, teamText.deactivateFailed);
    setBusy(false);
    if (done) onClose();
  };
  return (
    <DialogShell kind="confirm" open={target !== null} onClose={onClose} busy={busy} title={teamText.deactivateTitle(shown?.nome ?? '')}
      submit={{ label: teamText.deactivateConfirm, colorPalette: 'red' }} onSubmit={(event) => void confirm(event)}>
      <Text>{teamText.deactivateBody}</Text>
    </DialogShell>
  );
}

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
 * last sign-in —
 * and, for an active gestor or vendedor, 'Desativar' after a confirmation. One query of at most the
 * team's size (membros where empresa == the company).
 */
export function MembersSection({ integratorId }: { integratorId: string }) {
  const members = useLive((backend) => backend.team.members(integratorId, maxTeamSize), `members-${integratorId}`);
  const [deactivating, setDeactivating] = useState<Member | null>(null);
  const signIns = useLastSignIns(integratorId);
  if (members.status === 'loading') return <Skeleton height="14" />;
  if (members.status === 'error') return <Text color="red.fg">Não foi possível carregar os membros.</Text>;
  const sorted = [...members.data].sort((a, b) => Number(b.papel === 'titular') - Number(a.papel === 'titular') || a.entrou_em - b.entrou_em);
  if (sorted.length === 0) return <Text color="fg.muted">{teamText.noMembers}</Text>;
  return (
    <>
    <Stack as="ul" listStyleType="none" gap="0" aria-label={teamText.membersList}>
      {sorted.map((member) => (
        <Stack as="li" key={member.id} gap="0.5" py="2.5" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }} data-testid="member-row">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium">{member.nome}</Text>
            <Badge colorPalette="orange" variant="subtle">{labelOf(papelOptions, member.papel) ?? member.papel}</Badge>
            <Badge colorPalette={member.ativo ? 'green' : 'gray'} variant="subtle">{member.ativo ? teamText.active : teamText.inactive}</Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">{member.email}</Text>
          {member.id in signIns && (
            <Text fontSize="sm" color="fg.muted" data-testid="member-last-sign-in">
              {signIns[member.id] ? teamText.lastSignIn(formatDateTime(signIns[member.id] ?? 0)) : teamText.neverSignedIn}
            </Text>
          )}
          <HStack justify="space-between" gap="2" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">{teamText.joinedOn(formatDate(member.entrou_em))}</Text>
            {member.ativo && member.papel !== 'titular' && (
              <Button size="xs" variant="outline" colorPalette="red" aria-label={teamText.deactivateLabel(member.nome)} onClick={() => setDeactivating(member)}>
                {teamText.deactivate}
              </Button>
            )}
          </HStack>
        </Stack>
      ))}
    </Stack>
    <DeactivateDialog target={deactivating} onClose={() => setDeactivating(null)} />
    </>
  );
}
