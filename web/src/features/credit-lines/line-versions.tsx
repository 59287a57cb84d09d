/** A line's replaced values, read only when the admin opens them (ten at most: reads stay flat). */
import { Button, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatBRL, formatDateTime } from '@solarcred/domain/format';
import { offeredTerms, type CreditLineVersion } from '@solarcred/domain/credit/lines';
import { useLive } from '../../backend/use-live';
import { rateText } from './rate-draft';
import { ratesText as text } from './texts';

const shown = 10;

function summary(version: CreditLineVersion): string {
  const { valores } = version;
  const rates = offeredTerms(valores).map((term) => `${term}x ${rateText(valores.taxas[`${term}`] ?? 0)}%`).join(', ') || '—';
  const state = valores.ativa ? text.active : text.inactive;
  return `${state} · ${rates} · ${formatBRL(valores.valor_min_centavos)} a ${formatBRL(valores.valor_max_centavos)} · tarifa ${formatBRL(valores.tarifa_centavos)}`;
}

function VersionList({ lineId }: { lineId: string }) {
  const versions = useLive((backend) => backend.creditLines.versions(lineId, shown), lineId);
  if (versions.status === 'loading') return <Text fontSize="sm" color="fg.muted">{text.loading}</Text>;
  if (versions.status === 'error') return <Text fontSize="sm" color="fg.error">{text.noHistory}</Text>;
  if (versions.data.length === 0) return <Text fontSize="sm" color="fg.muted">{text.noHistory}</Text>;
  return (
    <List.Root gap="2" ps="4" data-testid="line-versions">
      {versions.data.map((version) => (
        <List.Item key={version.id} fontSize="sm">
          <Text fontWeight="medium">{text.historyEntry(version.versao, formatDateTime(version.desde_em), formatDateTime(version.substituida_em))}</Text>
          <Text color="fg.muted">{summary(version)}</Text>
        </List.Item>
      ))}
    </List.Root>
  );
}

export function LineVersions({ lineId }: { lineId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="2">
      <Button size="xs" variant="ghost" alignSelf="flex-start" aria-expanded={open} onClick={() => setOpen((current) => !current)}>
        {text.history}
      </Button>
      {open && <VersionList lineId={lineId} />}
    </Stack>
  );
}
