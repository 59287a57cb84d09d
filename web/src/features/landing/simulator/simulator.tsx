/**
 * The public simulator (issue 32): system value, down payment (slider and field), term and kind
 * of customer → for each active line the installment, the total paid and the CET a.m./a.a., the
 * lowest CET first; the lines that cannot finance the case say why. With the optional bill value
 * (issue 49), 'Economia estimada' beside each 'Parcela', their ratio and the flag above the
 * admin's margin. Plain elements and a CSS module, like the rest of the landing.
 */
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { releaseToday } from '@solarcred/domain/credit/calendar';
import { creditText } from '@solarcred/domain/credit/credit-text';
import { asCreditLine } from '@solarcred/domain/credit/published';
import { terms, type Term } from '@solarcred/domain/credit/lines';
import { differingLastInstallment } from '@solarcred/domain/credit/quote';
import { compareLines, type Simulation } from '@solarcred/domain/credit/simulate';
import { energyText } from '@solarcred/domain/energy/energy-text';
import { formatBRL } from '@solarcred/domain/format';
import { ufOptions } from '@solarcred/domain/options';
import { paths } from '../../../config/paths';
import { useMoneyInput } from '../../../ui/form/use-money-input';
import { usePublicRates } from './use-public-rates';
import { useBillSavings, type BillSavings } from './use-bill-savings';
import styles from './simulator.module.css';

export const simulatorText = {
  value: 'Valor do sistema',
  downPayment: 'Entrada',
  term: 'Prazo',
  customer: 'Cliente',
  person: 'Pessoa física',
  company: 'Empresa',
  valueRequired: 'Informe o valor do sistema.',
  results: 'Resultado da simulação',
  none: 'Nenhuma linha financia este valor neste prazo. Ajuste a entrada ou o prazo.',
  loadFailure: 'Não foi possível carregar as taxas agora.',
  retry: 'Tentar novamente',
  cta: 'Quero ser integrador',
} as const;


/** 'Economia estimada' beside 'Parcela' for one line (issue 49). */
function SavingsBeside({ parcelaCents, bill }: { parcelaCents: number; bill: Extract<BillSavings, { status: 'ready' }> }) {
  const savings = bill.savings.economiaMediaCents;
  const margemPct = bill.margemPct;
  const ratio = bill.ratioOf(parcelaCents, savings);
  const above = bill.aboveMarginOf(parcelaCents, savings, margemPct);
  return (
    <div data-testid="simulation-savings">
      <dl className={styles.beside}>
        <div>
          <dt>{energyText.savingsLabel}</dt>
          <dd>{energyText.perMonth(savings)}</dd>
        </div>
        <div>
          <dt>{energyText.installmentLabel}</dt>
          <dd>{energyText.perMonth(parcelaCents)}</dd>
        </div>
      </dl>
      <p className={styles.cet}>
        {energyText.ratio(ratio)}
        {above && <span className={styles.flag}>{energyText.aboveMarginFlag}</span>}
      </p>
    </div>
  );
}

function Option({ option, cheapest, bill }: { option: Simulation; cheapest: boolean; bill: BillSavings }) {
  const last = differingLastInstallment(option);
  return (
    <li className={cheapest ? `${styles.option} ${styles.best}` : styles.option} data-testid="simulation-option" data-line={option.linha}>
      <div className={styles.optionHead}>
        <strong>{option.linhaNome}</strong>
        {cheapest && <span className={styles.badge}>{creditText.cheapest}</span>}
      </div>
      <p className={styles.installment}>{creditText.installment(option.prazo, option.parcelaCents)}</p>
      {last !== null && <p>{creditText.lastInstallment(last)}</p>}
      <p>{creditText.total(option.totalPagoCents)}</p>
      <p className={styles.cet}>{creditText.cet(option.cetMensal, option.cetAnual)}</p>
      {bill.status === 'ready' && <SavingsBeside parcelaCents={option.parcelaCents} bill={bill} />}
    </li>
  );
}

/**
 * `ctaClassName` styles 'Quero ser integrador' as the landing's buttons: passed in, because
 * importing the landing's stylesheet here would split it out of the pre-rendered page's CSS.
 */
