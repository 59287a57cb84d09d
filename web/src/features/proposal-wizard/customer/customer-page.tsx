import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { product } from '@solarcred/domain/config';
import type { GuestLinkView } from '@solarcred/domain/customer-link/commands';
import { customerProgressOptions } from '@solarcred/domain/customer-link/link';
import { applyLiveView, type GuestLiveView, type GuestSavings } from '@solarcred/domain/customer-link/live-view';
import { customerLinkText as text } from '@solarcred/domain/customer-link/texts';
import { hashLinkToken, isLinkToken } from '@solarcred/domain/customer-link/token';
import { BackendError } from '../../../backend';
import type { GuestLinkPort } from '../../../backend/port-customer-links';
import type { GuestContractPort } from '../../../backend/port-guest-contract';
import type { PrivacyGuestPort } from '../../../backend/port-privacy-guest';
import type { GuestPrivacyState } from '@solarcred/domain/privacy/guest';
import { useDocumentColorMode } from '../../../ui/color-mode';
import { LoadingScreen } from '../../../ui/loading-screen';
import { CustomerForm } from './customer-form';
import { CustomerItems } from './customer-items';
import { CustomerSavings } from './customer-savings';
import type { LiveContract } from './contract/contract-section';
import styles from './plain.module.css';

/** The contract's section (issue 47): its own chunk, loaded only once the live view names a contract. */
const ContractSection = lazy(() => import('./contract/contract-section'));
/** 'Seus dados pessoais (LGPD)' (issue 51): its own chunk, after the page's first paint. */
const PrivacySection = lazy(() => import('./privacy/privacy-section'));

/** The live view's contract, when there is one to show (a replaced one is not). */
function liveContractOf(live: GuestLiveView): LiveContract | null {
  // Absent on a view written before issue 47.
  const contrato = (live.contrato as LiveContract | null | undefined) ?? null;
  return contrato && contrato.estado !== 'substituido' ? contrato : null;
}

const sameContract = (a: LiveContract | null, b: LiveContract | null) => a === b || (a?.id === b?.id && a?.estado === b?.estado);

/** The live view's savings beside the installment (issue 49); absent on a view written before. */
const savingsOf = (live: GuestLiveView): GuestSavings | null => live.economia ?? null;

const sameSavings = (a: GuestSavings | null, b: GuestSavings | null) =>
  a === b || (a?.economia_media_centavos === b?.economia_media_centavos && a?.parcela_centavos === b?.parcela_centavos && a?.razao === b?.razao);

const samePrivacy = (a: GuestPrivacyState | null, b: GuestPrivacyState | null) =>
  a === b || (a?.id === b?.id && a?.situacao === b?.situacao && a?.exportacao_estado === b?.exportacao_estado);

/** Times the page starts following its link again after a failure, before it stays as it is. */
const maxFollowFailures = 3;

type PageState =
  | { kind: 'loading' }
  | { kind: 'invalid'; message: string }
  | {
      kind: 'ready';
      guest: GuestLinkPort & GuestContractPort & PrivacyGuestPort;
      view: GuestLinkView;
      linkHash: string;
      justSent: boolean;
      contrato: LiveContract | null;
      economia: GuestSavings | null;
      /** The customer's latest LGPD request from the link (issue 51); absent on views written before. */
      lgpd: GuestPrivacyState | null;
    };

/**
 * /c/{token}: the customer's page, without an account (issue 28). Mobile first, and without the
 * design system or the router: main.tsx mounts it alone (customer-entry.tsx), so a phone on a
 * mobile network loads React, the form library, zod and Firebase's app and Functions only.
 * Once shown it is live (issue 45): the link's view follows the proposal, the items addressed to
 * the customer and the link itself (filled in another tab, revoked) without a reload.
 */
