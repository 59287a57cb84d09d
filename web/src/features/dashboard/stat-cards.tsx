import { Card, SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import { integratorStatusColor } from '@solarcred/domain/integrator-status';
import type { DashboardStats } from '../../backend/port';
import type { LiveState } from '../../backend/use-live';

interface Counter {
  label: string;
  /** null while loading or after a failure. */
  value: number | null;
  help?: string | undefined;
  color: string;
}

/**
 * The four counters, read only from stats/integradores and stats/propostas. 'Aguardando cadastro'
 * counts pendente_cadastro and pendente_documentacao together: both are profiles still to be
 * completed, and the 'Gerenciar Integradores' tab of the same name lists both.
 */
function counters(stats: DashboardStats): Counter[] {
  const byStatus = stats.integradores?.por_status;
  const documentation = byStatus?.pendente_documentacao ?? 0;
  return [
    { label: 'Integradores aprovados', value: byStatus?.aprovado ?? 0, color: shade('aprovado') },
    { label: 'Aguardando aprovação', value: byStatus?.pendente_aprovacao ?? 0, color: shade('pendente_aprovacao') },
    {
      label: 'Aguardando cadastro',
      value: (byStatus?.pendente_cadastro ?? 0) + documentation,
      help: documentation > 0 ? `Inclui ${documentation} com documentação pendente` : undefined,
      color: shade('pendente_cadastro'),
    },
    { label: 'Propostas recebidas', value: stats.propostas?.total ?? 0, color: 'purple.600' },
  ];
}

/** The status colours of every screen (domain), at the shade the management counters use. */
function shade(status: keyof typeof integratorStatusColor): string {
  return `${integratorStatusColor[status]}.600`;
}

const labels = ['Integradores aprovados', 'Aguardando aprovação', 'Aguardando cadastro', 'Propostas recebidas'];

/** The dashboard's counter cards (skeletons while loading, a dash after a failure). */
export function StatCards({ state }: { state: LiveState<DashboardStats> }) {
  const items: Counter[] =
    state.status === 'ready' ? counters(state.data) : labels.map((label) => ({ label, value: null, color: 'fg' }));
  return (
    <SimpleGrid columns={{ base: 2, xl: 4 }} gap="4" as="section" aria-label="Resumo">
      {items.map((item) => (
        <Card.Root key={item.label} size="sm" data-testid="stat">
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{item.label}</Stat.Label>
              {item.value === null && state.status === 'loading' ? (
                <Stat.ValueText aria-busy="true">
                  <Skeleton height="9" width="16" />
                </Stat.ValueText>
              ) : (
                <Stat.ValueText fontSize="3xl" color={item.color} data-testid="stat-value">
                  {item.value ?? '—'}
                </Stat.ValueText>
              )}
              {/* A <dl> holds only <dt>/<dd>: Chakra's help text is a <span>, so it is rendered as a <dd>. */}
              {item.help && <Stat.HelpText as="dd">{item.help}</Stat.HelpText>}
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
