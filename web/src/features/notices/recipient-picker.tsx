import { Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { searchTermOf } from '@solarcred/domain/integrator-search';
import { useRead } from '../../backend/use-read';
import type { NoticeRecipient } from '../../backend/port-notices';
import { FormField } from '../../ui/form/form-field';

/** How many approved integrators one search shows (the query's limit: never the whole collection). */
export const RECIPIENTS_SHOWN = 20;
const SEARCH_DELAY_MS = 250;

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return settled;
}

interface RecipientPickerProps {
  value: string;
  onChange: (recipient: NoticeRecipient) => void;
  error?: string | undefined;
}

/** Approved integrators ordered by company name, searched on the server (search tokens), one to pick. */
export function RecipientPicker({ value, onChange, error }: RecipientPickerProps) {
  const [typed, setTyped] = useState('');
  const term = searchTermOf(useDebounced(typed));
  const found = useRead((backend) => backend.notices.recipients(term, RECIPIENTS_SHOWN), term);
  const [chosen, setChosen] = useState<NoticeRecipient | null>(null);
  const items = found.status === 'ready' ? found.data : [];

  return (
    <FormField label="Integrador destinatário" required error={error}>
      <Stack gap="2" w="full">
        <Input type="search" placeholder="Buscar por empresa, e-mail ou CNPJ" aria-label="Buscar integrador aprovado"
          value={typed} onChange={(event) => setTyped(event.target.value)} />
        {chosen && chosen.id === value && <Text fontSize="sm">Selecionado: <strong>{chosen.nome_empresa}</strong></Text>}
        <RadioGroup.Root value={value || null} aria-label="Integradores aprovados" size="sm"
          onValueChange={(details) => {
            const recipient = items.find((item) => item.id === details.value);
            if (recipient) {
              setChosen(recipient);
              onChange(recipient);
            }
          }}>
          <Stack gap="1" maxH="48" overflowY="auto" borderWidth="1px" borderRadius="md" p="2" data-testid="recipient-list">
            {found.status === 'loading' && <Text fontSize="sm" color="fg.muted">Carregando…</Text>}
            {found.status === 'error' && <Text fontSize="sm" color="fg.error">Não foi possível carregar os integradores.</Text>}
            {found.status === 'ready' && items.length === 0 && <Text fontSize="sm" color="fg.muted">Nenhum integrador aprovado encontrado.</Text>}
            {items.map((item) => (
              <RadioGroup.Item key={item.id} value={item.id} py="1">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{item.nome_empresa}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Stack>
    </FormField>
  );
}
