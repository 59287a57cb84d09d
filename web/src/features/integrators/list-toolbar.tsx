import { Button, Field, Flex, Input, NativeSelect, Text } from '@chakra-ui/react';
import { adminIntegrators as text } from '@solarcred/domain/messages';
import { adminIntegratorTabs } from '@solarcred/domain/options';
import { isStatusFilter } from './list-filter';
import type { IntegratorList } from './use-integrator-list';

type ToolbarProps = Pick<
  IntegratorList,
  'query' | 'setQuery' | 'statusFilter' | 'setStatusFilter' | 'clear' | 'filtering' | 'showing'
>;

/** Search (company, e-mail or CNPJ, on the server), status filter, clear button and 'Mostrando X de Y' (exact counts). */
export function ListToolbar({ query, setQuery, statusFilter, setStatusFilter, clear, filtering, showing }: ToolbarProps) {
  return (
    <Flex direction="column" gap="2">
      <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
        <Field.Root flex="2">
          <Field.Label>Buscar</Field.Label>
          <Input
            type="search"
            bg="bg"
            placeholder="Empresa, e-mail ou CNPJ"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </Field.Root>
        <Field.Root flex="1">
          <Field.Label>Status</Field.Label>
          <NativeSelect.Root bg="bg">
            <NativeSelect.Field
              value={statusFilter}
              onChange={(event) => {
                const value = event.target.value;
                if (isStatusFilter(value)) setStatusFilter(value);
              }}
            >
              <option value="todos">Todos</option>
              {adminIntegratorTabs.map((tab) => <option key={tab.value} value={tab.value}>{tab.label}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button variant="outline" bg="bg" onClick={clear} disabled={!filtering}>Limpar filtros</Button>
      </Flex>
      {filtering && showing && (
        <Text fontSize="sm" color="fg.muted" role="status" data-testid="showing">
          {text.showing(showing.shown, showing.total)}
        </Text>
      )}
    </Flex>
  );
}
