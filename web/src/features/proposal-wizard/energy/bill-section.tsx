/**
 * Step 2's 'Conta de luz' (issue 49): the energy bill attached to the proposal is read as soon as
 * a PDF is picked ('Ler conta de luz' reads it again). The reader (read-bill.ts, with unpdf) loads
 * only then. What it found fills the bill's facts and the project's address, each marked 'lido da
 * conta' until edited; its refusals (not a PDF, encrypted, an image-only scan, an unknown layout,
 * implausible values) and its alerts (an old bill, another holder: lenders ask) are told in
 * Portuguese, and every field can be typed instead.
 */
import { Alert, Badge, Box, Button, Fieldset, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { emptyBillFacts } from '@solarcred/domain/energy/bill-facts';
import { energyText } from '@solarcred/domain/energy/energy-text';
import { billAlerts } from '@solarcred/domain/energy/bill/checks';
import { billAddressKeys, type BillAddressKey, type BillAlert, type BillFacts } from '@solarcred/domain/energy/types';
import { maskCep } from '@solarcred/domain/masks';
import { BillFields } from './bill-fields';

interface SectionFormValues {
  clientData: { nomeCompleto: string };
  projectData: { contaLuz: BillFacts | null; copiarEndereco: boolean; anexoFaturaEnergia: File | null } & Record<BillAddressKey, string>;
}

type ReadState = { kind: 'idle' } | { kind: 'reading' } | { kind: 'done' } | { kind: 'error'; message: string };

const isPdf = (file: File | null): file is File =>
  file instanceof File && (file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf'));

/** An address field read from the bill loses its mark once its value differs from what was read. */
function useAddressMarks() {
  const form = useFormContext<SectionFormValues>();
  const address = useWatch({ control: form.control, name: billAddressKeys.map((key) => `projectData.${key}` as const) });
  const readValues = useRef<Partial<Record<BillAddressKey, string>>>({});
  useEffect(() => {
    const facts = form.getValues('projectData.contaLuz');
    if (!facts) return;
    const edited = billAddressKeys.filter((key, index) => {
      if (!facts.lidos.includes(key)) return false;
      // A restored draft: what it holds is what was read.
      readValues.current[key] ??= address[index] ?? '';
      return address[index] !== readValues.current[key];
    });
    if (edited.length > 0) form.setValue('projectData.contaLuz', { ...facts, lidos: facts.lidos.filter((key) => !edited.includes(key as BillAddressKey)) });
  }, [form, address]);
  return readValues;
}

/**
 * The alerts to show, judged as createProposal judges them: the bill's age from its due date (else
 * its reference month), the holder against the customer's name as step 1 says it now (either may be
 * corrected after the read).
 */
function shownAlerts(facts: BillFacts | null, customer: string): BillAlert[] {
  return billAlerts(facts ?? emptyBillFacts(), { now: Date.now(), customerName: customer });
}

export function BillSection({ filePicker }: { filePicker: ReactNode }) {
  const form = useFormContext<SectionFormValues>();
  const [file, facts, customer] = useWatch({ control: form.control, name: ['projectData.anexoFaturaEnergia', 'projectData.contaLuz', 'clientData.nomeCompleto'] });
  const [state, setState] = useState<ReadState>({ kind: 'idle' });
  const readValues = useAddressMarks();
  const lastRead = useRef<File | null>(null);
  const run = useRef(0);

  const read = async (bill: File) => {
    const ticket = ++run.current;
    lastRead.current = bill;
    setState({ kind: 'reading' });
    try {
      const { readEnergyBill } = await import('./read-bill');
      const outcome = await readEnergyBill(bill, { now: Date.now(), customerName: form.getValues('clientData.nomeCompleto') });
      if (ticket !== run.current) return;
      if (outcome.kind === 'error') {
        setState({ kind: 'error', message: outcome.message });
        return;
      }
      const copying = form.getValues('projectData.copiarEndereco');
      const address: Partial<Record<BillAddressKey, string>> = copying ? {} : outcome.reading.endereco;
      for (const key of billAddressKeys) {
        const value = address[key];
        if (value === undefined || value === '') continue;
        const shown = key === 'cep' ? maskCep(value) : value;
        readValues.current[key] = shown;
        form.setValue(`projectData.${key}`, shown, { shouldDirty: true });
        form.clearErrors(`projectData.${key}`);
      }
      // 'Copiar endereço do cliente' keeps the client's address: nothing of the bill's is marked there.
      const lidos = outcome.facts.lidos.filter((key: BillFacts['lidos'][number]) => !(billAddressKeys as readonly string[]).includes(key) || (address[key as BillAddressKey] ?? '') !== '');
      form.setValue('projectData.contaLuz', { ...outcome.facts, lidos }, { shouldDirty: true });
      form.clearErrors('projectData.contaLuz');
      setState({ kind: 'done' });
    } catch {
      if (ticket === run.current) setState({ kind: 'error', message: energyText.billReadFailed });
    }
  };

  // Read at once on pick; a file already read (a re-render, a step back and forth) is not read again.
  useEffect(() => {
    if (isPdf(file) && file !== lastRead.current) void read(file);
    if (!file) lastRead.current = null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per picked file
  }, [file]);

  const alerts = shownAlerts(facts, String(customer ?? ''));
  return (
    <Fieldset.Root data-testid="bill-section">
      <Fieldset.Legend fontSize="md" fontWeight="semibold" mb="1">{energyText.wizardBillTitle}</Fieldset.Legend>
      <Text fontSize="sm" color="fg.muted" mb="3">{energyText.wizardBillHelp}</Text>
      <Stack gap="4">
        {filePicker}
        <HStack gap="3" wrap="wrap" minH="8">
          {isPdf(file) && (
            <Button type="button" size="sm" variant="outline" loading={state.kind === 'reading'} loadingText={energyText.readingBill}
              onClick={() => void read(file)}>{energyText.readBill}</Button>
          )}
          <Box aria-live="polite" fontSize="sm" data-testid="bill-read-status">
            {state.kind === 'reading' && <Text color="fg.muted">{energyText.readingBill}</Text>}
            {state.kind === 'done' && <Text color="fg.success">{energyText.billReadDone}</Text>}
            {file instanceof File && !isPdf(file) && <Text color="fg.muted">{energyText.billNotPdf}</Text>}
          </Box>
        </HStack>
        {state.kind === 'error' && (
          <Alert.Root status="error" variant="subtle" size="sm" data-testid="bill-read-error">
            <Alert.Indicator />
            <Alert.Title>{state.message}</Alert.Title>
          </Alert.Root>
        )}
        {alerts.length > 0 && (
          <Alert.Root status="warning" variant="subtle" size="sm" data-testid="bill-alerts">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{energyText.billAlertsTitle}</Alert.Title>
              <List.Root ps="4" fontSize="sm">
                {alerts.map((alert) => <List.Item key={alert}>{energyText.billAlert[alert]}</List.Item>)}
              </List.Root>
            </Alert.Content>
          </Alert.Root>
        )}
        <BillFields />
      </Stack>
    </Fieldset.Root>
  );
}

/** Under the project's address: which of its fields came from the bill (until edited). */
export function AddressReadNote() {
  const facts = useWatch({ control: useFormContext<SectionFormValues>().control, name: 'projectData.contaLuz' });
  const read = (facts?.lidos ?? []).filter((key) => (billAddressKeys as readonly string[]).includes(key));
  if (read.length === 0) return null;
  return (
    <HStack gap="2" mb="2" data-testid="address-read-from-bill">
      <Badge colorPalette="blue" variant="subtle" size="sm">{energyText.readFromBill}</Badge>
      <Text fontSize="sm" color="fg.muted">{energyText.addressReadFromBill}</Text>
    </HStack>
  );
}
