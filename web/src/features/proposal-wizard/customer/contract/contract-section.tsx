import { useCallback, useEffect, useState } from 'react';
import { contractText } from '@solarcred/domain/contract/contract-text';
import type { ContractState } from '@solarcred/domain/contract/types';
import { severityOf } from '@solarcred/domain/errors';
import { formatDateTime } from '@solarcred/domain/format';
import { BackendError } from '../../../../backend/port';
import type { GuestContractPort, GuestContractView, ContractSigned } from '../../../../backend/port-guest-contract';
import { paths } from '../../../../config/paths';
import { notifyError } from '../../../../ui/toaster';
import plain from '../plain.module.css';
import { ContractDocument } from './contract-document';
import { contractScreenText as text } from './contract-screen-text';
import styles from './contract.module.css';
import actions from '../secondary-actions.module.css';
import { downloadPdf } from './download-pdf';
import { SignForm } from './sign-form';

/** The contract as the link's live view names it (vistas_cliente/{linkId}.contrato). */
export interface LiveContract {
  id: string;
  versao: number;
  estado: ContractState;
}

interface Props {
  guest: GuestContractPort;
  token: string;
  live: LiveContract;
}

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; view: GuestContractView };

const signable = (estado: ContractState) => estado === 'gerado' || estado === 'enviado' || estado === 'visualizado';

/**
 * 'Contrato para assinatura' on the customer's link (issue 47), loaded after the page's first
 * paint: the contract as text, its PDF, and the signing by a code e-mailed to the customer. It
 * follows the live view: a new version replaces the one on screen, a signature elsewhere shows
 * as signed.
 */
export default function ContractSection({ guest, token, live }: Props) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [signed, setSigned] = useState<ContractSigned | null>(null);
  const [replacedFrom, setReplacedFrom] = useState<string | null>(null);
  const signedNow = live.estado === 'assinado';

  const load = useCallback(async () => {
    try {
      const view = await guest.openContract(token);
      setLoaded(view ? { kind: 'ready', view } : { kind: 'failed' });
    } catch {
      setLoaded({ kind: 'failed' });
    }
  }, [guest, token]);

  // Read again when the live view names another version, or says it was signed (elsewhere).
  useEffect(() => {
    void load();
  }, [load, live.id, signedNow]);

  // A new version: the screen shows it, with a word that it changed.
  const shownId = loaded.kind === 'ready' ? loaded.view.id : null;
  const [previousId, setPreviousId] = useState<string | null>(null);
  if (shownId && shownId !== previousId) {
    if (previousId !== null) setReplacedFrom(previousId);
    setPreviousId(shownId);
  }

  // The live view carries the stored state; an expiry is computed when read (openCustomerContract says it).
  const expired = loaded.kind === 'ready' && loaded.view.id === live.id && loaded.view.estado === 'expirado';
  const estado: ContractState = signed ? 'assinado' : expired ? 'expirado' : live.estado;
  return (
    <section className={plain.card} aria-labelledby="contract-title" data-testid="customer-contract">
      <div className={styles.stateRow}>
        <h2 id="contract-title" className={plain.heading}>{contractText.sectionTitle}</h2>
        <span className={plain.badge} data-testid="contract-state">{contractText.stateLabel[estado]}</span>
      </div>
      {replacedFrom && <p className={plain.note} role="status">{text.replaced}</p>}
      {loaded.kind === 'loading' && <p className={plain.muted} role="status">{text.loading}</p>}
      {loaded.kind === 'failed' && (
        <div role="alert" className={actions.actions}>
          <p className={plain.warning}>{text.loadFailed}</p>
          <button type="button" className={actions.secondary} onClick={() => void load()}>{text.retry}</button>
        </div>
      )}
      {loaded.kind === 'ready' && (
        <ContractBody key={loaded.view.id} guest={guest} token={token} view={loaded.view} estado={estado} signed={signed} onSigned={setSigned} />
      )}
    </section>
  );
}

interface BodyProps {
  guest: GuestContractPort;
  token: string;
  view: GuestContractView;
  estado: ContractState;
  signed: ContractSigned | null;
  onSigned: (signed: ContractSigned) => void;
}

function ContractBody({ guest, token, view, estado, signed, onSigned }: BodyProps) {
  const signature = signed ?? view.assinatura ?? null;
  return (
    <>
      {estado === 'assinado' ? (
        <SignedNote signature={signature} />
      ) : (
        <p className={plain.muted}>{text.intro}</p>
      )}
      <PdfButton guest={guest} token={token} contratoId={view.id} assinado={estado === 'assinado'} />
      <ContractDocument content={view.conteudo} />
      {signable(estado) && <SignForm guest={guest} token={token} view={view} onSigned={onSigned} />}
      {(estado === 'expirado' || estado === 'substituido') && <p className={plain.warning} role="status">{text.notSignable}</p>}
    </>
  );
}

function SignedNote({ signature }: { signature: ContractSigned | null }) {
  return (
    <div className={plain.success} role="status" data-testid="contract-signed">
      <h3 className={plain.heading}>{text.signedTitle}</h3>
      {signature && (
        <>
          <p className={plain.text}>{text.signedAt(formatDateTime(signature.assinado_em))}</p>
          <p className={plain.text}>
            {text.verificationCode}: <span className={styles.verification} data-testid="verification-code">{signature.codigo_verificacao}</span>
          </p>
          <p className={plain.muted}>
            {text.verifyHint} <a className={styles.link} href={paths.verify}>{paths.verify}</a>.
          </p>
        </>
      )}
    </div>
  );
}

function PdfButton({ guest, token, contratoId, assinado }: { guest: GuestContractPort; token: string; contratoId: string; assinado: boolean }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      downloadPdf(await guest.pdf(token, contratoId, assinado));
    } catch (error) {
      const reason = error instanceof BackendError && error.message !== error.code ? error.message : undefined;
      notifyError(severityOf(error), { title: text.downloadFailed, description: reason });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={actions.actions}>
      <button type="button" className={actions.secondary} disabled={busy} aria-busy={busy} onClick={() => void download()}>
        {busy ? text.downloading : assinado ? text.downloadSignedPdf : text.downloadPdf}
      </button>
    </div>
  );
}
