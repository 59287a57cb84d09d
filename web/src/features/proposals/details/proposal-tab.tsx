import { Stack, Text } from '@chakra-ui/react';
import { formatElapsed } from '@solarcred/domain/elapsed';
import { formatBRL, formatDate } from '@solarcred/domain/format';
import { proposalFirstInstallment } from '@solarcred/domain/installation/due-dates';
import type { Proposal } from '@solarcred/domain/model';
import { labelOf, linhaCreditoOptions } from '@solarcred/domain/options';
import { proposalStatusLabel, shortId } from '@solarcred/domain/proposal-status';
import { teamText } from '@solarcred/domain/team/team-text';
import { useSession } from '../../../backend/use-session';
import { FieldList } from '../../../ui/field-list';
import { EditForm } from './edit-form';
import { EnergySection } from './energy-section';
import { SimulationSection } from './simulation-section';
import { priorityLabel, reasonTitle } from './texts';
import { useNow } from '../../../ui/use-now';

/** The reason an admin gave with 'Pendente Correção' or 'Reprovada', shown to the integrator too. */
function StatusReason({ proposal }: { proposal: Proposal }) {
  const title = reasonTitle[proposal.status];
  if (!title || !proposal.status_motivo) return null;
  return (
    <Stack gap="1" bg="bg.warning" borderRadius="md" p="3" borderWidth="1px" borderColor="border.warning" data-testid="status-reason">
      <Text fontSize="sm" fontWeight="semibold">{title}</Text>
      <Text fontSize="sm">{proposal.status_motivo}</Text>
    </Stack>
  );
}

/** 'Proposta': value, status (and for how long), date, integrator with priority, additional info; admins edit priority and value. */
export function ProposalTab({ proposal }: { proposal: Proposal }) {
  const session = useSession();
  const isAdmin = session.status === 'signed-in' && session.role === 'admin';
  const now = useNow();
  const since = proposal.status_desde ?? proposal.created_at;
  return (
    <Stack gap="5" data-testid="proposal-tab">
      <StatusReason proposal={proposal} />
      <FieldList
        title="Proposta"
        entries={[
          { label: 'Valor da proposta', value: formatBRL(proposal.valor_proposta) },
          { label: 'Status', value: proposalStatusLabel(proposal.status) },
          { label: 'Neste status há', value: formatElapsed(now - since) },
          { label: 'Data de criação', value: formatDate(proposal.created_at) },
        ]}
      />
      <FieldList
        title="Integrador"
        entries={[
          { label: 'Empresa', value: proposal.integrador.nome_empresa },
          { label: 'E-mail', value: proposal.integrador.email },
          ...(proposal.criado_por_nome ? [{ label: teamText.createdByLabel, value: proposal.criado_por_nome }] : []),
          { label: 'Prioridade', value: priorityLabel(proposal.prioridade) },
        ]}
      />
      <FieldList
        title="Informações adicionais"
        entries={[
          { label: 'ID', value: shortId(proposal.id) },
          { label: 'Linha de crédito', value: labelOf(linhaCreditoOptions, proposal.linha_credito) ?? proposal.linha_credito },
          { label: 'Comentários', value: String(proposal.comentarios_count) },
        ]}
      />
      {proposal.simulacao && <SimulationSection simulation={proposal.simulacao} firstInstallment={proposalFirstInstallment(proposal)} isAdmin={isAdmin} />}
      <EnergySection facts={proposal.conta_luz ?? null} energy={proposal.energia ?? null} hasSimulation={Boolean(proposal.simulacao)} />
      {isAdmin && <EditForm key={`${proposal.prioridade}-${proposal.valor_proposta}`} proposal={proposal} />}
    </Stack>
  );
}
