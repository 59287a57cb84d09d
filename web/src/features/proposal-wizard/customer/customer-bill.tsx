/**
 * The customer's energy bill on the link (issue 49): a PDF picked is read at once (the reader's
 * code loads only then, never with the page), and what it found shows below the picker, each
 * field marked 'lido da conta' until the customer edits it. The facts travel in the form's
 * `contaLuz` (the customer's draft), so the integrator opening the draft gets them in the wizard.
 * Another pick replaces them; removing the bill drops them.
 */
import { useEffect, useRef, useState } from 'react';
import { emptyBillFacts } from '@solarcred/domain/energy/bill-facts';
import { distributorIds, distributors } from '@solarcred/domain/energy/distributors';
import { energyText } from '@solarcred/domain/energy/energy-text';
import { billFactKeys, connectionTypes, type BillFactKey, type BillFacts } from '@solarcred/domain/energy/types';
import { useMoneyInput } from '../../../ui/form/use-money-input';
import { isStoredFile, type CustomerFormValues } from './customer-values';
import { PlainInput, PlainSelect } from './plain-controls';
import { usePlainFormContext } from './plain-form';
import styles from './customer-bill.module.css';

const factKeys: readonly string[] = billFactKeys;
const isPdf = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

type Reading = { kind: 'idle' } | { kind: 'reading' } | { kind: 'error'; message: string };

/** Reads a freshly picked PDF into `contaLuz`; a new pick or a removal drops the old facts. */
function useBillReading(): { reading: Reading; version: number } {
  const form = usePlainFormContext<CustomerFormValues>();
  const [reading, setReading] = useState<Reading>({ kind: 'idle' });
  const [version, setVersion] = useState(0);
  const lastPick = useRef<File | null>(null);

  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name !== 'anexoFaturaEnergia') return;
      const file = values.anexoFaturaEnergia;
      // The upload turning the pick into its stored path is the same bill.
      if (file && isStoredFile(file)) return;
      lastPick.current = file;
      if (values.contaLuz !== null) form.setValue('contaLuz', null);
      if (!file || !isPdf(file)) return setReading({ kind: 'idle' });
      setReading({ kind: 'reading' });
      void (async () => {
        try {
          const { readEnergyBill } = await import('../energy/read-bill');
          const outcome = await readEnergyBill(file, { now: Date.now(), customerName: values.clientData.nomeCompleto });
          if (lastPick.current !== file) return;
          if (outcome.kind === 'error') return setReading({ kind: 'error', message: outcome.message });
          // The customer's form has no installation address: only the bill's own facts keep their mark.
          form.setValue('contaLuz', { ...outcome.facts, lidos: outcome.facts.lidos.filter((key) => factKeys.includes(key)) });
          setVersion((n) => n + 1);
          setReading({ kind: 'idle' });
        } catch {
          if (lastPick.current === file) setReading({ kind: 'error', message: energyText.billReadFailed });
        }
      })();
    });
    return () => subscription.unsubscribe();
  }, [form]);

  return { reading, version };
}

/** The field's label with the 'lido da conta' mark while it holds what the reader found. */
const labelOf = (label: string, facts: BillFacts, key: BillFactKey) => (facts.lidos.includes(key) ? `${label} · ${energyText.readFromBill}` : label);

const distributorOptions = distributorIds.map((id) => ({ value: id, label: distributors[id].nome }));
const connectionOptions = connectionTypes.map((value) => ({ value, label: energyText.connectionLabels[value] }));

const average = (months: readonly number[]) => (months.length === 0 ? null : Math.round(months.reduce((sum, kwh) => sum + kwh, 0) / months.length));
const tariffText = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));
const parseNumber = (text: string): number | null => {
  const cleaned = text.replace(/[^\d,.]/g, '').replace(',', '.');
  return cleaned === '' ? null : Number(cleaned);
};

function AmountInput({ facts, edit, error }: { facts: BillFacts; edit: Edit; error: string | undefined }) {
  const money = useMoneyInput(facts.valor_total_centavos, (cents) => edit('valor_total_centavos', cents));
  return <PlainInput label={labelOf(energyText.billFields.valor_total_centavos, facts, 'valor_total_centavos')} {...money} error={error} />;
}

