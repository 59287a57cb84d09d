/** Admin: a new pending item (type, the text the integrator reads, whether the answer needs a file, whether the customer's link shows it). */
import { Button, chakra, Switch, Textarea } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '@solarcred/domain/handlers/parse';
import { pendingItemLimits, pendingItemTypeOptions } from '@solarcred/domain/pending-items';
import { pendingItemsText as text } from '@solarcred/domain/pending-items-text';
import { pendingItemAddInput } from '@solarcred/domain/schemas/pending-items';
import { getBackend } from '../../../backend';
import { FormField } from '../../../ui/form/form-field';
import { SelectField } from '../../../ui/form/select-field';
import { runCommand } from '../../../ui/run-command';
import { pendingUi } from './texts';

export function AddItemForm({ proposalId }: { proposalId: string }) {
  const [tipo, setTipo] = useState('');
  const [texto, setTexto] = useState('');
  const [exigeArquivo, setExigeArquivo] = useState(false);
  const [paraCliente, setParaCliente] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  // The id of the last unconfirmed attempt and what it carried: sending the same item again reuses
  // it, so a retry after a lost answer adds nothing twice; any change makes a new item.
  const attempt = useRef<{ id: string; key: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const pendingItems = (await getBackend()).pendingItems;
    const key = JSON.stringify([proposalId, tipo, texto.trim(), exigeArquivo, paraCliente]);
    if (attempt.current?.key !== key) attempt.current = { id: pendingItems.newItemId(), key };
    const parsed = pendingItemAddInput.safeParse({ propostaId: proposalId, itemId: attempt.current.id, tipo, texto, exigeArquivo, paraCliente });
    setErrors(parsed.success ? {} : fieldErrorsOf(parsed.error));
    if (!parsed.success) return;
    setSending(true);
    const ok = await runCommand(() => pendingItems.add(parsed.data), text.added, text.addFailure);
    setSending(false);
    if (!ok) return;
    attempt.current = null;
    setTipo('');
    setTexto('');
    setExigeArquivo(false);
    setParaCliente(false);
  };

  return (
    <chakra.form display="flex" flexDirection="column" gap="3" onSubmit={(event: FormEvent) => void submit(event)} noValidate aria-label={pendingUi.addTitle}
      borderWidth="1px" borderColor="border" rounded="md" p="3" bg="bg.subtle">
      <SelectField label={pendingUi.typeLabel} options={pendingItemTypeOptions} required value={tipo} error={errors['tipo']}
        onChange={(event) => setTipo(event.target.value)} data-testid="pending-type" />
      <FormField label={pendingUi.textLabel} required error={errors['texto']} helper={pendingUi.textHelp(pendingItemLimits.text)}>
        <Textarea rows={2} autoresize value={texto} maxLength={pendingItemLimits.text} onChange={(event) => setTexto(event.target.value)} data-testid="pending-text" />
      </FormField>
      <Switch.Root colorPalette="orange" checked={exigeArquivo} onCheckedChange={(details) => setExigeArquivo(details.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{pendingUi.needsFile}</Switch.Label>
      </Switch.Root>
      <Switch.Root colorPalette="orange" checked={paraCliente} onCheckedChange={(details) => setParaCliente(details.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{pendingUi.forCustomer}</Switch.Label>
      </Switch.Root>
      <Button type="submit" size="sm" colorPalette="orange" alignSelf="flex-end" loading={sending}>{pendingUi.add}</Button>
    </chakra.form>
  );
}
