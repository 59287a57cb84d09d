import { Flex, Text } from '@chakra-ui/react';
import { adminDashboard } from '@solarcred/domain/constants';
import { formatDate } from '@solarcred/domain/format';
import { signupsInWindow, signupsThisMonth } from '@solarcred/domain/integrator-stats';
import { adminIntegrators as text } from '@solarcred/domain/messages';
import type { Integrator, IntegratorStats } from '@solarcred/domain/model';
import type { LiveState } from '../../backend/use-live';
import { paths } from '../../config/paths';
import { ListCard } from '../../ui/list-card';

const integratorsTab = (tab: string) => ({ to: `${paths.admin.integrators}?aba=${tab}`, label: 'Ver todos' });

function Row({ primary, secondary, date }: { primary: string; secondary?: string; date: number }) {
  return (
    <Flex justify="space-between" align="center" gap="3" py="2.5">
      <Flex direction="column" minW="0">
        <Text fontWeight="medium" truncate>{primary}</Text>
        {secondary && <Text fontSize="sm" color="fg.muted" truncate>{secondary}</Text>}
      </Flex>
      <Text fontSize="sm" color="fg.muted" flexShrink={0}>{formatDate(date)}</Text>
    </Flex>
  );
}

/** Up to 5 integrators awaiting approval: company, e-mail and sign-up date. */
export function AwaitingApprovalCard({ state }: { state: LiveState<Integrator[]> }) {
  return (
    <ListCard
      title="Aguardando aprovação"
      link={integratorsTab('pendente_aprovacao')}
      state={state}
      empty={text.emptyAwaiting}
      placeholders={adminDashboard.pendingApprovalList}
      itemKey={(integrator) => integrator.id}
      renderItem={(integrator) => <Row primary={integrator.nome_empresa} secondary={integrator.email} date={integrator.created_at} />}
    />
  );
}

/** Up to 5 new accounts that have not completed the profile: e-mail and sign-up date. */
export function NewSignupsCard({ state, stats }: { state: LiveState<Integrator[]>; stats: IntegratorStats | null }) {
  const now = Date.now();
  const caption = stats
    ? `Cadastros: ${signupsInWindow(stats, now, adminDashboard.newSignupsWindowDays)} nos últimos ${adminDashboard.newSignupsWindowDays} dias · ${signupsThisMonth(stats, now)} neste mês`
    : undefined;
  return (
    <ListCard
      title="Novos cadastros"
      caption={caption}
      link={integratorsTab('pendente_cadastro')}
      state={state}
      empty={text.emptySignups}
      placeholders={adminDashboard.newSignupsList}
      itemKey={(integrator) => integrator.id}
      renderItem={(integrator) => <Row primary={integrator.email} date={integrator.created_at} />}
    />
  );
}
