/**
 * The bill's facts as editable fields (issue 49): each shows 'lido da conta' while it holds what
 * the reader found, and loses the mark when edited. The form holds the facts as the domain's
 * BillFacts (numbers where the schema wants numbers), so the wizard's resolver checks them with
 * billFactsInput and its Portuguese messages.
 */
import { Badge, Field, HStack, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { get, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { emptyBillFacts } from '@solarcred/domain/energy/bill-facts';
import { sameHolder } from '@solarcred/domain/energy/bill/checks';
import { distributorIds, distributors } from '@solarcred/domain/energy/distributors';
import { energyText } from '@solarcred/domain/energy/energy-text';
import { billLimits } from '@solarcred/domain/energy/limits';
import { connectionTypes, consumerSubgroups, type BillFactKey, type BillFacts } from '@solarcred/domain/energy/types';
import { useMoneyInput } from '../../../ui/form/use-money-input';

const factsName = 'projectData.contaLuz';

interface BillFormValues {
  clientData: { nomeCompleto: string };
  projectData: { contaLuz: BillFacts | null };
}

/** The facts and how to change one of them (the change drops its 'lido da conta' mark and its error). */
export function useBillFacts() {
  const form = useFormContext<BillFormValues>();
  const facts = useWatch({ control: form.control, name: factsName });
  const errors = form.formState.errors;
  const edit = <K extends BillFactKey>(key: K, value: BillFacts[K]) => {
    const current = form.getValues(factsName) ?? emptyBillFacts();
    const next: BillFacts = { ...current, [key]: value, lidos: current.lidos.filter((read) => read !== key) };
    if (key === 'titular') {
      // Another holder is told again as the name is typed (the server adds it too).
      const customer = form.getValues('clientData.nomeCompleto');
      const other = next.titular.trim() !== '' && customer.trim() !== '' && !sameHolder(next.titular, customer);
      next.alertas = [...next.alertas.filter((alert) => alert !== 'titular_diferente'), ...(other ? (['titular_diferente'] as const) : [])];
    }
    form.setValue(factsName, next, { shouldDirty: true });
    form.clearErrors(`${factsName}.${key}`);
  };
  const errorOf = (key: BillFactKey): string | undefined => {
    const error = get(errors, `${factsName}.${key}`) as FieldError | (FieldError | undefined)[] | undefined;
    // The months' errors are per month (consumo_kwh.3): the first one speaks for the list.
    return Array.isArray(error) ? error.find(Boolean)?.message : error?.message;
  };
  return { facts: facts ?? emptyBillFacts(), edit, errorOf };
}

/** A field frame whose label carries the 'lido da conta' badge. */
function FactField({ label, read, error, helper, children }: { label: string; read: boolean; error?: string | undefined; helper?: string; children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>
        <HStack gap="2" wrap="wrap">
          <span>{label}</span>
          {read && <Badge colorPalette="blue" variant="subtle" size="sm" data-testid="read-from-bill">{energyText.readFromBill}</Badge>}
        </HStack>
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

function Select({ value, options, onChange, name }: { value: string; options: readonly { value: string; label: string }[]; onChange: (value: string) => void; name: string }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field name={name} placeholder="Selecione" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'MM/AAAA' of the month `back` months before a 'YYYY-MM' reference, null without one. */
function monthBefore(reference: string, back: number): string | null {
  const match = /^(\d{4})-(\d{2})$/.exec(reference);
  if (!match) return null;
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 - back;
  return `${pad2((index % 12) + 1)}/${Math.floor(index / 12)}`;
}

const formatTariff = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));
const parseTariff = (text: string): number | null => {
  const cleaned = text.replace(/[R$\s]/g, '').replace(',', '.');
  return cleaned === '' ? null : Number(cleaned);
};

/** The tariff typed as a Brazilian writes it ('0,95'); the form holds the number (NaN for text that is not one: the schema says so). */
function TariffInput({ value, onChange }: { value: number | null; onChange: (value: number | null) => void }) {
  const [text, setText] = useState(formatTariff(value));
  const parsed = parseTariff(text);
  // Filled from outside (the reader, a draft): show the new value.
  const shown = parsed === value || (parsed !== null && Number.isNaN(parsed) && value !== null && Number.isNaN(value)) ? text : formatTariff(value);
  return (
    <Input name="contaLuz.tarifa_reais_kwh" inputMode="decimal" autoComplete="off" placeholder="0,95" value={shown}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseTariff(event.target.value));
      }} />
  );
}

/** The amount due as money is typed everywhere (useMoneyInput). */
function AmountInput({ value, onChange }: { value: number | null; onChange: (value: number | null) => void }) {
  return <Input name="contaLuz.valor_total_centavos" {...useMoneyInput(value, onChange)} />;
}

