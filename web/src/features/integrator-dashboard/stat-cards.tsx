import { Card, SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import { formatBRL } from '@solarcred/domain/format';
import type { ProposalStats } from '@solarcred/domain/model';
import { integratorDashboardStats } from '@solarcred/domain/proposal-stats-view';
import type { LiveState } from '../../backend/use-live';
import { dashboardTexts as text } from './texts';

interface Figure {
  label: string;
  value: string;
  help: string;
  color: string;
  money?: boolean;
}

function figures(stats: ProposalStats): Figure[] {
  const f = integratorDashboardStats(stats, Date.now());
  return [
    { label: text.cards.sent, value: String(f.sent), help: text.cards.sentHelp(f.sentThisMonth), color: 'blue.fg' },
    { label: text.cards.approved, value: String(f.approved), help: text.cards.approvedHelp(f.approvalRatePercent), color: 'green.fg' },
    { label: text.cards.underAnalysis, value: String(f.underAnalysis), help: text.cards.underAnalysisHelp(f.underAnalysisPercent), color: 'orange.fg' },
    { label: text.cards.volume, value: formatBRL(f.totalVolumeCentavos), help: text.cards.volumeHelp, color: 'purple.fg', money: true },
  ];
}

const labels = [text.cards.sent, text.cards.approved, text.cards.underAnalysis, text.cards.volume];

/** The four cards (file 001 section 2), from the counters document only. */
export function IntegratorStatCards({ state }: { state: LiveState<ProposalStats> }) {
  const items = state.status === 'ready' ? figures(state.data) : null;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4" as="section" aria-label="Resumo das propostas">
      {labels.map((label, index) => {
        const item = items?.[index];
        return (
          <Card.Root key={label} size="sm" data-testid="stat">
            <Card.Body>
              <Stat.Root>
                <Stat.Label>{label}</Stat.Label>
                {item ? (
                  // Money is the longest value: smaller where four cards share a row, so millions stay on one line.
                  <Stat.ValueText fontSize={item.money ? { base: '2xl', xl: 'xl' } : '3xl'} lineHeight="short" minH="9" color={item.color} data-testid="stat-value">{item.value}</Stat.ValueText>
                ) : state.status === 'loading' ? (
                  <Stat.ValueText aria-busy="true"><Skeleton height="9" width="20" /></Stat.ValueText>
                ) : (
                  <Stat.ValueText fontSize="3xl" data-testid="stat-value">—</Stat.ValueText>
                )}
                {/* A <dl> holds only <dt>/<dd>: Chakra's help text is a <span>, so it is rendered as a <dd>. */}
                {item && <Stat.HelpText as="dd" data-testid="stat-help">{item.help}</Stat.HelpText>}
              </Stat.Root>
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
