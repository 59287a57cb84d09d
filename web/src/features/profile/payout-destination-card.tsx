/**
 * 'Dados para pagamento do cashback' on Meu Perfil (issue 27): the PIX key and the bank account,
 * checked with the domain's schema as typed, saved only after the password is entered again
 * (savePayoutDestination); the owner is e-mailed and the admin sees the change on cashback due.
 */
import { Box, Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { StoredPayoutDestination } from '@solarcred/domain/cashback/payout-destination';
import { payoutDestinationSchema, pixKeyError, pixKeyTypeOptions, pixKeyTypes, type PayoutDestinationInput, type PixKeyType } from '@solarcred/domain/cashback/pix-key';
import { providerMessageOf } from '@solarcred/domain/auth-errors';
import { formatDateTime } from '@solarcred/domain/format';
import { accountSettings, validation } from '@solarcred/domain/messages';
import { tipoContaOptions } from '@solarcred/domain/options';
import { BackendError, getBackend } from '../../backend';
import { useLive } from '../../backend/use-live';
import { DialogShell } from '../../ui/dialog/dialog-shell';
import { PasswordField } from '../../ui/form/password-field';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { notifyError, notifySuccess } from '../../ui/toaster';

export const payoutText = {
  title: 'Dados para pagamento do cashback',
  hint: 'Pagamos por PIX; a conta é usada quando o PIX não for possível. Para alterar, confirme sua senha.',
  pixType: 'Tipo de chave PIX',
  pixKey: 'Chave PIX',
  bank: 'Banco (código)',
  agency: 'Agência',
  account: 'Conta',
  digit: 'Dígito',
  accountType: 'Tipo de conta',
  save: 'Salvar dados de pagamento',
  updatedAt: (at: string) => `Atualizados em ${at}`,
  confirmTitle: 'Confirme sua senha',
  confirmText: 'Por segurança, digite sua senha para alterar os dados de pagamento.',
  password: 'Senha',
  confirm: 'Confirmar e salvar',
  saved: 'Dados de pagamento salvos',
  failure: 'Não foi possível salvar os dados de pagamento. Tente novamente.',
} as const;

type Draft = { tipo: string; chave: string; banco: string; agencia: string; conta: string; digito: string; tipoConta: string };

const draftOf = (saved: StoredPayoutDestination | null): Draft => ({
  tipo: saved?.pix.tipo ?? '', chave: saved?.pix.chave ?? '',
  banco: saved?.conta_bancaria.banco ?? '', agencia: saved?.conta_bancaria.agencia ?? '', conta: saved?.conta_bancaria.conta ?? '',
  digito: saved?.conta_bancaria.digito ?? '', tipoConta: saved?.conta_bancaria.tipo ?? '',
});

const inputOf = (draft: Draft) => ({
  pix: { tipo: draft.tipo, chave: draft.chave },
  conta_bancaria: { banco: draft.banco, agencia: draft.agencia, conta: draft.conta, digito: draft.digito, tipo: draft.tipoConta },
}) as unknown as PayoutDestinationInput;

/** The server's Portuguese reason; for the password step, the provider's error said in Portuguese, never the SDK's English. */
function failureReason(error: unknown): string | undefined {
  if (!(error instanceof BackendError)) return undefined;
  if (error.code.startsWith('auth/')) return providerMessageOf(error) ?? undefined;
  return error.message !== error.code ? error.message : undefined;
}

/** 'pix.chave' → 'chave', 'conta_bancaria.tipo' → 'tipoConta': the draft's field of a schema path. */
const fieldOf = (path: readonly PropertyKey[]) => (path[0] === 'conta_bancaria' && path[1] === 'tipo' ? 'tipoConta' : String(path[1] ?? path[0]));

function DestinationForm({ saved }: { saved: StoredPayoutDestination | null }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value }));

  // The key is checked with the domain's rule as soon as it is left, not only on saving. Leaving
  // only adds an error and editing clears it: a blur that removed the text would move the button
  // being clicked from under the pointer.
  const checkKey = () => {
    if (!pixKeyTypes.includes(draft.tipo as PixKeyType) || draft.chave.trim() === '') return;
    const message = pixKeyError(draft.tipo as PixKeyType, draft.chave);
    if (message) setErrors((current) => ({ ...current, chave: message }));
  };
  const editKey = (event: { target: { value: string } }) => {
    set('chave')(event);
    setErrors(({ chave: _cleared, ...others }) => others);
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    const parsed = payoutDestinationSchema.safeParse(inputOf(draft));
    const found: Partial<Record<keyof Draft, string>> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[fieldOf(issue.path) as keyof Draft] ??= issue.message;
    setErrors(found);
    if (parsed.success) setConfirming(true);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setPasswordError(validation.required);
    setBusy(true);
    try {
      await (await getBackend()).cashback.saveDestination(inputOf(draft), password);
      notifySuccess(payoutText.saved, undefined, { brief: true });
      setConfirming(false);
      setPassword('');
      setPasswordError(undefined);
    } catch (error) {
      if (error instanceof BackendError && (error.code === 'auth/invalid-credential' || error.code === 'auth/wrong-password')) setPasswordError(accountSettings.wrongCurrentPassword);
      else notifyError('medium', { title: payoutText.failure, description: failureReason(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={review} noValidate data-testid="payout-destination-form">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <SelectField label={payoutText.pixType} name="pix-tipo" value={draft.tipo} options={pixKeyTypeOptions} onChange={set('tipo')} error={errors.tipo} required />
          <TextField label={payoutText.pixKey} name="pix-chave" value={draft.chave} onChange={editKey} onBlur={checkKey} error={errors.chave} required autoComplete="off" />
          <TextField label={payoutText.bank} name="banco" inputMode="numeric" value={draft.banco} onChange={set('banco')} error={errors.banco} required />
          <TextField label={payoutText.agency} name="agencia" inputMode="numeric" value={draft.agencia} onChange={set('agencia')} error={errors.agencia} required />
          <TextField label={payoutText.account} name="conta" inputMode="numeric" value={draft.conta} onChange={set('conta')} error={errors.conta} required />
          <TextField label={payoutText.digit} name="digito" value={draft.digito} onChange={set('digito')} error={errors.digito} required maxLength={1} />
          <SelectField label={payoutText.accountType} name="tipo-conta" value={draft.tipoConta} options={tipoContaOptions} onChange={set('tipoConta')} error={errors.tipoConta} required />
        </SimpleGrid>
        <Box>
          <Button type="submit" colorPalette="orange">{payoutText.save}</Button>
        </Box>
      </Stack>
      {confirming && (
        <DialogShell open kind="confirm" title={payoutText.confirmTitle} onClose={() => setConfirming(false)} busy={busy}
          onSubmit={(submitted) => void save(submitted)} submit={{ label: payoutText.confirm, colorPalette: 'orange' }}>
          <Stack gap="3">
            <Text fontSize="sm">{payoutText.confirmText}</Text>
            <PasswordField label={payoutText.password} value={password} onChange={(event) => setPassword(event.target.value)} error={passwordError} autoComplete="current-password" required />
          </Stack>
        </DialogShell>
      )}
    </form>
  );
}

export function PayoutDestinationCard({ uid }: { uid: string }) {
  const saved = useLive((backend) => backend.cashback.destination(uid), `payout-destination:${uid}`);
  return (
    <Card.Root as="section" aria-labelledby="payout-title" size="sm">
      <Card.Body p={{ base: '5', md: '6' }} gap="4">
        <Heading as="h2" id="payout-title" size="md">{payoutText.title}</Heading>
        <Text fontSize="sm" color="fg.muted" mt="-2">{payoutText.hint}</Text>
        {saved.status === 'ready' && saved.data && <Text fontSize="xs" color="fg.muted">{payoutText.updatedAt(formatDateTime(saved.data.atualizado_em))}</Text>}
        {saved.status === 'loading' ? <Text fontSize="sm" color="fg.muted">Carregando…</Text> : (
          <DestinationForm key={saved.status === 'ready' ? (saved.data?.atualizado_em ?? 0) : 'erro'} saved={saved.status === 'ready' ? saved.data : null} />
        )}
      </Card.Body>
    </Card.Root>
  );
}
