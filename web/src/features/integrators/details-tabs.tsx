import { Tabs } from '@chakra-ui/react';
import type { Integrator } from '@solarcred/domain/model';
import { teamText } from '@solarcred/domain/team/team-text';
import { DocumentsSection } from './details-documents';
import { HistorySection } from './details-history';
import { MembersSection } from './details-members';
import { ProjectsSection } from './details-projects';
import { AddressSection, CompanySection } from './details-sections';

const tabs = [
  { value: 'empresa', label: 'Dados da Empresa' },
  { value: 'endereco', label: 'Endereço' },
  { value: 'documentos', label: 'Documentos' },
  { value: 'projetos', label: 'Projetos' },
  { value: 'historico', label: 'Histórico' },
  { value: 'membros', label: teamText.membersTab },
] as const;

/** The details dialog's tabs; projects, history and members load only when their tab is opened. */
export function DetailsSectionsTabs({ integrator }: { integrator: Integrator }) {
  return (
    <Tabs.Root defaultValue="empresa" lazyMount unmountOnExit variant="line" size="sm">
      <Tabs.List flexWrap="wrap">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value}>{tab.label}</Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="empresa"><CompanySection integrator={integrator} /></Tabs.Content>
      <Tabs.Content value="endereco"><AddressSection integrator={integrator} /></Tabs.Content>
      <Tabs.Content value="documentos"><DocumentsSection integrator={integrator} /></Tabs.Content>
      <Tabs.Content value="projetos"><ProjectsSection integratorId={integrator.id} /></Tabs.Content>
      <Tabs.Content value="historico"><HistorySection integrator={integrator} /></Tabs.Content>
      <Tabs.Content value="membros"><MembersSection integratorId={integrator.id} /></Tabs.Content>
    </Tabs.Root>
  );
}
