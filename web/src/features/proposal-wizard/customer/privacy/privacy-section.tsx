import { useState, type FormEvent } from 'react';
import type { GuestPrivacyState } from '@solarcred/domain/privacy/guest';
import { privacyRequestInputSchema } from '@solarcred/domain/privacy/request-fields';
import { privacyGuestText as text } from '@solarcred/domain/privacy/guest-text';
import type { PrivacyRequestType } from '@solarcred/domain/privacy/types';
import type { PrivacyGuestPort } from '../../../../backend/port-privacy-guest';
import plain from '../plain.module.css';
import { PlainTextarea } from '../plain-controls';
import { startDownload } from '../../../../ui/open-download';
import styles from './privacy.module.css';
import actions from '../secondary-actions.module.css';

interface Props {
  guest: PrivacyGuestPort;
  token: string;
  /** The link's view's lgpd (the trigger's copy of the latest request); null before any. */
  live: GuestPrivacyState | null;
}

const isOpen = (state: GuestPrivacyState | null) => state !== null && (state.situacao === 'aberta' || state.situacao === 'em_andamento');
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : text.exportFailed);

/**
 * 'Seus dados pessoais (LGPD)' on the customer's link (issue 51): ask for a copy of the data, a
 * correction or a deletion. Loaded after the page's first paint; the request's state follows the
 * link's live view (no polling), from the callable's answer until the view has it.
 */
export default function PrivacySection({ guest, token, live }: Props) {
  const [made, setMade] = useState<GuestPrivacyState | null>(null);
  const [asking, setAsking] = useState<Exclude<PrivacyRequestType, 'acesso'> | null>(null);
  const [detalhe, setDetalhe] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The live view's copy wins once it names the request just made (or a newer one).
  const shown = live && (!made || live.id === made.id) ? live : (made ?? live);

  const send = async (tipo: PrivacyRequestType, typed: string) => {
    const parsed = privacyRequestInputSchema.safeParse({ tipo, detalhe: typed });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? null);
    setBusy(true);
    setError(null);
    try {
      setMade((await guest.requestFromLink(token, parsed.data)).lgpd);
      setAsking(null);
      setDetalhe('');
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const download = async (id: string) => {
    setBusy(true);
    setError(null);
    try {
      startDownload((await guest.downloadFromLink(token, id)).url, id);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (asking) void send(asking, detalhe);
  };

  return (
    <section className={plain.card} aria-labelledby="privacy-title" data-testid="customer-privacy">
      <h2 id="privacy-title" className={plain.heading}>{text.sectionTitle}</h2>
      <p className={plain.muted}>{text.sectionIntro}</p>
      {shown && <RequestState state={shown} busy={busy} onDownload={(id) => void download(id)} />}
      {error && <p className={plain.warning} role="alert">{error}</p>}
      {!isOpen(shown) && !asking && (
        <div className={actions.actions}>
          <button type="button" className={actions.secondary} disabled={busy} onClick={() => void send('acesso', '')}>{text.download}</button>
          <button type="button" className={actions.secondary} disabled={busy} onClick={() => setAsking('correcao')}>{text.askCorrection}</button>
          <button type="button" className={actions.secondary} disabled={busy} onClick={() => setAsking('exclusao')}>{text.askDeletion}</button>
        </div>
      )}
      {asking && (
        <form className={styles.form} onSubmit={submit} noValidate aria-label={asking === 'correcao' ? text.askCorrection : text.askDeletion}>
          {asking === 'exclusao' && <p className={plain.note}>{text.deletionConfirm}</p>}
          <PlainTextarea label={asking === 'correcao' ? text.detail : text.deletionReason} required={asking === 'correcao'} value={detalhe} rows={4} maxLength={2000}
            error={fieldError ?? undefined}
            onChange={(event) => {
              setDetalhe(event.target.value);
              setFieldError(null);
            }} />
          <div className={actions.actions}>
            <button type="submit" className={plain.button} disabled={busy}>{text.send}</button>
            <button type="button" className={actions.secondary} disabled={busy} onClick={() => setAsking(null)}>{text.cancel}</button>
          </div>
        </form>
      )}
    </section>
  );
}

function RequestState({ state, busy, onDownload }: { state: GuestPrivacyState; busy: boolean; onDownload: (id: string) => void }) {
  const label = text.openRequest(text.typeLabel[state.tipo] ?? state.tipo, text.stateLabel[state.situacao] ?? state.situacao);
  return (
    <div className={plain.note} role="status" data-testid="privacy-request-state">
      <p className={plain.text}>{label}</p>
      {state.tipo === 'acesso' && state.situacao !== 'recusada' && (
        <>
          {(state.exportacao_estado === 'na_fila' || state.exportacao_estado === 'gerando') && <p className={plain.muted}>{text.preparing}</p>}
          {state.exportacao_estado === 'falhou' && <p className={plain.warning}>{state.exportacao_erro ?? text.exportFailed}</p>}
          {state.exportacao_estado === 'pronta' && (
            <button type="button" className={plain.button} disabled={busy} onClick={() => onDownload(state.id)}>{text.downloadReady}</button>
          )}
        </>
      )}
    </div>
  );
}
