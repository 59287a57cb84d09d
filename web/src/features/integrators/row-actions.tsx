import { useRef } from 'react';
import { Button, HStack, Menu, Portal } from '@chakra-ui/react';
import type { Integrator } from '@solarcred/domain/model';
import type { AdminIntegratorTab } from '@solarcred/domain/options';
import { ChevronDownIcon } from '../../ui/layout/icons';
import { escapeReturnsFocusTo } from '../../ui/menu-focus';

export type RowAction = 'details' | 'edit' | 'approve' | 'reject';

interface RowActionsProps {
  tab: AdminIntegratorTab;
  integrator: Integrator;
  onAction: (action: RowAction, integrator: Integrator) => void;
}

/**
 * What a row offers, per tab as the spec says: awaiting approval → details and a menu with
 * Editar, Aprovar, Rejeitar; approved → details and Editar; rejected → details only;
 * pending registration → read-only: nothing, except viewing the details (which documents are
 * missing) of a profile already submitted as pendente_documentacao.
 */
export function RowActions({ tab, integrator, onAction }: RowActionsProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  if (tab === 'pendente_cadastro' && integrator.status !== 'pendente_documentacao') return null;
  const name = integrator.nome_empresa;
  return (
    <HStack gap="2" justify="flex-end">
      <Button size="xs" variant="outline" aria-label={`Detalhes de ${name}`} onClick={() => onAction('details', integrator)}>
        Detalhes
      </Button>
      {tab === 'aprovado' && (
        <Button size="xs" variant="outline" aria-label={`Editar ${name}`} onClick={() => onAction('edit', integrator)}>
          Editar
        </Button>
      )}
      {tab === 'pendente_aprovacao' && (
        <Menu.Root positioning={{ placement: 'bottom-end' }} onEscapeKeyDown={escapeReturnsFocusTo(trigger)}>
          <Menu.Trigger asChild ref={trigger}>
            <Button size="xs" variant="solid" colorPalette="orange" aria-label={`Ações de ${name}`}>
              Ações <ChevronDownIcon width="14" height="14" />
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="40">
                <Menu.Item value="edit" onSelect={() => onAction('edit', integrator)}>Editar</Menu.Item>
                <Menu.Item value="approve" color="green.fg" onSelect={() => onAction('approve', integrator)}>Aprovar</Menu.Item>
                <Menu.Item value="reject" color="fg.error" onSelect={() => onAction('reject', integrator)}>Rejeitar</Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      )}
    </HStack>
  );
}
