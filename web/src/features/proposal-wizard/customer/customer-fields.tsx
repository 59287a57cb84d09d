/**
 * The customer's fields (issue 28): the wizard's step 1, the energy bill and step 4, in the
 * wizard's order with its labels, masks, options and schema messages, drawn with the plain
 * controls so the page needs no design system.
 */
import type { ReactNode } from 'react';
import type { FieldPathByValue } from 'react-hook-form';
import { onlyDigits } from '@solarcred/domain/br-ids';
import { customerLinkText as text } from '@solarcred/domain/customer-link/texts';
import { estadoCivilOptions, situacaoImovelOptions, tipoContaOptions, ufOptions, type Option } from '@solarcred/domain/options';
import { addressPartLabels, cepHelper, useCepLookup } from '../../../ui/address/use-cep-lookup';
import { maskPresets, type MaskKind, type MaskPreset } from '../../../ui/form/mask-presets';
import { useMoneyInput } from '../../../ui/form/use-money-input';
import { clientAddress, proposalCepMessages } from '../address-names';
import { labels, wizardText } from '../texts';
import { CustomerBill } from './customer-bill';
import type { CustomerFormValues } from './customer-values';
import { PlainFilePicker, PlainInput, PlainSection, PlainSelect, type PlainInputProps } from './plain-controls';
import { useField, usePlainFormContext } from './plain-form';
import styles from './plain.module.css';

type Values = CustomerFormValues;
type Named<V> = { name: FieldPathByValue<Values, V>; label: string };

function TextInput({ name, label, required = true, ...input }: Named<string> & Omit<PlainInputProps, 'name' | 'label'>) {
  const field = useField<string>(name);
  return (
    <PlainInput label={label} required={required} autoComplete="off" {...input} name={name} ref={field.ref} value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)} error={field.error} />
  );
}

function SelectInput({ name, label, options, required }: Named<string> & { options: readonly Option[]; required?: boolean }) {
  const field = useField<string>(name);
  return (
    <PlainSelect label={label} options={options} required={required} name={name} ref={field.ref} value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)} error={field.error} />
  );
}

/** As the wizard's MaskedField: the form holds the masked text. */
function MaskedInput({ name, label, mask, helper, onLeave }: Named<string> & { mask: MaskKind; helper?: string; onLeave?: (value: string) => void }) {
  const field = useField<string>(name);
  const { apply, ...hints } = maskPresets[mask] as MaskPreset;
  return (
    <PlainInput label={label} required autoComplete="off" {...hints} helper={helper} ref={field.ref} name={name}
      value={apply(String(field.value ?? ''))} onChange={(event) => field.onChange(apply(event.target.value))}
      onBlur={(event) => onLeave?.(event.target.value)} error={field.error} />
  );
}

/** As the wizard's CurrencyField: money as a Brazilian types it (useMoneyInput), held as centavos (null while empty). */
function CurrencyInput({ name, label }: Named<number | null>) {
  const field = useField<number | null>(name);
  const money = useMoneyInput(field.value ?? null, field.onChange);
  return <PlainInput label={label} required {...money} ref={field.ref} name={name} error={field.error} />;
}

/** As the wizard's BankCodeField: digits only, at most 3. */
function BankCodeInput({ name, label }: Named<string>) {
  const field = useField<string>(name);
  return (
    <PlainInput label={label} required inputMode="numeric" maxLength={3} placeholder="000" autoComplete="off" ref={field.ref} name={name}
      value={String(field.value ?? '')} onChange={(event) => field.onChange(onlyDigits(event.target.value).slice(0, 3))} error={field.error} />
  );
}

interface FileProps {
  progressOf: (file: File) => number | undefined;
  disabled: boolean;
}

function FileInput({ name, label, progressOf, disabled }: Named<File | null> & FileProps) {
  const field = useField<File | null>(name);
  return (
    <PlainFilePicker label={label} required file={field.value ?? null} onChange={field.onChange} progressOf={progressOf}
      error={field.error} disabled={disabled} />
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The client's address: the CEP looked up on leaving the field, as in the wizard. */
function AddressInputs() {
  const form = usePlainFormContext<Values>();
  const { looking, lookup } = useCepLookup(form, clientAddress as never, proposalCepMessages);
  return (
    <>
      <MaskedInput name="clientData.cep" label={addressPartLabels.cep} mask="cep" helper={cepHelper(looking)} onLeave={(cep) => void lookup(cep)} />
      <TextInput name="clientData.logradouro" label={labels.logradouro} />
      <TextInput name="clientData.numero" label={addressPartLabels.number} />
      <TextInput name="clientData.complemento" label={addressPartLabels.complement} required={false} />
      <TextInput name="clientData.cidade" label={addressPartLabels.city} />
      <SelectInput name="clientData.estado" label={addressPartLabels.state} options={ufOptions} required />
    </>
  );
}

/** Step 1 of the wizard: who the customer is, where they live, their financial situation. */
export function PersonalFields(files: FileProps) {
  return (
    <PlainSection id="customer-personal" title={text.sectionPersonal}>
      <Group legend={wizardText.personal}>
        <div className={styles.grid}>
          <TextInput name="clientData.nomeCompleto" label={labels.nomeCompleto} />
          <MaskedInput name="clientData.cpfCnpj" label={labels.cpfCnpj} mask="cpfCnpj" />
          <MaskedInput name="clientData.dataNascimento" label={labels.dataNascimento} mask="date" />
          <TextInput name="clientData.profissao" label={labels.profissao} />
          <SelectInput name="clientData.estadoCivil" label={labels.estadoCivil} options={estadoCivilOptions} />
          <TextInput name="clientData.email" label={labels.email} type="email" />
          <MaskedInput name="clientData.telefone" label={labels.telefone} mask="phone" />
        </div>
      </Group>
      <Group legend={wizardText.address}>
        <div className={styles.grid}>
          <AddressInputs />
        </div>
      </Group>
      <Group legend={wizardText.financial}>
        <div className={styles.grid}>
          <SelectInput name="clientData.situacaoImovel" label={labels.situacaoImovel} options={situacaoImovelOptions} />
          <TextInput name="clientData.anosResidencia" label={labels.anosResidencia} inputMode="decimal" />
          <CurrencyInput name="clientData.valorPatrimonio" label={labels.valorPatrimonio} />
        </div>
      </Group>
      <FileInput name="clientData.anexoRgCpf" label={labels.anexoRgCpf} {...files} />
    </PlainSection>
  );
}

/** The energy bill (step 2's attachment) and, for a PDF, what it says (issue 49). */
export function BillField(files: FileProps) {
  return (
    <PlainSection id="customer-bill" title={text.sectionBill}>
      <FileInput name="anexoFaturaEnergia" label={labels.anexoFaturaEnergia} {...files} />
      <CustomerBill />
    </PlainSection>
  );
}

/** Step 4 of the wizard: the bank account and the payslip. */
export function BankFields(files: FileProps) {
  return (
    <PlainSection id="customer-bank" title={text.sectionBank}>
      <div className={styles.grid}>
        <SelectInput name="bankingData.tipoConta" label={labels.tipoConta} options={tipoContaOptions} />
        <BankCodeInput name="bankingData.banco" label={labels.banco} />
        <TextInput name="bankingData.agencia" label={labels.agencia} inputMode="numeric" />
        <TextInput name="bankingData.numeroConta" label={labels.numeroConta} />
      </div>
      <FileInput name="bankingData.anexoHolerite" label={labels.anexoHolerite} {...files} />
    </PlainSection>
  );
}
