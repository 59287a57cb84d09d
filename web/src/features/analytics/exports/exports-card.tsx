/**
 * 'Exportações' (issue 50): the filter's proposals, integrators or ledgers as CSV or XLSX. The
 * export runs on the server (the demo: in the page); the card follows its job live ('N linhas'),
 * and 'Baixar' asks for a link valid 15 minutes at click time. The recent exports list who asked,
 * when and with which filter.
 */
import { Button, Card, Field, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { exportFilterSummary, exportFormatLabels, exportKindLabels, exportStateLabels, exportText as text } from '@solarcred/domain/analytics/export/export-text';
import { exportFormats, exportKinds, type ExportFormat, type ExportJob, type ExportKind } from '@solarcred/domain/analytics/export/types';
import type { AnalyticsFilter } from '@solarcred/domain/analytics/types';
import { severityOf } from '@solarcred/domain/errors';
import { BackendError, getBackend } from '../../../backend';
import { useLive } from '../../../backend/use-live';
import { runCommand } from '../../../ui/run-command';
import { notifyError } from '../../../ui/toaster';
import { downloadExport } from './download';
import { RecentExports } from './recent-exports';

const recentCount = 10;

export function ExportsCard({ filter }: { filter: AnalyticsFilter }) {
  const [tipo, setTipo] = useState<ExportKind>('propostas');
  const [formato, setFormato] = useState<ExportFormat>('csv');
  const [starting, setStarting] = useState(false);
  const [current, setCurrent] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const recent = useLive((backend) => backend.exports.recent(recentCount), 'exports-recent');
  const job = useLive((backend) => (current ? backend.exports.job(current) : null), `export-job|${current ?? ''}`);

  const start = async () => {
    setStarting(true);
    await runCommand(async () => {
      const backend = await getBackend();
      setCurrent(await backend.exports.start({ tipo, formato, filtro: filter }));
    }, text.started, text.startFailed, { brief: true });
    setStarting(false);
  };
  const download = async (chosen: ExportJob) => {
    setDownloading(chosen.id);
    try {
      await downloadExport(chosen);
    } catch (error) {
      const reason = error instanceof BackendError && error.message !== error.code ? error.message : undefined;
      notifyError(severityOf(error), { title: text.linkFailed, description: reason });
    } finally {
      setDownloading(null);
    }
  };
  const running = job.status === 'ready' ? job.data : null;

  return (
    <Card.Root as="section" aria-labelledby="analytics-exports" size="sm" data-testid="analytics-exports" minW="0">
      <Card.Header>
        <Card.Title as="h2" id="analytics-exports" fontSize="md">{text.title}</Card.Title>
        <Text fontSize="xs" color="fg.muted">{text.help}</Text>
      </Card.Header>
      <Card.Body pt="2">
        <Stack gap="4">
          <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
            <Field.Root flex="2">
              <Field.Label>{text.kind}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={tipo} onChange={(event) => setTipo(event.target.value as ExportKind)}>
                  {exportKinds.map((kind) => <option key={kind} value={kind}>{exportKindLabels[kind]}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root flex="1">
              <Field.Label>{text.format}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={formato} onChange={(event) => setFormato(event.target.value as ExportFormat)}>
                  {exportFormats.map((format) => <option key={format} value={format}>{exportFormatLabels[format]}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button colorPalette="orange" onClick={() => void start()} loading={starting} loadingText={text.starting}>{text.start}</Button>
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            {exportFilterSummary(filter)}
            {tipo === 'integradores' ? ` — ${text.integratorsNote}` : tipo !== 'propostas' ? ` — ${text.ledgerNote}` : ''}
          </Text>
          <Stack gap="1" role="status" aria-live="polite" data-testid="export-progress">
            {running && (
              <Text fontSize="sm">
                {exportKindLabels[running.tipo]} ({exportFormatLabels[running.formato]}): {exportStateLabels[running.estado]} — {text.rows(running.linhas)}
                {running.cortada ? ` (${text.cut})` : ''}
              </Text>
            )}
            {running?.estado === 'falhou' && running.erro && <Text fontSize="sm" color="fg.error">{running.erro}</Text>}
            {running?.estado === 'pronta' && (
              <Button alignSelf="flex-start" size="sm" colorPalette="orange" variant="subtle" loading={downloading === running.id} onClick={() => void download(running)}>
                {text.download}
              </Button>
            )}
          </Stack>
          <Stack gap="1">
            <Text as="h3" fontWeight="semibold" fontSize="sm">{text.recent}</Text>
            <RecentExports state={recent} onDownload={(chosen) => void download(chosen)} downloading={downloading} />
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
