import { useState } from 'react';
import { Badge, Tabs } from '@chakra-ui/react';
import type { Proposal } from '@solarcred/domain/model';
import { CommentsPanel } from '../comments/comments-panel';
import { DocumentsTab } from './documents-tab';
import { PendenciasPanel } from '../pendencias/pendencias-panel';
import { HistoryTab } from './history-tab';
import { InstallationTab } from '../installation/installation-tab';
import { ContractTab } from '../contract/contract-tab';
import { ContractBadge } from '../contract/contract-badge';
import { ProposalTab } from './proposal-tab';
import { detailsTabs } from './texts';

/** The dialog's tabs; documents, comments and history load only when their tab is opened. */
export function DetailsTabs({ proposal }: { proposal: Proposal }) {
  // The counter follows a new comment through its trigger, a moment after the live thread shows
  // it: while the thread is open the badge counts what the person sees.
  const [threadCount, setThreadCount] = useState<number | null>(null);
  const commentCount = Math.max(proposal.comentarios_count, threadCount ?? 0);
  return (
    <Tabs.Root defaultValue="proposta" lazyMount unmountOnExit variant="line" size="sm">
      {/* On a phone the five tabs scroll sideways on one line; a wrapped second row read as a new section. */}
      <Tabs.List overflowX="auto" overflowY="hidden" scrollbarWidth="thin">
        {detailsTabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} flexShrink={0}>
            {tab.label}
            {tab.value === 'comentarios' && commentCount > 0 && (
              <Badge size="sm" variant="solid" colorPalette="gray" data-testid="comments-tab-count">{commentCount}</Badge>
            )}
            {tab.value === 'pendencias' && (proposal.pendencias_abertas ?? 0) > 0 && (
              <Badge size="sm" variant="solid" colorPalette="orange" data-testid="pending-tab-count">{proposal.pendencias_abertas}</Badge>
            )}
            {tab.value === 'contrato' && <ContractBadge proposal={proposal} compact />}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="proposta"><ProposalTab proposal={proposal} /></Tabs.Content>
      <Tabs.Content value="documentos"><DocumentsTab proposal={proposal} /></Tabs.Content>
      <Tabs.Content value="comentarios"><CommentsPanel key={proposal.id} proposal={proposal} onThreadCount={setThreadCount} /></Tabs.Content>
      <Tabs.Content value="historico"><HistoryTab proposal={proposal} /></Tabs.Content>
      <Tabs.Content value="pendencias"><PendenciasPanel proposal={proposal} /></Tabs.Content>
      <Tabs.Content value="contrato"><ContractTab proposal={proposal} /></Tabs.Content>
      <Tabs.Content value="instalacao"><InstallationTab proposal={proposal} /></Tabs.Content>
    </Tabs.Root>
  );
}