export default function Simulator({ ctaClassName }: { ctaClassName: string }) {
  const [attempt, setAttempt] = useState(0);
  const rates = usePublicRates(attempt);
  const [value, setValue] = useState<number | null>(30_000_00);
  const [downPaymentTyped, setDownPayment] = useState<number | null>(5_000_00);
  const valueInput = useMoneyInput(value, setValue);
  const downPaymentInput = useMoneyInput(downPaymentTyped, setDownPayment);
  const downPayment = downPaymentTyped ?? 0;
  const [term, setTerm] = useState<Term>(60);
  const [borrower, setBorrower] = useState<'pf' | 'pj'>('pf');
  const [billCents, setBillCents] = useState<number | null>(null);
  const billInput = useMoneyInput(billCents, setBillCents);
  const [uf, setUf] = useState('');
  const bill = useBillSavings(billCents, uf || null, term);
  const ids = useId();

  const valueError = value === null || value <= 0 ? simulatorText.valueRequired : null;
  const downPaymentError = value !== null && !valueError && downPayment >= value ? creditText.downPaymentTooHigh : null;
  const comparison = useMemo(() => {
    if (rates.status !== 'ready' || value === null || valueError || downPaymentError) return null;
    return compareLines(rates.rates.linhas.map(asCreditLine), { valorSistemaCents: value, entradaCents: downPayment, prazo: term, carenciaMeses: 0, borrower, liberacao: releaseToday() });
  }, [rates, value, downPayment, term, borrower, valueError, downPaymentError]);

  return (
    <div className={styles.simulator} data-testid="simulator">
      <form className={styles.form} onSubmit={(event) => event.preventDefault()} noValidate aria-label="Simulador de financiamento">
        <label className={styles.field}>
          <span>{simulatorText.value}</span>
          <input {...valueInput} aria-invalid={valueError ? true : undefined} aria-describedby={valueError ? `${ids}-value` : undefined} />
          {valueError && <span id={`${ids}-value`} className={styles.error} role="alert">{valueError}</span>}
        </label>
        <div className={styles.field}>
          <label htmlFor={`${ids}-down`}>{simulatorText.downPayment}</label>
          <input id={`${ids}-down`} {...downPaymentInput} aria-invalid={downPaymentError ? true : undefined}
            aria-describedby={downPaymentError ? `${ids}-down-error` : undefined} />
          <input type="range" min={0} max={Math.max(value ?? 0, 0)} step={100_00} value={Math.min(downPayment, value ?? 0)} aria-label={`${simulatorText.downPayment} (controle deslizante)`}
            aria-valuetext={formatBRL(downPayment)} onChange={(event) => setDownPayment(Number(event.target.value))} />
          {downPaymentError && <span id={`${ids}-down-error`} className={styles.error} role="alert">{downPaymentError}</span>}
        </div>
        <label className={styles.field}>
          <span>{simulatorText.term}</span>
          <select value={term} onChange={(event) => setTerm(Number(event.target.value) as Term)}>
            {terms.map((option) => <option key={option} value={option}>{`${option}x`}</option>)}
          </select>
        </label>
        <div className={styles.field}>
          <label htmlFor={`${ids}-bill`}>{energyText.landingBillLabel}</label>
          <input id={`${ids}-bill`} {...billInput} aria-describedby={`${ids}-bill-help`} />
          <span id={`${ids}-bill-help`} className={styles.help}>{energyText.landingBillHelp}</span>
        </div>
        <label className={styles.field}>
          <span>{energyText.landingUfLabel}</span>
          <select value={uf} onChange={(event) => setUf(event.target.value)}>
            <option value="">—</option>
            {ufOptions.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
          </select>
        </label>
        <fieldset className={styles.field}>
          <legend>{simulatorText.customer}</legend>
          <div className={styles.choices}>
            {(['pf', 'pj'] as const).map((kind) => (
              <label key={kind} className={styles.choice}>
                <input type="radio" name={`${ids}-customer`} value={kind} checked={borrower === kind} onChange={() => setBorrower(kind)} />
                {kind === 'pf' ? simulatorText.person : simulatorText.company}
              </label>
            ))}
          </div>
        </fieldset>
      </form>

      <section aria-label={simulatorText.results} aria-live="polite" className={styles.results}>
        {rates.status === 'loading' && <p role="status">{creditText.loading}</p>}
        {rates.status === 'error' && (
          <p className={styles.error} role="alert">
            {simulatorText.loadFailure}{' '}
            <button type="button" className={styles.linkButton} onClick={() => setAttempt((n) => n + 1)}>{simulatorText.retry}</button>
          </p>
        )}
        {comparison && (
          <>
            {comparison.options.length === 0 && <p>{simulatorText.none}</p>}
            <ol className={styles.options}>
              {comparison.options.map((option, index) => <Option key={option.linha} option={option} cheapest={index === 0} bill={bill} />)}
            </ol>
            {bill.status === 'ready' && <p className={styles.disclaimer}>{energyText.landingSavingsNote}</p>}
            {bill.status === 'implausible' && <p className={styles.error} role="alert">{energyText.landingBillImplausible}</p>}
            {comparison.refused.length > 0 && (
              <ul className={styles.refused} aria-label={creditText.unavailable}>
                {comparison.refused.map((line) => <li key={line.linha} data-testid="simulation-refused">{`${line.linhaNome}: ${line.motivo}`}</li>)}
              </ul>
            )}
          </>
        )}
        <p className={styles.disclaimer}>{creditText.disclaimer}</p>
        <Link to={paths.auth} className={ctaClassName}>{simulatorText.cta}</Link>
      </section>
    </div>
  );
}
