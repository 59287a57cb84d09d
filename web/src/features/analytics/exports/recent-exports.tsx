/** The latest exports, newest first: what, which filter, who and when, how far, and 'Baixar' when ready. */
import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { exportFilterSummary, exportFormatLabels, exportKindLabels, exportStateLabels, exportText as text } from '@solarcred/domain/analytics/export/export-text';
import type { ExportJob, ExportState } from '@solarcred/domain/analytics/export/types';
import { formatDateTime } from '@solarcred/domain/format';
import type { LiveState } from '../../../backend/use-live';

const stateColor: Record<ExportState, string> = { na_fila: 'gray', gerando: 'blue', pronta: 'green', falhou: 'red' };

export function RecentExports({ state, onDownload, downloading }: { state: LiveState<ExportJob[]>; onDownload: (job: ExportJob) => void; downloading: string | null }) {
  if (state.status === 'loading') return <Text color="fg.muted" role="status">Carregando…</Text>;
  if (state.status === 'error') return <Text color="fg.error" role="alert">{text.loadFailed}</Text>;
  if (state.data.length === 0) return <Text color="fg.muted">{text.none}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="0" data-testid="recent-exports">
      {state.data.map((job) => (
        <Box as="li" key={job.id} py="2" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }} data-testid="export-row">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Stack gap="0" minW="0">
              <Text fontWeight="medium">
                {exportKindLabels[job.tipo]} · {exportFormatLabels[job.formato]}{' '}
                <Badge colorPalette={stateColor[job.estado]} size="sm" ms="1">{exportStateLabels[job.estado]}</Badge>
              </Text>
              <Text fontSize="sm" color="fg.muted">{exportFilterSummary(job.filtro)}</Text>
              <Text fontSize="xs" color="fg.muted">
                {text.by(job.solicitado_por_nome || job.solicitado_por, formatDateTime(job.criado_em))} · {text.rows(job.linhas)}{job.cortada ? ` (${text.cut})` : ''}
              </Text>
              {job.estado === 'falhou' && job.erro && <Text fontSize="sm" color="fg.error">{job.erro}</Text>}
            </Stack>
            {job.estado === 'pronta' && (
              <Button size="sm" variant="outline" loading={downloading === job.id} onClick={() => onDownload(job)} aria-label={`${text.download} ${exportKindLabels[job.tipo]} (${exportFormatLabels[job.formato]}) de ${formatDateTime(job.criado_em)}`}>
                {text.download}
              </Button>
            )}
          </Flex>
        </Box>
      ))}
    </Stack>
  );
}
