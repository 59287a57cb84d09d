import { useEffect, useRef, useState, type FormEvent } from 'react';
import { contractText } from '@solarcred/domain/contract/contract-text';
import { signingLimits } from '@solarcred/domain/contract/signing';
import { severityOf } from '@solarcred/domain/errors';
import { formatDateTime } from '@solarcred/domain/format';
import { BackendError } from '../../../../backend/port';
import type { ContractCodeSent, ContractSigned, GuestContractPort, GuestContractView } from '../../../../backend/port-guest-contract';
import { notifyError } from '../../../../ui/toaster';
import { PlainInput } from '../plain-controls';
import plain from '../plain.module.css';
import { contractScreenText as text } from './contract-screen-text';
import styles from './contract.module.css';
import actions from '../secondary-actions.module.css';

/** How long after a code was sent another may be asked. */
export const resendAfterMs = signingLimits.resendMs;

type Field = 'codigo' | 'aceite' | 'nome';
type Errors = Partial<Record<Field, string>>;

/** The words before a message's variable part (the lock's time), to recognise it. */
const prefixOf = (build: (value: string) => string) => build('\u0000').split('\u0000')[0] ?? '';

/** Which field a refusal of the server belongs to; null: the page's toast. */
export function fieldOfRefusal(message: string): Field | null {
  const t = contractText;
  if (message === t.nameMismatch) return 'nome';
  if (message === t.mustAgree) return 'aceite';
  if (message === t.codeExpired || message === t.codeMissing) return 'codigo';
  if (Array.from({ length: 6 }, (_, remaining) => t.codeWrong(remaining)).includes(message)) return 'codigo';
  if (message.startsWith(prefixOf(t.locked))) return 'codigo';
  return null;
}

const messageOf = (error: unknown) => (error instanceof BackendError && error.message !== error.code ? error.message : undefined);

/** Seconds left before a resend, ticking while there are any. */
function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (until === null || until <= Date.now()) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

interface Props {
  guest: GuestContractPort;
  token: string;
  view: GuestContractView;
  onSigned: (signed: ContractSigned) => void;
}

/** The code e-mailed to the customer, 'Li e concordo' and the typed name; then 'Assinar contrato'. */
export function SignForm({ guest, token, view, onSigned }: Props) {
  const [sent, setSent] = useState<(ContractCodeSent & { at: number }) | null>(null);
  const [sending, setSending] = useState(false);
  const [signing, setSigning] = useState(false);
  const [codigo, setCodigo] = useState('');
  const [aceite, setAceite] = useState(false);
  const [nome, setNome] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const codeInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const agreeInput = useRef<HTMLInputElement>(null);
  const waitSeconds = useCountdown(sent ? sent.at + resendAfterMs : null);

  const focus = (field: Field) => ({ codigo: codeInput, aceite: agreeInput, nome: nameInput })[field].current?.focus();
  const clear = (field: Field) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const requestCode = async () => {
    setSending(true);
    try {
      const answer = await guest.requestCode(token, view.id);
      setSent({ ...answer, at: Date.now() });
      clear('codigo');
      codeInput.current?.focus();
    } catch (error) {
      notifyError(severityOf(error), { title: text.codeFailed, description: messageOf(error) });
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!/^\d{6}$/.test(codigo)) found.codigo = contractText.codeFormat;
    if (!aceite) found.aceite = contractText.mustAgree;
    if (nome.trim() === '') found.nome = text.nameRequired;
    setErrors(found);
    const first = (['codigo', 'aceite', 'nome'] as const).find((field) => found[field]);
    if (first) return focus(first);
    setSigning(true);
    try {
      onSigned(await guest.sign(token, view.id, { codigo, aceite, nome }));
    } catch (error) {
      const message = messageOf(error);
      const field = message ? fieldOfRefusal(message) : null;
      if (field && message) {
        setErrors({ [field]: message });
        if (field === 'codigo') setCodigo('');
        focus(field);
      } else {
        notifyError(severityOf(error), { title: text.signFailed, description: message });
      }
    } finally {
      setSigning(false);
    }
  };

  return (
    <form className={plain.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="contract-sign-title">
      <h3 id="contract-sign-title" className={plain.heading}>{text.signTitle}</h3>
      <div className={actions.actions}>
        <button type="button" className={actions.secondary} disabled={sending || waitSeconds > 0} aria-busy={sending} onClick={() => void requestCode()}>
          {waitSeconds > 0 ? text.resendIn(waitSeconds) : sent ? text.resendCode : contractText.requestCode}
        </button>
      </div>
      {sent && (
        <p className={plain.note} role="status" data-testid="code-sent">
          {contractText.codeSent(sent.email_mascarado)} {text.validUntil(formatDateTime(sent.expira_em).slice(-5))}
        </p>
      )}
      <PlainInput ref={codeInput} label={contractText.codeLabel} required inputMode="numeric" autoComplete="one-time-code" maxLength={6}
        className={`${plain.control} ${styles.code}`} value={codigo} error={errors.codigo} disabled={signing}
        onChange={(event) => {
          setCodigo(event.target.value.replace(/\D/g, '').slice(0, 6));
          clear('codigo');
        }} />
      <div className={plain.field}>
        <label className={plain.checkbox}>
          <input ref={agreeInput} type="checkbox" checked={aceite} disabled={signing}
            aria-invalid={errors.aceite ? true : undefined} aria-describedby={errors.aceite ? 'contract-agree-error' : undefined}
            onChange={(event) => {
              setAceite(event.target.checked);
              clear('aceite');
            }} />
          <span>{contractText.agree}</span>
        </label>
        {errors.aceite && <p id="contract-agree-error" className={plain.error}>{errors.aceite}</p>}
      </div>
      <PlainInput ref={nameInput} label={contractText.nameLabel} required autoComplete="name" helper={contractText.nameHelp} value={nome}
        error={errors.nome} disabled={signing} maxLength={200}
        onChange={(event) => {
          setNome(event.target.value);
          clear('nome');
        }} />
      <button type="submit" className={`${plain.button} ${plain.submit}`} disabled={signing} aria-busy={signing}>
        {signing ? text.signing : contractText.sign}
      </button>
    </form>
  );
}
