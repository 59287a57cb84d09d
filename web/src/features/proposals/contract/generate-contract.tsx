/**
 * Admin: 'Gerar contrato' (the generateContract callable). With an unsigned current version it
 * asks first (the new version replaces it); a signed contract is never replaced. Without approval
 * or a saved simulation the button stays and the server's reason is shown beside it (the same
 * check, generateContractCheck, the callable runs).
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { contractText } from '@solarcred/domain/contract/contract-text';
import type { StoredContract } from '@solarcred/domain/contract/types';
import type { Proposal } from '@solarcred/domain/model';
import { getBackend } from '../../../backend';
import { DialogShell } from '../../../ui/dialog/dialog-shell';
import { runCommand } from '../../../ui/run-command';
import { contractUi as ui } from './texts';

/** Why generation would be refused, said before anyone presses (null: it may go). */
function refusal(proposal: Proposal): string | null {
  if (proposal.status !== 'aprovada') return contractText.notApproved;
  if (!proposal.simulacao) return contractText.noSimulation;
  return null;
}

export function GenerateContract({ proposal, current }: { proposal: Proposal; current: StoredContract | null }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (current?.estado === 'assinado') return null;
  const replaces = current !== null && current.estado !== 'substituido';
  const blocked = refusal(proposal);

  const generate = async () => {
    setBusy(true);
    const ok = await runCommand(async () => void (await (await getBackend()).contracts.generate(proposal.id)), ui.generated, ui.generateFailure);
    setBusy(false);
    if (ok) setAsking(false);
  };

  return (
    <Stack gap="2" align="flex-start" borderTopWidth="1px" pt="4">
      <Button size="sm" colorPalette="orange" loading={busy && !asking} loadingText={ui.generating} disabled={blocked !== null}
        onClick={() => (replaces ? setAsking(true) : void generate())}>
        {contractText.generate}
      </Button>
      {blocked && current && <Text fontSize="sm" color="fg.muted" data-testid="contract-blocked">{blocked}</Text>}
      <DialogShell kind="confirm" open={asking} onClose={() => setAsking(false)} busy={busy} title={ui.replaceTitle}
        submit={{ label: ui.replaceConfirm, colorPalette: 'orange' }}
        onSubmit={(event) => {
          event.preventDefault();
          void generate();
        }}>
        <Text fontSize="sm">{ui.replaceText(current?.versao ?? 0)}</Text>
      </DialogShell>
    </Stack>
  );
}
