import { Badge, Flex, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { formatLongDate } from '@solarcred/domain/format';
import { adminTabOf } from '@solarcred/domain/integrator-status';
import { adminIntegrators as text } from '@solarcred/domain/messages';
import { adminIntegratorTabs, type AdminIntegratorTab } from '@solarcred/domain/options';
import { DetailsDialog } from './details-dialog';
import { EditDialog } from './edit-dialog';
import { IntegratorsTable } from './integrators-table';
import { ListToolbar } from './list-toolbar';
import { PaginationBar } from '../../ui/pagination-bar';
import { ReviewDialog } from './review-dialog';
import type { RowAction } from './row-actions';
import { StatusCounters } from './status-counters';
import { useIntegratorList } from './use-integrator-list';

const isTab = (value: string): value is AdminIntegratorTab => adminIntegratorTabs.some((tab) => tab.value === value);

const emptyText: Record<AdminIntegratorTab, string> = {
  pendente_cadastro: 'Nenhuma conta aguardando cadastro.',
  pendente_aprovacao: text.emptyAwaiting,
  aprovado: 'Nenhum integrador aprovado.',
  rejeitado: 'Nenhum integrador rejeitado.',
};

/** /admin/integrators, 'Gerenciar Integradores': counters, search and filter, four tabs, row actions. */
export default function IntegratorsPage() {
  const list = useIntegratorList();
  const [dialog, setDialog] = useState<{ action: RowAction; id: string } | null>(null);
  const close = () => setDialog(null);
  // Dialogs show the live row, so an open dialog follows changes made elsewhere (and closes when its row leaves the tab).
  const record = useMemo(() => (dialog ? (list.items.find((i) => i.id === dialog.id) ?? null) : null), [dialog, list.items]);
  const openFor = (action: RowAction) => (dialog?.action === action ? record : null);
  // Approve and reject apply only while the record awaits approval: the dialog closes if it stops doing so.
  const reviewable = record !== null && adminTabOf(record.status) === 'pendente_aprovacao';
  const review = dialog && reviewable && (dialog.action === 'approve' || dialog.action === 'reject') ? { kind: dialog.action, integrator: record } : null;
  const longDate = formatLongDate(Date.now());
  const today = longDate.charAt(0).toUpperCase() + longDate.slice(1);

  return (
    <Stack gap="5" p={{ base: '4', md: '8' }}>
      <Flex justify="space-between" align={{ md: 'flex-end' }} gap="2" direction={{ base: 'column', md: 'row' }}>
        <Stack gap="1">
          <Heading as="h1" size="xl">Gerenciar Integradores</Heading>
          <Text color="fg.muted">Aprove, rejeite e acompanhe os cadastros de integradores.</Text>
        </Stack>
        <Text color="fg.muted" fontSize="sm" data-testid="today">{today}</Text>
      </Flex>

      <StatusCounters totals={list.totals} loading={list.status === 'loading'} />
      <ListToolbar {...list} />

      <Tabs.Root value={list.tab} onValueChange={(details) => isTab(details.value) && list.setTab(details.value)} variant="enclosed" lazyMount>
        {/* Two by two on phones, so every tab and its count stays in view. */}
        <Tabs.List display={{ base: 'grid', md: 'flex' }} gridTemplateColumns="1fr 1fr" bg="bg" borderWidth="1px">
          {adminIntegratorTabs.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              h="auto"
              minH="10"
              py="1.5"
              textAlign="start"
              justifyContent={{ base: 'space-between', md: 'flex-start' }}
            >
              {tab.label}
              <Badge size="sm" variant="subtle" colorPalette={list.tab === tab.value ? 'orange' : 'gray'}>
                {list.totals[tab.value]}
              </Badge>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {adminIntegratorTabs.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value} pt="3">
            {list.tab === tab.value && (
              <>
                <IntegratorsTable
                  tab={tab.value}
                  items={list.items}
                  loading={list.status === 'loading'}
                  empty={list.filtering ? 'Nenhum integrador encontrado com estes filtros.' : emptyText[tab.value]}
                  onAction={(action, integrator) => setDialog({ action, id: integrator.id })}
                />
                <PaginationBar more={list.more} loading={list.loadingMore} onMore={list.loadMore} />
              </>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <DetailsDialog integrator={openFor('details')} onClose={close} />
      <EditDialog integrator={openFor('edit')} onClose={close} />
      <ReviewDialog target={review} onClose={close} />
    </Stack>
  );
}
