import { Alert, Button, chakra, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { maskCpf } from '@solarcred/domain/masks';
import { cpfRequestInput, sendCodeInput } from '@solarcred/domain/privacy/guest';
import { privacyGuestText as text } from '@solarcred/domain/privacy/guest-text';
import { privacyRequestTypes, type PrivacyRequestType } from '@solarcred/domain/privacy/types';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../ui/auth-card';
import { FormField } from '../../../ui/form/form-field';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { startDownload } from '../../../ui/open-download';

const port = async () => (await import('@guest-link')).guestLink;
const typeOptions = privacyRequestTypes.map((value) => ({ value, label: { acesso: text.download, correcao: text.askCorrection, exclusao: text.askDeletion }[value] }));
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : text.exportFailed);
type Errors = Partial<Record<'cpf' | 'email' | 'codigo' | 'tipo' | 'detalhe', string>>;
const errorsOf = (issues: readonly { path: PropertyKey[]; message: string }[]): Errors =>
  Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]).reverse()) as Errors;

type Step = { kind: 'identify' } | { kind: 'code' } | { kind: 'done'; id: string; chave: string | null };

/**
 * /privacidade/solicitar (issue 51), public: a customer without an account (or whose link is gone)
 * proves who it is by CPF and a code e-mailed to an address on record, then asks for a copy of its
 * data, a correction or a deletion; an access request's ZIP downloads here when ready.
 */
export default function CpfRequestPage() {
  const [step, setStep] = useState<Step>({ kind: 'identify' });
  const [cpf, setCpf] = useState('');
  const [email, setEmail] = useState('');
  const [codigo, setCodigo] = useState('');
  const [tipo, setTipo] = useState<PrivacyRequestType | ''>('');
  const [detalhe, setDetalhe] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    const parsed = sendCodeInput.safeParse({ cpf, email });
    setErrors(parsed.success ? {} : errorsOf(parsed.error.issues));
    if (!parsed.success) return;
    void run(async () => {
      setNotice((await (await port()).sendPrivacyCode({ cpf, email })).mensagem);
      setStep({ kind: 'code' });
    });
  };

  const request = (event: FormEvent) => {
    event.preventDefault();
    const input = { cpf, email, codigo, tipo, detalhe };
    const parsed = cpfRequestInput.safeParse(input);
    setErrors(parsed.success ? {} : errorsOf(parsed.error.issues));
    if (!parsed.success) return;
    void run(async () => {
      const made = await (await port()).requestByCpf({ ...input, tipo: parsed.data.tipo });
      setNotice(null);
      setStep({ kind: 'done', ...made });
    });
  };

  const download = (id: string, chave: string) =>
    void run(async () => {
      startDownload((await (await port()).downloadByCpf(id, chave)).url, id);
    });

  return (
    <AuthCard>
      <Stack gap="5">
        <Heading as="h1" size="lg">{text.pageTitle}</Heading>
        <Text color="fg.muted">{text.pageIntro}</Text>
        {notice && (
          <Alert.Root status="info" role="status">
            <Alert.Indicator />
            <Alert.Content><Alert.Title>{notice}</Alert.Title></Alert.Content>
          </Alert.Root>
        )}
        {step.kind === 'identify' && (
          <chakra.form onSubmit={sendCode} noValidate aria-label={text.pageTitle}>
            <Stack gap="4">
              <TextField label={text.cpf} required value={cpf} inputMode="numeric" autoComplete="off" maxLength={14} error={errors.cpf}
                onChange={(event) => setCpf(maskCpf(event.target.value))} />
              <TextField label={text.email} required type="email" value={email} autoComplete="email" maxLength={254} error={errors.email}
                onChange={(event) => setEmail(event.target.value)} />
              <Button type="submit" colorPalette="orange" loading={busy}>{text.sendCode}</Button>
            </Stack>
          </chakra.form>
        )}
        {step.kind === 'code' && (
          <chakra.form onSubmit={request} noValidate aria-label={text.send}>
            <Stack gap="4">
              <TextField label={text.code} required value={codigo} inputMode="numeric" autoComplete="one-time-code" maxLength={20} error={errors.codigo}
                onChange={(event) => setCodigo(event.target.value)} />
              <SelectField label={text.requestType} required options={typeOptions} value={tipo} error={errors.tipo}
                onChange={(event) => setTipo(event.target.value as PrivacyRequestType | '')} />
              {tipo === 'exclusao' && <Text fontSize="sm" color="fg.muted">{text.deletionConfirm}</Text>}
              {(tipo === 'correcao' || tipo === 'exclusao') && (
                <FormField label={tipo === 'correcao' ? text.detail : text.deletionReason} required={tipo === 'correcao'} error={errors.detalhe}>
                  <Textarea value={detalhe} rows={4} maxLength={2000} onChange={(event) => setDetalhe(event.target.value)} />
                </FormField>
              )}
              <Button type="submit" colorPalette="orange" loading={busy}>{text.send}</Button>
            </Stack>
          </chakra.form>
        )}
        {step.kind === 'done' && (
          <Stack gap="3" data-testid="privacy-request-done">
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Content><Alert.Title>{text.requestSent(step.id)}</Alert.Title></Alert.Content>
            </Alert.Root>
            {step.chave && <Button colorPalette="orange" loading={busy} onClick={() => download(step.id, step.chave ?? '')}>{text.download}</Button>}
          </Stack>
        )}
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content><Alert.Title>{failure}</Alert.Title></Alert.Content>
          </Alert.Root>
        )}
        <Button asChild variant="ghost" size="sm" alignSelf="center"><Link to={paths.privacyNotice}>{text.privacyNoticeLink}</Link></Button>
      </Stack>
    </AuthCard>
  );
}
