import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@solarcred/domain/format';
import type { Integrator } from '@solarcred/domain/model';
import { integratorStatusOptions, labelOf } from '@solarcred/domain/options';
import { adminIntegratorList } from '@solarcred/domain/constants';
import { useLive } from '../../backend/use-live';

const statusLabel = (status: string | null) => (status ? (labelOf(integratorStatusOptions, status) ?? status) : 'Cadastro');

/** 'Histórico': the latest status changes (bounded), newest first, with who made it and the rejection reason. */
export function HistorySection({ integrator }: { integrator: Integrator }) {
  const history = useLive((backend) => backend.admin.history(integrator.id, adminIntegratorList.detailsHistory), `history-${integrator.id}`);
  if (history.status === 'loading') return <Skeleton height="14" />;
  const entries = history.status === 'ready' ? history.data : [];
  return (
    <Stack gap="3">
      {integrator.motivo_rejeicao && (
        <Stack gap="1" bg="red.subtle" borderRadius="md" p="3" borderWidth="1px" borderColor="red.muted">
          <Text fontSize="sm" fontWeight="semibold" color="red.fg">Motivo da rejeição</Text>
          <Text fontSize="sm" color="fg">{integrator.motivo_rejeicao}</Text>
        </Stack>
      )}
      {entries.length === 0 ? (
        <Text color="fg.muted">Nenhuma alteração de status registrada.</Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="0" aria-label="Histórico de status">
          {entries.map((entry) => (
            <Stack as="li" key={entry.id} gap="0.5" py="2.5" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
              <Text fontWeight="medium">{statusLabel(entry.de)} → {statusLabel(entry.para)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {formatDateTime(entry.em)} · {entry.por === integrator.user_id ? 'pelo integrador' : 'por um administrador'}
              </Text>
              {entry.motivo && <Text fontSize="sm">Motivo: {entry.motivo}</Text>}
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
