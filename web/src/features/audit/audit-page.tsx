import { Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { auditText as text } from '@solarcred/domain/audit/audit-text';
import { auditPageSize } from '@solarcred/domain/audit/query';
import type { AuditEntry } from '@solarcred/domain/audit/types';
import { useLive } from '../../backend/use-live';
import { AuditEntryRow } from './audit-entry-row';
import { AuditFilters } from './audit-filters';
import { useAuditFilter } from './use-audit-filter';

/** The people and companies the loaded entries name, for the filters (the chosen one kept). */
function optionsOf(entries: readonly AuditEntry[], chosen: { ator: string; integrador_id: string }) {
  const people = new Map<string, string>();
  const companies = new Map<string, string>();
  for (const entry of entries) {
    if (entry.ator.tipo !== 'sistema') people.set(entry.ator.uid, entry.ator.nome);
    const empresa = entry.detalhe['empresa'];
    if (entry.integrador_id) companies.set(entry.integrador_id, typeof empresa === 'string' && empresa ? empresa : entry.integrador_id);
  }
  if (chosen.ator && !people.has(chosen.ator)) people.set(chosen.ator, chosen.ator);
  if (chosen.integrador_id && !companies.has(chosen.integrador_id)) companies.set(chosen.integrador_id, chosen.integrador_id);
  const sorted = (map: Map<string, string>) => [...map].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
  return { people: sorted(people), companies: sorted(companies) };
}

/** /admin/auditoria, 'Auditoria': every entry of the trail, newest first, live; 50 a page. */
export default function AuditPage() {
  const { values, error, filter, change, clear } = useAuditFilter();
  const [pages, setPages] = useState(1);
  const limit = pages * auditPageSize;
  const key = JSON.stringify(filter);
  // One more than shown: whether 'Carregar mais' has more to load.
  const list = useLive((backend) => backend.audit.entries(filter, limit + 1), `${key}:${limit}`);
  // The unfiltered list's people and companies stay offered once a filter narrows the list.
  const [seen, setSeen] = useState<AuditEntry[]>([]);
  const entries = list.status === 'ready' ? list.data.slice(0, limit) : [];
  if (list.status === 'ready' && filter.acao === null && filter.ator === null && filter.integrador_id === null && JSON.stringify(list.data.map((e) => e.id)) !== JSON.stringify(seen.map((e) => e.id))) setSeen(list.data);
  const options = optionsOf([...seen, ...entries], values);

  const onChange = (next: Partial<typeof values>) => {
    setPages(1);
    change(next);
  };

  return (
    <Stack gap="5" p={{ base: '4', md: '8' }} maxW="5xl">
      <Stack gap="1">
        <Heading as="h1" size="xl">{text.title}</Heading>
        <Text color="fg.muted">{text.intro}</Text>
      </Stack>
      <AuditFilters values={values} error={error} people={options.people} companies={options.companies} onChange={onChange} onClear={() => { setPages(1); clear(); }} />
      {list.status === 'loading' && (
        <Stack gap="3" role="status" aria-busy="true" aria-label="Carregando">{[0, 1, 2].map((i) => <Skeleton key={i} h="20" borderRadius="lg" />)}</Stack>
      )}
      {list.status === 'error' && <Text color="fg.error" role="alert">{text.loadFailure}</Text>}
      {list.status === 'ready' && entries.length === 0 && (
        <Text color="fg.muted" py="8" textAlign="center" borderWidth="1px" borderStyle="dashed" borderRadius="lg" data-testid="audit-empty">{text.empty}</Text>
      )}
      {entries.length > 0 && (
        <Stack as="ul" gap="3" p="0" m="0" aria-label={text.title}>
          {entries.map((entry) => <AuditEntryRow key={entry.id} entry={entry} />)}
        </Stack>
      )}
      {list.status === 'ready' && list.data.length > limit && (
        <Button variant="outline" alignSelf="center" onClick={() => setPages((current) => current + 1)}>{text.loadMore}</Button>
      )}
    </Stack>
  );
}
