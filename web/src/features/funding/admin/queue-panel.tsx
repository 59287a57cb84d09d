/** One tab of 'Repasses': the filters, the window of tranches, and the batch's selection on 'Aprovadas'. */
import { Box, Button, Checkbox, Flex, Heading, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { creditLineOptions, type CreditLineId } from '@solarcred/domain/credit/lines';
import { isLate } from '@solarcred/domain/funding/ledger';
import type { StoredTranche, TrancheSituation } from '@solarcred/domain/funding/types';
import { saoPauloDayKey } from '@solarcred/domain/format';
import { SelectField } from '../../../ui/form/select-field';
import { useNow } from '../../../ui/use-now';
import { payoutBatchMax } from './payout-dialog';
import { tabLabel, trancheName, useTrancheQueue } from './queue';
import { TrancheRow } from './tranche-row';
import { fundingsText as text } from './texts';

export interface QueuePanelProps {
  situacao: TrancheSituation;
  atrasadas: boolean;
  onLate: (on: boolean) => void;
  companies: ReadonlyMap<string, string>;
  onCompanies: (update: (current: ReadonlyMap<string, string>) => ReadonlyMap<string, string>) => void;
  onVerify: (tranche: StoredTranche) => void;
  /** The chosen approved tranches, and what to do once they are paid. */
  onPay: (tranches: StoredTranche[], done: () => void) => void;
}

const none: StoredTranche[] = [];
const rowLabel = (tranche: StoredTranche) => `${trancheName(tranche)}, parcela ${tranche.parcela}`;

export function QueuePanel({ situacao, atrasadas, onLate, companies, onCompanies, onVerify, onPay }: QueuePanelProps) {
  const [integradorId, setIntegradorId] = useState<string | null>(null);
  const [linha, setLinha] = useState<CreditLineId | null>(null);
  const queue = useTrancheQueue({ situacao, atrasadas, integradorId, linha });
  const today = saoPauloDayKey(useNow());
  const rows = queue.state.status === 'ready' ? queue.state.data : none;

  useEffect(() => {
    const fresh = rows.filter((tranche) => !companies.has(tranche.integrador_id));
    if (fresh.length === 0) return;
    onCompanies((current) => new Map([...current, ...fresh.map((tranche) => [tranche.integrador_id, tranche.nome_empresa ?? tranche.integrador_id] as const)]));
  }, [rows, companies, onCompanies]);

  const payable = situacao === 'aprovada';
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Only rows still listed count (a payout elsewhere removes them live).
  const chosen = payable ? rows.filter((tranche) => selected.has(tranche.id)) : [];
  const selectable = rows.slice(0, payoutBatchMax);
  const allChosen = selectable.length > 0 && selectable.every((tranche) => selected.has(tranche.id));
  const toggle = (id: string, on: boolean) => setSelected((current) => {
    const next = new Set(current);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  });
  const filtered = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setSelected(new Set());
  };
  const headingId = `repasses-${situacao}`;

  return (
    <Stack gap="5">
      <Flex gap="4" align="end" wrap="wrap">
        <Box minW="48" flex={{ base: '1 1 100%', sm: '0 1 auto' }}>
          <SelectField label={text.company} name="funding-company" placeholder={text.allCompanies} value={integradorId ?? ''}
            options={[...companies].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'))}
            onChange={(event) => filtered(setIntegradorId)(event.target.value || null)} />
        </Box>
        <Box minW="48" flex={{ base: '1 1 100%', sm: '0 1 auto' }}>
          <SelectField label={text.line} name="funding-line" placeholder={text.allLines} value={linha ?? ''} options={creditLineOptions}
            onChange={(event) => filtered(setLinha)((event.target.value || null) as CreditLineId | null)} />
        </Box>
        <Switch.Root colorPalette="red" checked={atrasadas} mb="2" onCheckedChange={(details) => filtered(onLate)(details.checked)}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{text.onlyLate}</Switch.Label>
        </Switch.Root>
      </Flex>
      <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '6' }} bg="bg.panel">
        <Flex justify="space-between" align="start" gap="3" wrap="wrap" mb="2">
          <Stack gap="0.5">
            <Heading as="h2" id={headingId} size="md">{tabLabel(situacao)}</Heading>
            <Text fontSize="sm" color="fg.muted">{situacao === 'recusada' ? text.refusedOrder : text.order}</Text>
          </Stack>
          {payable && (
            <Flex gap="3" align="center" wrap="wrap">
              <Checkbox.Root checked={allChosen} disabled={rows.length === 0}
                onCheckedChange={(change) => setSelected(change.checked === true ? new Set(selectable.map((tranche) => tranche.id)) : new Set())}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{text.selectAll}</Checkbox.Label>
              </Checkbox.Root>
              <Button colorPalette="orange" disabled={chosen.length === 0 || chosen.length > payoutBatchMax}
                onClick={() => onPay(chosen, () => setSelected(new Set()))}>
                {text.pay(chosen.length)}
              </Button>
            </Flex>
          )}
        </Flex>
        {chosen.length > payoutBatchMax && <Text color="fg.error" fontSize="sm" role="alert">{text.payLimit(payoutBatchMax)}</Text>}
        {queue.state.status === 'loading' && (
          <Stack gap="3" role="status" aria-label="Carregando">{[0, 1, 2].map((n) => <Skeleton key={n} height="14" />)}</Stack>
        )}
        {queue.state.status === 'error' && <Text color="fg.error" role="alert">{text.loadFailure}</Text>}
        {queue.state.status === 'ready' && rows.length === 0 && <Text color="fg.muted" data-testid="funding-empty">{atrasadas ? text.emptyLate : text.empty}</Text>}
        {rows.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="0" aria-labelledby={headingId}>
            {rows.map((tranche) => (
              <TrancheRow key={tranche.id} tranche={tranche} late={isLate(tranche, today)}
                start={payable ? (
                  <Checkbox.Root checked={selected.has(tranche.id)} onCheckedChange={(change) => toggle(tranche.id, change.checked === true)}>
                    <Checkbox.HiddenInput aria-label={text.select(rowLabel(tranche))} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                ) : undefined}
                end={payable ? undefined : (
                  <Button size="sm" variant="outline" onClick={() => onVerify(tranche)} aria-label={`${situacao === 'recusada' ? text.view : text.verify}: ${rowLabel(tranche)}`}>
                    {situacao === 'recusada' ? text.view : text.verify}
                  </Button>
                )} />
            ))}
          </Stack>
        )}
        {queue.hasMore && <Button variant="ghost" mt="3" loading={queue.growing} onClick={queue.loadMore}>{text.loadMore}</Button>}
      </Box>
    </Stack>
  );
}
