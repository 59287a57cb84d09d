/**
 * The admin's detail of a request: who, what, when, the deadline; 'Concluir' (optional answer),
 * 'Executar exclusão' for a deletion (a confirmation: it cannot be undone) and 'Recusar' (a
 * reason). A closed request shows its answer and what a deletion kept.
 */
import { Button, Field, HStack, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDate, formatDateTime } from '@solarcred/domain/format';
import { retentionLaws, type RetentionLaw } from '@solarcred/domain/privacy/inventory';
import { correctionMinChars, isOpenState, privacyDetailMax } from '@solarcred/domain/privacy/requests';
import { requestsText as text } from '@solarcred/domain/privacy/requests-text';
import type { PrivacyRequest } from '@solarcred/domain/privacy/types';
import { getBackend } from '../../../backend';
import { DialogShell } from '../../../ui/dialog/dialog-shell';
import { runCommand } from '../../../ui/run-command';
import { DeadlineClock } from './deadline-clock';
import { RequestBadges } from './request-badge';

type Step = 'detalhe' | 'confirmar_exclusao' | 'recusar';

export function ResolveDialog({ request, now, onClose }: { request: PrivacyRequest | null; now: number; onClose: () => void }) {
  const [step, setStep] = useState<Step>('detalhe');
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reset = () => (setStep('detalhe'), setAnswer(''), setError(null));
  if (!request) return <DialogShell open={false} onClose={onClose} title="">{null}</DialogShell>;
  const open = isOpenState(request.situacao);
  const resolve = async (decisao: 'concluir' | 'recusar') => {
    if (decisao === 'recusar' && answer.trim().length < correctionMinChars) return setError(text.refusalReasonRequired);
    setBusy(true);
    const done = await runCommand(async () => (await getBackend()).privacy.resolve({ id: request.id, decisao, resposta: answer.trim() }), decisao === 'concluir' ? text.concluded : text.refused, text.resolveFailed);
    setBusy(false);
    if (done) onClose();
  };
  const deletion = request.tipo === 'exclusao';
  return (
    <DialogShell open onClose={busy ? () => undefined : onClose} onExitComplete={reset} title={`${text.typeLabel[request.tipo]} — ${request.titular.nome || request.titular.email_mascarado}`} subtitle={<RequestBadges request={request} />}>
      <Stack gap="2" fontSize="sm" data-testid="request-detail">
        <Text>{text.subject}: {request.titular.nome} · {request.titular.email_mascarado} · {text.originLabel[request.origem]}</Text>
        <Text>{text.createdAt(formatDateTime(request.criada_em))} · {text.deadline(formatDate(request.prazo_em))}</Text>
        {open && <DeadlineClock prazoEm={request.prazo_em} now={now} />}
        {request.detalhe && <Text whiteSpace="pre-wrap"><Text as="span" fontWeight="semibold">{text.detail}: </Text>{request.detalhe}</Text>}
        {request.resposta && <Text><Text as="span" fontWeight="semibold">{text.answer}: </Text>{request.resposta}</Text>}
        {request.retidos && request.retidos.length > 0 && (
          <Stack gap="1">
            <Text fontWeight="semibold">{text.retained}</Text>
            <List.Root ps="4" gap="0.5">
              {request.retidos.map((record) => (
                <List.Item key={record.caminho}>{record.caminho} — {retentionLaws[record.base_legal as RetentionLaw]?.lei ?? record.base_legal} (até {record.manter_ate.split('-').reverse().join('/')})</List.Item>
              ))}
            </List.Root>
          </Stack>
        )}
      </Stack>
      {open && step === 'confirmar_exclusao' && <Text fontSize="sm" color="fg.error" role="alert">{text.executeBody}</Text>}
      {open && step !== 'confirmar_exclusao' && (
        <Field.Root invalid={error !== null}>
          <Field.Label>{step === 'recusar' ? text.refuseReasonLabel : text.concludeAnswerLabel}</Field.Label>
          <Textarea value={answer} maxLength={privacyDetailMax} rows={3} onChange={(event) => (setAnswer(event.target.value), setError(null))} />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
      )}
      {open && (
        <HStack gap="2" wrap="wrap" justify="flex-end">
          {step === 'detalhe' && <Button variant="outline" onClick={() => setStep('recusar')}>{text.refuse}</Button>}
          {step === 'recusar' && <Button colorPalette="gray" loading={busy} onClick={() => void resolve('recusar')}>{text.refuse}</Button>}
          {step === 'detalhe' && !deletion && <Button colorPalette="orange" loading={busy} onClick={() => void resolve('concluir')}>{text.conclude}</Button>}
          {step === 'detalhe' && deletion && <Button colorPalette="red" onClick={() => setStep('confirmar_exclusao')}>{text.executeDeletion}</Button>}
          {step === 'confirmar_exclusao' && (
            <>
              <Button variant="outline" disabled={busy} onClick={() => setStep('detalhe')}>{text.cancel}</Button>
              <Button colorPalette="red" loading={busy} onClick={() => void resolve('concluir')}>{text.executeDeletion}</Button>
            </>
          )}
        </HStack>
      )}
    </DialogShell>
  );
}
