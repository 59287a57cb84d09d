/** One payout of the batch: the tranche, where the money goes (and its PIX code), then its day, method and reference. */
import { Box, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { pixKeyTypeOptions } from '@solarcred/domain/cashback/pix-key';
import { fundingPayoutMethodLabels } from '@solarcred/domain/funding/funding-text';
import { fundingPayoutMethods, type FundingPayoutMethod, type StoredTranche } from '@solarcred/domain/funding/types';
import { formatBRL } from '@solarcred/domain/format';
import { milestoneLabel } from '@solarcred/domain/installation/milestones';
import { DayField } from '../../../ui/form/day-field';
import { FormField } from '../../../ui/form/form-field';
import { SelectField } from '../../../ui/form/select-field';
import type { Destinations } from './payout-dialog';
import { PixCode } from './pix-code';
import { trancheName } from './queue';
import { fundingsText as text } from './texts';

export interface PayoutDraft {
  /** DD/MM/AAAA as typed. */
  data: string;
  forma: FundingPayoutMethod;
  referencia: string;
}

export type PayoutErrors = Partial<Record<keyof PayoutDraft, string | undefined>>;

function Destination({ tranche, destinations }: { tranche: StoredTranche; destinations: Destinations }) {
  if (destinations === 'loading') return <Text fontSize="sm" color="fg.muted">{text.destinationLoading}</Text>;
  if (destinations === 'error') return <Text fontSize="sm" color="fg.error">{text.destinationFailure}</Text>;
  const destination = destinations.get(tranche.integrador_id);
  if (!destination) return <Text fontSize="sm" color="fg.error" data-testid="payout-no-destination">{text.destinationMissing}</Text>;
  const { pix, conta_bancaria: account } = destination;
  const type = pixKeyTypeOptions.find((option) => option.value === pix.tipo)?.label ?? pix.tipo;
  return (
    <Stack gap="1.5" fontSize="sm" data-testid="payout-destination">
      <Text wordBreak="break-all">{text.pixKey(type, pix.chave)}</Text>
      <Text color="fg.muted">{text.bankAccount(account.banco, account.agencia, `${account.conta}-${account.digito}`)}</Text>
      <PixCode pix={pix} nome={tranche.nome_empresa ?? ''} valorCentavos={tranche.valor_centavos} trancheId={tranche.id} />
    </Stack>
  );
}

export function PayoutRow({ tranche, draft, errors = {}, disabled, destinations, onChange }: {
  tranche: StoredTranche; draft: PayoutDraft; errors?: PayoutErrors | undefined; disabled: boolean; destinations: Destinations; onChange: (patch: Partial<PayoutDraft>) => void;
}) {
  const name = trancheName(tranche);
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="3" data-testid="payout-row" data-id={tranche.id}>
      <Stack gap="3" role="group" aria-label={`${name}, parcela ${tranche.parcela}`}>
        <Stack gap="0.5">
          <Text fontWeight="medium">{name}</Text>
          <Text fontSize="sm" color="fg.muted">{text.tranche(tranche.parcela, milestoneLabel(tranche.marco))} · {text.amount(formatBRL(tranche.valor_centavos))}</Text>
        </Stack>
        <Destination tranche={tranche} destinations={destinations} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <DayField label={text.payDate} value={draft.data} onChange={(data) => onChange({ data })} error={errors.data} disabled={disabled} />
          <SelectField label={text.payMethod} name={`forma-${tranche.id}`} placeholder="" value={draft.forma} required disabled={disabled} error={errors.forma}
            options={fundingPayoutMethods.map((value) => ({ value, label: fundingPayoutMethodLabels[value] }))}
            onChange={(event) => onChange({ forma: event.target.value as FundingPayoutMethod })} />
          <Box gridColumn={{ sm: 'span 2' }}>
            <FormField label={text.reference} helper={text.referenceHint} required error={errors.referencia} disabled={disabled}>
              <Input autoComplete="off" value={draft.referencia} onChange={(event) => onChange({ referencia: event.target.value })} />
            </FormField>
          </Box>
        </SimpleGrid>
      </Stack>
    </Box>
  );
}