type Edit = <K extends BillFactKey>(key: K, value: BillFacts[K]) => void;

/** The facts as the customer may correct them; an edit drops that field's mark. */
function BillFacts({ facts }: { facts: BillFacts }) {
  const form = usePlainFormContext<CustomerFormValues>();
  const [tariff, setTariff] = useState(() => tariffText(facts.tarifa_reais_kwh));
  const edit: Edit = (key, value) => {
    const current = (form.getValues('contaLuz') as BillFacts | null) ?? emptyBillFacts();
    form.setValue('contaLuz', { ...current, [key]: value, lidos: current.lidos.filter((read) => read !== key) });
  };
  const errorOf = (key: BillFactKey) => form.errorOf(`contaLuz.${key}`) ?? form.errorOf(`contaLuz.${key}.0`);
  const labels = energyText.billFields;
  const mean = average(facts.consumo_kwh);
  return (
    <div className={styles.facts} data-testid="customer-bill-facts">
      <p className={styles.title}>{energyText.customerBillTitle}</p>
      <p className={styles.help}>{energyText.customerBillHelp}</p>
      {facts.alertas.length > 0 && (
        <ul className={styles.alerts}>
          {facts.alertas.map((alert) => <li key={alert}>{energyText.billAlert[alert]}</li>)}
        </ul>
      )}
      <div className={styles.grid}>
        <PlainSelect label={labelOf(labels.distribuidora, facts, 'distribuidora')} options={distributorOptions} value={facts.distribuidora}
          onChange={(event) => edit('distribuidora', event.target.value as BillFacts['distribuidora'])} error={errorOf('distribuidora')} />
        <PlainInput label={labelOf(labels.titular, facts, 'titular')} value={facts.titular} autoComplete="off"
          onChange={(event) => edit('titular', event.target.value)} error={errorOf('titular')} />
        <PlainInput label={labelOf(labels.uc, facts, 'uc')} value={facts.uc} inputMode="numeric" autoComplete="off"
          onChange={(event) => edit('uc', event.target.value)} error={errorOf('uc')} />
        <PlainSelect label={labelOf(labels.ligacao, facts, 'ligacao')} options={connectionOptions} value={facts.ligacao}
          onChange={(event) => edit('ligacao', event.target.value as BillFacts['ligacao'])} error={errorOf('ligacao')} />
        <PlainInput label={labelOf(energyText.customerConsumptionLabel, facts, 'consumo_kwh')} inputMode="numeric" autoComplete="off"
          value={mean === null ? '' : String(mean)} helper={facts.consumo_kwh.length > 1 ? energyText.consumptionAverage(mean ?? 0, facts.consumo_kwh.length) : undefined}
          onChange={(event) => {
            const typed = parseNumber(event.target.value);
            edit('consumo_kwh', typed === null ? [] : [Math.round(typed)]);
          }} error={errorOf('consumo_kwh')} />
        <PlainInput label={labelOf(labels.tarifa_reais_kwh, facts, 'tarifa_reais_kwh')} inputMode="decimal" autoComplete="off" value={tariff}
          onChange={(event) => {
            setTariff(event.target.value);
            edit('tarifa_reais_kwh', parseNumber(event.target.value));
          }} error={errorOf('tarifa_reais_kwh')} />
        <AmountInput facts={facts} edit={edit} error={errorOf('valor_total_centavos')} />
      </div>
    </div>
  );
}

/** Under the bill's picker: reading, the reader's message, or the facts it found. */
export function CustomerBill() {
  const form = usePlainFormContext<CustomerFormValues>();
  const { reading, version } = useBillReading();
  const facts = form.getValues('contaLuz') as BillFacts | null;
  return (
    <div aria-live="polite">
      {reading.kind === 'reading' && <p role="status" className={styles.help}>{energyText.readingBill}</p>}
      {reading.kind === 'error' && <p role="alert" className={styles.problem}>{reading.message}</p>}
      {facts && reading.kind !== 'reading' && (
        <>
          <BillFacts key={version} facts={facts} />
          <button type="button" className={styles.discard} onClick={() => form.setValue('contaLuz', null)}>{energyText.customerBillRemove}</button>
        </>
      )}
    </div>
  );
}
