/**
 * The proposal's cashback beside its tranches on 'Financeiro' (issue 48): its amount and situation
 * from cashback_ciclos/{id}, for the titular (the cashback is the titular's, issue 29). A proposal
 * without cashback shows nothing: the rules refuse its missing cycle, which reads as none here.
 */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { cashbackLabels } from '@solarcred/domain/cashback/cashback-text';
import { formatBRL } from '@solarcred/domain/format';
import { useLive } from '../../../backend/use-live';
import { financeText as text } from './texts';

export function CashbackAside({ propostaId }: { propostaId: string }) {
  const cycle = useLive((backend) => backend.cashback.cycle(propostaId), `cashback-cycle:${propostaId}`);
  if (cycle.status !== 'ready' || !cycle.data) return null;
  return (
    <Stack gap="0.5" align={{ base: 'flex-start', sm: 'flex-end' }} data-testid="funding-cashback">
      <Text fontSize="xs" color="fg.muted">{text.cashbackTitle}</Text>
      <Text fontSize="sm" fontWeight="medium">
        {formatBRL(cycle.data.valor_centavos)} <Badge size="sm" variant="subtle">{cashbackLabels.situacao[cycle.data.situacao]}</Badge>
      </Text>
    </Stack>
  );
}
