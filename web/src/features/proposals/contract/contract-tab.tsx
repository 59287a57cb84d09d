/**
 * The details' 'Contrato' tab (issue 47): the current version of the proposal's credit contract,
 * its state live (gerado → enviado → visualizado → assinado), its dates and hash, the PDFs, the
 * evidence once signed, the versions it replaced; the admin generates a new one. The same for every
 * reader the rules allow (admins, the company's titular and gestor, the vendedor who sent it).
 */
import { Badge, Button, Heading, HStack, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { contractText } from '@solarcred/domain/contract/contract-text';
import { contractStateAt } from '@solarcred/domain/contract/lifecycle';
import { contractStillSignable } from '@solarcred/domain/contract/signing-link';
import type { StoredContract } from '@solarcred/domain/contract/types';
import { formatDateTime } from '@solarcred/domain/format';
import type { Proposal } from '@solarcred/domain/model';
import { everyProposal, proposalScope, scopeKey } from '@solarcred/domain/team/scope';
import { contractVersionsShown } from '../../../backend/port-contracts';
import { useLive } from '../../../backend/use-live';
import { useCompany, useSession } from '../../../backend/use-session';
import { FieldList } from '../../../ui/field-list';
import { useNow } from '../../../ui/use-now';
import { downloadContract } from './download';
import { GenerateContract } from './generate-contract';
import { SigningLink } from './signing-link';
import { contractStatePalette, contractUi as ui } from './texts';

const when = (ms: number | null) => (ms === null ? ui.notYet : formatDateTime(ms));
/** The first and last 8 hex digits: enough to compare by eye; the whole hash is in the title. */
const shortHash = (hash: string) => (hash.length > 20 ? `${hash.slice(0, 8)}…${hash.slice(-8)}` : hash);

function DownloadButton({ contractId, signed, label }: { contractId: string; signed: boolean; label: string }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    await downloadContract(contractId, signed);
    setBusy(false);
  };
  return (
    <Button size="sm" variant={signed ? 'solid' : 'outline'} colorPalette={signed ? 'green' : 'gray'} loading={busy} onClick={() => void run()}>
      {label}
    </Button>
  );
}

function Current({ contract, now }: { contract: StoredContract; now: number }) {
  const state = contractStateAt(contract, now);
  const signature = contract.assinatura;
  return (
    <Stack gap="3" data-testid="contract-current" data-state={state} data-version={contract.versao}>
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Heading as="h3" size="sm">{ui.title} · {ui.version(contract.versao)}</Heading>
        <Badge colorPalette={contractStatePalette[state]} variant="subtle" data-testid="contract-state">{contractText.stateLabel[state]}</Badge>
      </HStack>
      <FieldList
        entries={[
          { label: ui.generatedAt, value: when(contract.gerado_em) },
          { label: ui.sentAt, value: when(contract.enviado_em) },
          { label: ui.viewedAt, value: when(contract.visualizado_em) },
          ...(signature ? [{ label: ui.signedAt, value: when(signature.assinado_em) }] : [{ label: ui.validUntil, value: when(contract.expira_em) }]),
          { label: ui.hash, value: <Text as="span" fontFamily="mono" title={contract.sha256} data-testid="contract-hash">{shortHash(contract.sha256)}</Text> },
        ]}
      />
      <HStack gap="2" wrap="wrap">
        <DownloadButton contractId={contract.id} signed={false} label={ui.download} />
        {signature && <DownloadButton contractId={contract.id} signed label={ui.downloadSigned} />}
      </HStack>
      {signature && (
        <Stack gap="2" bg="bg.success" borderWidth="1px" borderColor="border.success" rounded="md" p="3" data-testid="contract-evidence">
          <FieldList
            title={contractText.evidenceTitle}
            entries={[
              { label: ui.evidenceName, value: signature.nome_digitado },
              { label: ui.signedAt, value: when(signature.assinado_em) },
              { label: ui.evidenceCode, value: <Text as="span" fontFamily="mono">{signature.codigo_verificacao}</Text> },
              { label: ui.evidenceEmail, value: signature.email_mascarado },
            ]}
          />
        </Stack>
      )}
    </Stack>
  );
}

function Older({ versions }: { versions: StoredContract[] }) {
  if (versions.length === 0) return null;
  return (
    <Stack gap="2" data-testid="contract-older">
      <Heading as="h3" size="sm">{ui.older}</Heading>
      <List.Root listStyleType="none" gap="2">
        {versions.map((contract) => (
          <List.Item key={contract.id} data-testid="contract-older-version" data-version={contract.versao}>
            <HStack justify="space-between" gap="2" wrap="wrap" fontSize="sm">
              <HStack gap="2">
                <Badge colorPalette={contractStatePalette[contract.estado]} variant="subtle">{contractText.stateLabel[contract.estado]}</Badge>
                <Text>{ui.olderEntry(contract.versao, when(contract.substituido_em))}</Text>
              </HStack>
              <Button size="xs" variant="ghost" aria-label={ui.downloadVersion(contract.versao)} onClick={() => void downloadContract(contract.id, false)}>
                {ui.download}
              </Button>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** Why there is no contract yet: not approved, or no saved simulation (the contract needs its schedule). */
function NoContract({ proposal }: { proposal: Proposal }) {
  const message = proposal.status !== 'aprovada' ? ui.waitingApproval : !proposal.simulacao ? contractText.noSimulation : ui.none;
  return <Text color="fg.muted" data-testid="contract-none">{message}</Text>;
}

export function ContractTab({ proposal }: { proposal: Proposal }) {
  const session = useSession();
  const company = useCompany();
  const isAdmin = session.status === 'signed-in' && session.role === 'admin';
  // An integrator's query names its company (and a vendedor itself): the filters the rules can prove.
  const scope = isAdmin ? everyProposal : company && session.status === 'signed-in' ? proposalScope(session.user.uid, company) : null;
  const live = useLive((backend) => (scope ? backend.contracts.ofProposal(proposal.id, scope, contractVersionsShown) : null), `contracts-${proposal.id}-${scope ? scopeKey(scope) : 'waiting'}`);
  const now = useNow();
  if (live.status === 'loading') return <Skeleton height="24" />;
  if (live.status === 'error') return <Text color="fg.error" role="alert">{ui.loadFailure}</Text>;
  const [current, ...older] = live.data;
  return (
    <Stack gap="5" data-testid="contract-tab">
      {current ? <Current contract={current} now={now} /> : <NoContract proposal={proposal} />}
      {isAdmin && <GenerateContract proposal={proposal} current={current ?? null} />}
      {/* The company's people (the rules let them read it): a link for the customer to sign on, while there is something to sign. */}
      {!isAdmin && current && proposal.status === 'aprovada' && contractStillSignable(current, now) && <SigningLink proposal={proposal} />}
      <Older versions={older} />
    </Stack>
  );
}
