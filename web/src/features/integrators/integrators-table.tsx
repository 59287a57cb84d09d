import { Badge, Box, Flex, Skeleton, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { formatDate } from '@solarcred/domain/format';
import { integratorStatusBadge } from '@solarcred/domain/integrator-status';
import { maskCnpj } from '@solarcred/domain/masks';
import type { Integrator } from '@solarcred/domain/model';
import type { AdminIntegratorTab } from '@solarcred/domain/options';
import type { ReactNode } from 'react';
import { RowActions, type RowAction } from './row-actions';

interface IntegratorsTableProps {
  tab: AdminIntegratorTab;
  items: Integrator[];
  loading: boolean;
  empty: string;
  onAction: (action: RowAction, integrator: Integrator) => void;
}

interface Column {
  header: string;
  cell: (integrator: Integrator) => ReactNode;
}

function statusBadge(integrator: Integrator) {
  const badge = integratorStatusBadge(integrator.status);
  return <Badge variant="subtle" colorPalette={badge.color}>{badge.label}</Badge>;
}

/** Pending registration is read-only: e-mail, sign-up date (and which of the two pending states). */
function columnsOf(tab: AdminIntegratorTab): Column[] {
  const date: Column = { header: 'Data de cadastro', cell: (i) => formatDate(i.created_at) };
  const email: Column = { header: 'E-mail', cell: (i) => i.email };
  if (tab === 'pendente_cadastro') return [email, date, { header: 'Situação', cell: statusBadge }];
  return [
    { header: 'Empresa', cell: (i) => <Text as="span" fontWeight="medium">{i.nome_empresa}</Text> },
    email,
    { header: 'CNPJ', cell: (i) => (i.cnpj ? maskCnpj(i.cnpj) : '—') },
    date,
  ];
}

/** The rows of one tab: a table from `md` up, stacked cards on phones (never a page-wide scroll). */
export function IntegratorsTable({ tab, items, loading, empty, onAction }: IntegratorsTableProps) {
  const cards = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const columns = columnsOf(tab);
  const hasActions = tab !== 'pendente_cadastro' || items.some((i) => i.status === 'pendente_documentacao');

  if (loading) {
    return (
      <Stack gap="2" aria-busy="true" aria-label="Carregando integradores">
        {Array.from({ length: 5 }, (_, index) => <Skeleton key={index} height="12" />)}
      </Stack>
    );
  }
  if (items.length === 0) return <Text color="fg.muted" py="8" textAlign="center">{empty}</Text>;

  if (cards) {
    return (
      <Stack as="ul" listStyleType="none" gap="3" aria-label="Integradores">
        {items.map((integrator) => (
          <Box as="li" key={integrator.id} borderWidth="1px" borderRadius="md" bg="bg" p="3" data-testid="integrator-row">
            <Stack gap="1">
              {columns.map((column) => (
                <Flex key={column.header} justify="space-between" gap="3" fontSize="sm">
                  <Text color="fg.muted" flexShrink={0}>{column.header}</Text>
                  <Box textAlign="end" minW="0" wordBreak="break-word">{column.cell(integrator)}</Box>
                </Flex>
              ))}
            </Stack>
            {hasActions && <Box mt="3"><RowActions tab={tab} integrator={integrator} onAction={onAction} /></Box>}
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="bg">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => <Table.ColumnHeader key={column.header}>{column.header}</Table.ColumnHeader>)}
            {hasActions && <Table.ColumnHeader textAlign="end">Ações</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((integrator) => (
            <Table.Row key={integrator.id} data-testid="integrator-row">
              {columns.map((column) => <Table.Cell key={column.header}>{column.cell(integrator)}</Table.Cell>)}
              {hasActions && (
                <Table.Cell textAlign="end"><RowActions tab={tab} integrator={integrator} onAction={onAction} /></Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
