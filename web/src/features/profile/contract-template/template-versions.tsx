/** The replaced templates, read only when the admin opens them (ten at most: reads stay flat). */
import { Button, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDateTime } from '@solarcred/domain/format';
import { useLive } from '../../../backend/use-live';
import { templateUi as ui } from './texts';

const shown = 10;

function VersionList() {
  const versions = useLive((backend) => backend.contracts.templateVersions(shown), 'contract-template-versions');
  if (versions.status === 'loading') return <Text fontSize="sm" color="fg.muted">{ui.loading}</Text>;
  if (versions.status === 'error' || versions.data.length === 0) return <Text fontSize="sm" color="fg.muted">{ui.noHistory}</Text>;
  return (
    <List.Root gap="2" ps="4" data-testid="template-versions">
      {versions.data.map((version) => (
        <List.Item key={version.versao} fontSize="sm">
          <Text fontWeight="medium">{ui.historyEntry(version.versao, formatDateTime(version.atualizado_em))}</Text>
          <Text color="fg.muted">{version.clausulas.map((clause) => clause.titulo).join(' · ')}</Text>
        </List.Item>
      ))}
    </List.Root>
  );
}

export function TemplateVersions() {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="2">
      <Button size="xs" variant="ghost" alignSelf="flex-start" aria-expanded={open} onClick={() => setOpen((current) => !current)}>
        {ui.history}
      </Button>
      {open && <VersionList />}
    </Stack>
  );
}
