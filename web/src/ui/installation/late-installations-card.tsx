/**
 * "N instalações atrasadas" (issue 30), on both dashboards: the approved proposals whose next
 * milestone's day has passed, the longest overdue first (a bounded live query on instalacao_meta),
 * and how many there are (a count aggregation, counted again whenever the list changes). Reads do
 * not grow with the proposals: at most `limit` documents and one count.
 */
import { scopeKey, type ProposalScope } from '@solarcred/domain/team/scope';
import { Badge, Flex, Link, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { dayOf } from '@solarcred/domain/installation/due-dates';
import { nextMilestone } from '@solarcred/domain/installation/milestones';
import { isoToDateBr } from '@solarcred/domain/masks';
import type { Proposal } from '@solarcred/domain/model';
import { getBackend } from '../../backend';
import { useLive } from '../../backend/use-live';
import { ListCard } from '../list-card';
import { useNow } from '../use-now';
import { installationText } from '@solarcred/domain/installation/installation-text';

const ui = installationText.late;

/** Dashboard rows: enough to act on, the rest on the board. */
const shown = 5;

function LateRow({ proposal, showCompany }: { proposal: Proposal; showCompany: boolean }) {
  const next = nextMilestone(proposal.instalacao);
  return (
    <Flex justify="space-between" align="center" gap="3" py="2.5">
      <Flex direction="column" minW="0">
        <Link asChild fontWeight="medium" truncate>
          <RouterLink to={`?proposta=${encodeURIComponent(proposal.id)}`}>{proposal.cliente_nome}</RouterLink>
        </Link>
        <Text fontSize="sm" color="fg.muted" truncate>{showCompany ? proposal.integrador.nome_empresa : next?.label}</Text>
      </Flex>
      <Flex direction="column" align="flex-end" gap="1" flexShrink={0}>
        {showCompany && next && <Badge variant="subtle" colorPalette="gray">{next.label}</Badge>}
        <Text fontSize="xs" color="red.fg">{ui.target(isoToDateBr(proposal.instalacao_meta ?? '') ?? '')}</Text>
      </Flex>
    </Flex>
  );
}

export function LateInstallationsCard({ proposals, boardPath }: { proposals: ProposalScope; boardPath: string }) {
  const today = dayOf(useNow());
  const key = scopeKey(proposals);
  const state = useLive((backend) => backend.installation.late(proposals, today, shown), `late-installations-${key}-${today}`);
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (state.status !== 'ready') return;
    let active = true;
    void getBackend()
      .then((backend) => backend.installation.lateCount(proposals, today))
      .then((n) => active && setCount(n), () => active && setCount(null));
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the identity of `proposals`
  }, [state, key, today]);

  return (
    <ListCard
      title={ui.title}
      caption={<span data-testid="late-installations-count">{count === null ? ui.caption : ui.count(count)}</span>}
      link={{ to: boardPath, label: 'Ver quadro' }}
      state={state}
      empty={ui.empty}
      placeholders={2}
      itemKey={(proposal) => proposal.id}
      renderItem={(proposal) => <LateRow proposal={proposal} showCompany={proposals.integratorId === null} />}
    />
  );
}
