import { Card, SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import { integratorStatusColor } from '@solarcred/domain/integrator-status';
import { adminIntegratorTabs, type AdminIntegratorTab } from '@solarcred/domain/options';

/**
 * One counter per tab from stats/integradores, one document whatever the number of integrators
 * (legacy 'pendente' with 'pendente_aprovacao', 'pendente_documentacao' with 'pendente_cadastro',
 * as the tabs' queries group them).
 */
export function StatusCounters({ totals, loading }: { totals: Record<AdminIntegratorTab, number>; loading: boolean }) {
  return (
    <SimpleGrid columns={{ base: 2, xl: 4 }} gap="3" as="section" aria-label="Totais por status">
      {adminIntegratorTabs.map((tab) => (
        <Card.Root key={tab.value} size="sm">
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{tab.label}</Stat.Label>
              {loading ? (
                <Skeleton height="8" width="12" />
              ) : (
                <Stat.ValueText fontSize="2xl" color={`${integratorStatusColor[tab.value]}.600`} data-testid={`counter-${tab.value}`}>
                  {totals[tab.value]}
                </Stat.ValueText>
              )}
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