export function CustomerPage({ token }: { token: string }) {
  const [state, setState] = useState<PageState>({ kind: 'loading' });
  useDocumentColorMode();

  const load = useCallback(
    async (justSent = false) => {
      // A malformed address is refused here, before any call, with the same words as the server's.
      if (!isLinkToken(token)) return setState({ kind: 'invalid', message: text.invalid });
      try {
        const [{ guestLink: guest }, linkHash] = await Promise.all([import('@guest-link'), hashLinkToken(token)]);
        const view = await guest.open(token);
        setState((current) => ({
          kind: 'ready', guest, view, linkHash, justSent,
          contrato: current.kind === 'ready' ? current.contrato : null,
          economia: current.kind === 'ready' ? current.economia : null,
          lgpd: current.kind === 'ready' ? current.lgpd : null,
        }));
      } catch (error) {
        const message = error instanceof BackendError && error.code === 'resource-exhausted' ? text.tooMany : text.invalid;
        setState({ kind: 'invalid', message });
      }
    },
    [token],
  );

  useEffect(() => {
    void load();
  }, [load]);

  // Followed from the first state on. Should following fail (the link renewed, the session's
  // user swept), the page asks once more and follows again if that still opens; a few times at most.
  const guest = state.kind === 'ready' ? state.guest : null;
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (!guest || failures >= maxFollowFailures) return;
    return guest.watch(token)(
      (live) =>
        setState((current) => {
          if (current.kind !== 'ready') return current;
          const view = applyLiveView(current.view, live, Date.now());
          const contrato = liveContractOf(live);
          const economia = savingsOf(live);
          const lgpd = live.lgpd ?? null;
          if (view === current.view && sameContract(contrato, current.contrato) && sameSavings(economia, current.economia) && samePrivacy(lgpd, current.lgpd)) return current;
          return view ? { ...current, view, contrato, economia, lgpd } : { kind: 'invalid', message: text.invalid };
        }),
      () => {
        setFailures((count) => count + 1);
        void load();
      },
    );
  }, [guest, failures, token, load]);

  if (state.kind === 'loading') return <LoadingScreen />;
  return (
    <div className={styles.page}>
      <main className={styles.container}>
        {state.kind === 'invalid' ? (
          <section className={`${styles.card} ${styles.invalid}`} role="alert">
            <h1 className={styles.title}>{state.message}</h1>
            <p className={styles.muted}>{text.invalidHelp}</p>
          </section>
        ) : (
          <>
            <CompanyHeader view={state.view} />
            {state.view.estado === 'aberto' ? (
              <CustomerForm guest={state.guest} token={token} linkHash={state.linkHash} view={state.view}
                onSubmitted={() => void load(true)} onLinkClosed={() => void load()} />
            ) : (
              <>
                <Progress view={state.view} justSent={state.justSent} />
                {state.economia && <CustomerSavings savings={state.economia} />}
                <CustomerItems guest={state.guest} token={token} items={state.view.pendencias} onAnswered={() => void load()} />
                {state.contrato && (
                  <Suspense fallback={null}>
                    <ContractSection guest={state.guest} token={token} live={state.contrato} />
                  </Suspense>
                )}
              </>
            )}
            <Suspense fallback={null}>
              <PrivacySection guest={state.guest} token={token} live={state.lgpd} />
            </Suspense>
          </>
        )}
        <p className={styles.footer}>{product.name} · {product.support.email}</p>
      </main>
    </div>
  );
}

function CompanyHeader({ view }: { view: GuestLinkView }) {
  return (
    <header className={styles.header}>
      {view.logo && <img src={view.logo} alt="" className={styles.logo} />}
      <div>
        <p className={styles.company}>{view.empresa}</p>
        <h1 className={styles.title}>{view.estado === 'aberto' ? text.guestTitle(view.empresa) : text.progressTitle}</h1>
      </div>
    </header>
  );
}

function Progress({ view, justSent }: { view: Extract<GuestLinkView, { estado: 'preenchido' }>; justSent: boolean }) {
  const current = customerProgressOptions.findIndex((option) => option.value === view.andamento);
  // Reprovada ends the way: Finalizada is not shown after it, nor Reprovada on the way to it.
  const steps = customerProgressOptions.filter((option) => (view.andamento === 'reprovada' ? option.value !== 'finalizada' : option.value !== 'reprovada'));
  return (
    <>
      {justSent && (
        <div className={styles.success} role="status">
          <h2 className={styles.heading}>{text.doneTitle}</h2>
          <p className={styles.text}>{text.doneText(view.empresa)}</p>
        </div>
      )}
      <section className={styles.card}>
        <p className={styles.text}>{text.progressHelp[view.andamento]}</p>
        <ol className={styles.steps} aria-label={text.progressTitle}>
          {steps.map((option) => {
            const index = customerProgressOptions.indexOf(option);
            const here = option.value === view.andamento;
            return (
              <li key={option.value} aria-current={here ? 'step' : undefined}
                className={`${styles.step} ${index <= current ? styles.stepDone : ''} ${here ? styles.stepHere : ''}`}>
                <span className={styles.dot} aria-hidden="true" />
                {option.label}
              </li>
            );
          })}
        </ol>
      </section>
    </>
  );
}
