/**
 * 'Verificar': opening it starts the check of a released tranche (startVerification: liberada ->
 * em_verificacao, the clock keeps running); the milestone's evidence sits beside the decision,
 * 'Aceitar' (aprovada) or 'Recusar' with a reason the integrator reads (checked at the field with
 * the callable's schema). The tranche shown is the live one (repasses/{proposal}).
 */
import { Button, chakra, Flex, Separator, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { inputLimits } from '@solarcred/domain/constants';
import { fundingLabels } from '@solarcred/domain/funding/funding-text';
import { trancheRefusalInput } from '@solarcred/domain/funding/transitions';
import type { StoredTranche } from '@solarcred/domain/funding/types';
import { formatBRL } from '@solarcred/domain/format';
import { fieldErrorsOf } from '@solarcred/domain/handlers/parse';
import { milestoneLabel } from '@solarcred/domain/installation/milestones';
import { getBackend } from '../../../backend';
import { useLive } from '../../../backend/use-live';
import { DialogShell } from '../../../ui/dialog/dialog-shell';
import { FormField } from '../../../ui/form/form-field';
import { runCommand } from '../../../ui/run-command';
import { TrancheBadge } from '../tranche-badge';
import { TrancheEvidence } from './evidence';
import { trancheName } from './queue';
import { refusalOf } from './refusal';
import { fundingsText as text } from './texts';

export function VerifyDialog({ tranche, onClose }: { tranche: StoredTranche; onClose: () => void }) {
  const key = { propostaId: tranche.proposta_id, parcela: tranche.parcela };
  const funding = useLive((backend) => backend.funding.funding(tranche.proposta_id), `funding:${tranche.proposta_id}`);
  const live = (funding.status === 'ready' && funding.data?.ciclo === tranche.ciclo ? funding.data.parcelas.find((p) => p.parcela === tranche.parcela) : undefined) ?? tranche;
  const [starting, setStarting] = useState(tranche.situacao === 'liberada');
  const [busy, setBusy] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | undefined>();

  // Opening the evidence of a released tranche is the start of its check (once, even under StrictMode).
  const started = useRef(false);
  useEffect(() => {
    if (started.current || tranche.situacao !== 'liberada') return;
    started.current = true;
    void refusalOf(async () => (await getBackend()).funding.startVerification(key), text.startFailure).finally(() => setStarting(false));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opened tranche
  }, []);

  const decide = async (work: () => Promise<void>, done: string, failure: string) => {
    setBusy(true);
    const ok = await runCommand(work, done, failure);
    setBusy(false);
    if (ok) onClose();
  };
  const refuse = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = trancheRefusalInput.safeParse({ ...key, motivo });
    setError(parsed.success ? undefined : fieldErrorsOf(parsed.error)['motivo'] ?? parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    await decide(async () => (await getBackend()).funding.refuse(parsed.data), text.refused, text.refuseFailure);
  };
  const deciding = live.situacao === 'em_verificacao' && !starting;

  return (
    <DialogShell open onClose={onClose} busy={busy} title={text.verifyTitle(trancheName(tranche))}
      subtitle={
        <Flex gap="2" align="center" wrap="wrap" fontSize="sm" color="fg.muted">
          <Text>{text.tranche(tranche.parcela, milestoneLabel(tranche.marco))} · {formatBRL(live.valor_centavos)}</Text>
          <TrancheBadge situacao={live.situacao} />
        </Flex>
      }>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TrancheEvidence propostaId={tranche.proposta_id} tranche={live} />
        <Stack gap="3" as="section" aria-labelledby="decisao-parcela">
          <Separator hideFrom="md" />
          <Text as="h3" id="decisao-parcela" fontWeight="semibold" fontSize="sm">{text.decisionTitle}</Text>
          {starting && <Text fontSize="sm" color="fg.muted" role="status">{text.starting}</Text>}
          {!starting && !deciding && <Text fontSize="sm" color="fg.muted">{text.notYours(fundingLabels[live.situacao])}</Text>}
          {deciding && !refusing && (
            <Flex gap="3" wrap="wrap">
              <Button colorPalette="orange" loading={busy} onClick={() => void decide(async () => (await getBackend()).funding.accept(key), text.accepted, text.acceptFailure)}>
                {text.accept}
              </Button>
              <Button variant="outline" colorPalette="red" disabled={busy} onClick={() => setRefusing(true)}>{text.refuse}</Button>
            </Flex>
          )}
          {deciding && refusing && (
            <chakra.form onSubmit={(event: FormEvent) => void refuse(event)} noValidate>
              <Stack gap="3">
                <FormField label={text.refuseReason} helper={text.refuseHint} error={error} required>
                  <Textarea rows={3} autoresize value={motivo} maxLength={inputLimits.freeText} disabled={busy} autoFocus
                    onChange={(event) => setMotivo(event.target.value)} />
                </FormField>
                <Flex gap="3" wrap="wrap">
                  <Button type="submit" colorPalette="red" loading={busy}>{text.refuseConfirm}</Button>
                  <Button variant="ghost" disabled={busy} onClick={() => { setRefusing(false); setError(undefined); }}>Voltar</Button>
                </Flex>
              </Stack>
            </chakra.form>
          )}
        </Stack>
      </SimpleGrid>
    </DialogShell>
  );
}