/** Every month read (the reference month first) plus an empty one to type the next; a month emptied is removed. */
function ConsumptionInputs({ facts, onChange }: { facts: BillFacts; onChange: (months: number[]) => void }) {
  const months = facts.consumo_kwh;
  const slots = months.length < billLimits.maxMonths ? [...months, null] : months;
  return (
    <SimpleGrid columns={{ base: 2, sm: 3, md: 4 }} gap="2">
      {slots.map((kwh, index) => {
        const label = energyText.consumptionMonth(index, monthBefore(facts.mes_referencia, index));
        return (
          <Input key={index} aria-label={label} title={label} placeholder={monthBefore(facts.mes_referencia, index) ?? `${index + 1}º mês`}
            name={`contaLuz.consumo_kwh.${index}`} inputMode="numeric" autoComplete="off" value={kwh === null ? '' : String(kwh)}
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '').slice(0, 6);
              const next = [...months];
              if (digits === '') next.splice(index, 1);
              else next[index] = Number(digits);
              onChange(next);
            }} />
        );
      })}
    </SimpleGrid>
  );
}

const distributorOptions = distributorIds.map((id) => ({ value: id, label: `${distributors[id].nome} (${distributors[id].uf})` }));
const connectionOptions = connectionTypes.map((value) => ({ value, label: energyText.connectionLabels[value] }));
const subgroupOptions = consumerSubgroups.map((value) => ({ value, label: energyText.subgroupLabels[value] }));

/** The ten facts of the bill, each editable. */
export function BillFields() {
  const { facts, edit, errorOf } = useBillFacts();
  const read = (key: BillFactKey) => facts.lidos.includes(key);
  const labels = energyText.billFields;
  const months = facts.consumo_kwh;
  const average = months.length > 0 ? months.reduce((sum, kwh) => sum + kwh, 0) / months.length : null;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-testid="bill-fields">
      <FactField label={labels.distribuidora} read={read('distribuidora')} error={errorOf('distribuidora')}>
        <Select name="contaLuz.distribuidora" value={facts.distribuidora} options={distributorOptions} onChange={(value) => edit('distribuidora', value as BillFacts['distribuidora'])} />
      </FactField>
      <FactField label={labels.titular} read={read('titular')} error={errorOf('titular')}>
        <Input name="contaLuz.titular" autoComplete="off" value={facts.titular} onChange={(event) => edit('titular', event.target.value)} />
      </FactField>
      <FactField label={labels.uc} read={read('uc')} error={errorOf('uc')}>
        <Input name="contaLuz.uc" inputMode="numeric" autoComplete="off" value={facts.uc} onChange={(event) => edit('uc', event.target.value)} />
      </FactField>
      <FactField label={labels.classe} read={read('classe')} error={errorOf('classe')}>
        <Input name="contaLuz.classe" autoComplete="off" value={facts.classe} onChange={(event) => edit('classe', event.target.value)} />
      </FactField>
      <FactField label={labels.subgrupo} read={read('subgrupo')} error={errorOf('subgrupo')}>
        <Select name="contaLuz.subgrupo" value={facts.subgrupo} options={subgroupOptions} onChange={(value) => edit('subgrupo', value as BillFacts['subgrupo'])} />
      </FactField>
      <FactField label={labels.ligacao} read={read('ligacao')} error={errorOf('ligacao')} {...(facts.ligacao === '' ? { helper: energyText.unknownConnection } : {})}>
        <Select name="contaLuz.ligacao" value={facts.ligacao} options={connectionOptions} onChange={(value) => edit('ligacao', value as BillFacts['ligacao'])} />
      </FactField>
      <FactField label={labels.mes_referencia} read={read('mes_referencia')} error={errorOf('mes_referencia')}>
        <Input name="contaLuz.mes_referencia" type="month" value={facts.mes_referencia} onChange={(event) => edit('mes_referencia', event.target.value)} />
      </FactField>
      <FactField label={labels.tarifa_reais_kwh} read={read('tarifa_reais_kwh')} error={errorOf('tarifa_reais_kwh')}>
        <TariffInput value={facts.tarifa_reais_kwh} onChange={(value) => edit('tarifa_reais_kwh', value)} />
      </FactField>
      <FactField label={labels.valor_total_centavos} read={read('valor_total_centavos')} error={errorOf('valor_total_centavos')}>
        <AmountInput value={facts.valor_total_centavos} onChange={(value) => edit('valor_total_centavos', value)} />
      </FactField>
      <Field.Root invalid={Boolean(errorOf('consumo_kwh'))} gridColumn={{ md: 'span 2' }}>
        <Field.Label>
          <HStack gap="2" wrap="wrap">
            <span>{labels.consumo_kwh}</span>
            {read('consumo_kwh') && <Badge colorPalette="blue" variant="subtle" size="sm" data-testid="read-from-bill">{energyText.readFromBill}</Badge>}
          </HStack>
        </Field.Label>
        <ConsumptionInputs facts={facts} onChange={(next) => edit('consumo_kwh', next)} />
        {average !== null && <Text fontSize="sm" fontWeight="medium" data-testid="consumption-average">{energyText.consumptionAverage(average, months.length)}</Text>}
        {errorOf('consumo_kwh') ? <Field.ErrorText>{errorOf('consumo_kwh')}</Field.ErrorText> : <Field.HelperText>{energyText.consumptionHelp}</Field.HelperText>}
      </Field.Root>
    </SimpleGrid>
  );
}
