import { Button, Field, Flex, HStack, Input, Link, NativeSelect, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { analyticsText as text, formatCount, formatRatio, rankingSortLabels } from '@solarcred/domain/analytics/analytics-text';
import { lateInstallationsOf } from '@solarcred/domain/analytics/figures';
import { rankingPageSize, rankingSorts, type RankingRow, type RankingSort } from '@solarcred/domain/analytics/types';
import { formatBRL } from '@solarcred/domain/format';
import { Section } from './section';
import { useSearchTerm } from '../../ui/use-search-term';
import { useRanking } from './use-ranking';

const isSort = (value: string): value is RankingSort => (rankingSorts as readonly string[]).includes(value);

/** The integrators' ranking, all time: sortable by the five sorts, 20 a page, searchable by name. */
export function RankingSection({ today, onChoose }: { today: string; onChoose: (row: RankingRow) => void }) {
  const [sort, setSort] = useState<RankingSort>('funil.enviadas');
  const [query, setQuery] = useState('');
  const term = useSearchTerm(query);
  const ranking = useRanking(sort, term);
  const state = ranking.state;
  const offset = (ranking.pageNumber - 1) * rankingPageSize;
  return (
    <Section id="analise-ranking" title={text.ranking} caption={text.rankingCaption}>
      <Stack gap="3">
        <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
          <Field.Root flex="2">
            <Field.Label>{text.rankingSearch}</Field.Label>
            <Input type="search" bg="bg" value={query} onChange={(event) => setQuery(event.target.value)} data-testid="ranking-search" />
          </Field.Root>
          <Field.Root flex="1">
            <Field.Label>{text.sortBy}</Field.Label>
            <NativeSelect.Root bg="bg">
              <NativeSelect.Field value={sort} onChange={(event) => isSort(event.target.value) && setSort(event.target.value)} data-testid="ranking-sort">
                {rankingSorts.map((value) => <option key={value} value={value}>{rankingSortLabels[value]}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Flex>
        {state.status === 'loading' && <Stack gap="2" role="status" aria-busy="true" aria-label={text.loading}>{[0, 1, 2].map((index) => <Skeleton key={index} h="8" />)}</Stack>}
        {state.status === 'error' && <Text color="fg.error" role="alert">{text.rankingFailure}</Text>}
        {state.status === 'ready' && state.page.rows.length === 0 && <Text color="fg.muted">{term ? text.rankingSearchEmpty : text.rankingEmpty}</Text>}
        {state.status === 'ready' && state.page.rows.length > 0 && (
          <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} aria-label={text.ranking}>
            <Table.Root size="sm" data-testid="ranking">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader textAlign="end">{text.position}</Table.ColumnHeader>
                  <Table.ColumnHeader>{text.integrator}</Table.ColumnHeader>
                  {rankingSorts.map((value) => (
                    <Table.ColumnHeader key={value} textAlign="end" aria-sort={value === sort ? 'descending' : undefined}>{rankingSortLabels[value]}</Table.ColumnHeader>
                  ))}
                  <Table.ColumnHeader textAlign="end">{text.lateInstallations}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {state.page.rows.map((row, index) => (
                  <Table.Row key={row.integrador_id} data-testid="ranking-row" data-id={row.integrador_id}>
                    <Table.Cell textAlign="end">{offset + index + 1}</Table.Cell>
                    <Table.Cell as="th" scope="row" fontWeight="normal" textAlign="start" minW="40">
                      <Link as="button" color="orange.fg" textAlign="start" onClick={() => onChoose(row)} aria-label={text.filterBy(row.nome)}>{row.nome}</Link>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{formatCount(row.funil.enviadas)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatCount(row.funil.aprovadas)}</Table.Cell>
                    <Table.Cell textAlign="end">{row.funil.aprovadas + row.reprovadas === 0 ? '—' : formatRatio(row.taxa_aprovacao)}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">{formatBRL(row.volume_centavos)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatCount(row.pendencias)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatCount(lateInstallationsOf(row, today))}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
        <HStack as="nav" aria-label={text.ranking} justify="space-between">
          <Button size="sm" variant="outline" bg="bg" disabled={ranking.pageNumber === 1} onClick={ranking.previous}>{text.previous}</Button>
          <Text fontSize="sm" color="fg.muted" data-testid="ranking-page">{text.page(ranking.pageNumber)}</Text>
          <Button size="sm" variant="outline" bg="bg" disabled={state.status !== 'ready' || !state.page.more} onClick={ranking.next}>{text.next}</Button>
        </HStack>
      </Stack>
    </Section>
  );
}
