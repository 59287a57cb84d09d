import { Box, Button, Field, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { analyticsText as text } from '@solarcred/domain/analytics/analytics-text';
import { lineLabel, noLine, noState, stateLabel } from '@solarcred/domain/analytics/labels';
import type { RankingRow } from '@solarcred/domain/analytics/types';
import { linhaCreditoOptions, ufOptions } from '@solarcred/domain/options';
import { getBackend } from '../../backend';
import type { AnalyticsFilterState } from './use-analytics-filter';
import { useSearchTerm } from '../../ui/use-search-term';

function Select({ label, value, all, options, onChange, testId }: { label: string; value: string | null; all: string; options: readonly { value: string; label: string }[]; onChange: (value: string | null) => void; testId: string }) {
  return (
    <Field.Root flex="1" minW="40">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root bg="bg">
        <NativeSelect.Field value={value ?? ''} onChange={(event) => onChange(event.target.value || null)} data-testid={testId}>
          <option value="">{all}</option>
          {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The integrator filter: a search over the ranking rows' name tokens, up to five matches to pick from. */
function IntegratorPicker({ state }: { state: AnalyticsFilterState }) {
  const [query, setQuery] = useState('');
  const term = useSearchTerm(query);
  const [matches, setMatches] = useState<{ term: string; rows: RankingRow[] } | null>(null);
  useEffect(() => {
    if (!term) return;
    let active = true;
    void getBackend()
      .then((backend) => backend.analytics.ranking({ sort: 'funil.enviadas', search: term, after: null }))
      .then((page) => active && setMatches({ term, rows: page.rows.slice(0, 5) }), () => active && setMatches({ term, rows: [] }));
    return () => {
      active = false;
    };
  }, [term]);
  if (state.filter.integrador_id) {
    return (
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontWeight="medium" data-testid="chosen-integrator">{text.chosenIntegrator(state.integratorName ?? '')}</Text>
        <Button size="xs" variant="outline" bg="bg" onClick={() => state.set({ integrador_id: null, nome: null })}>{text.clearIntegrator}</Button>
      </Flex>
    );
  }
  const shown = term && matches?.term === term ? matches.rows : null;
  return (
    <Stack gap="1">
      <Field.Root>
        <Field.Label>{text.integrator}</Field.Label>
        <Input type="search" bg="bg" placeholder={text.integratorSearch} value={query} onChange={(event) => setQuery(event.target.value)} data-testid="integrator-search" />
      </Field.Root>
      {shown && (
        <Box as="ul" aria-label={text.integratorMatches} listStyleType="none" display="flex" flexWrap="wrap" gap="2">
          {shown.length === 0 && <Text as="li" fontSize="sm" color="fg.muted">{text.noIntegratorMatch}</Text>}
          {shown.map((row) => (
            <li key={row.integrador_id}>
              <Button size="xs" variant="subtle" onClick={() => { state.set({ integrador_id: row.integrador_id, nome: row.nome }); setQuery(''); }}>{row.nome}</Button>
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}

const lineOptions = [...linhaCreditoOptions, { value: noLine, label: lineLabel(noLine) }];
const stateOptions = [...ufOptions, { value: noState, label: stateLabel(noState) }];

/** Period (months), credit line, state and integrator; every change is kept in the address. */
export function FiltersBar({ state }: { state: AnalyticsFilterState }) {
  const { filter, set } = state;
  return (
    <Stack as="form" role="search" aria-label={text.filtersLabel} gap="3" onSubmit={(event) => event.preventDefault()}>
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Field.Root w={{ base: 'full', sm: '44' }} invalid={!state.valid}>
          <Field.Label>{text.from}</Field.Label>
          <Input type="month" bg="bg" value={filter.de} onChange={(event) => event.target.value && set({ de: event.target.value })} data-testid="filter-from" />
        </Field.Root>
        <Field.Root w={{ base: 'full', sm: '44' }} invalid={!state.valid}>
          <Field.Label>{text.to}</Field.Label>
          <Input type="month" bg="bg" value={filter.ate} onChange={(event) => event.target.value && set({ ate: event.target.value })} data-testid="filter-to" />
        </Field.Root>
        <Select label={text.line} value={filter.linha} all={text.allLines} options={lineOptions} onChange={(linha) => set({ linha })} testId="filter-line" />
        <Select label={text.state} value={filter.uf} all={text.allStates} options={stateOptions} onChange={(uf) => set({ uf })} testId="filter-state" />
      </Flex>
      {!state.valid && <Text color="fg.error" fontSize="sm" role="alert">{text.badPeriod}</Text>}
      <IntegratorPicker state={state} />
    </Stack>
  );
}
