import { useRef } from 'react';
import { Menu, Portal, Text } from '@chakra-ui/react';
import { AccountMenuButton } from './account-menu-button';
import type { AccountMenuProps } from './account-menu';
import { SignOutIcon } from './icons';
import { useReplay, type Activation } from './first-use';
import { escapeReturnsFocusTo } from '../menu-focus';

/** The real account menu (its own chunk: zag's menu and the positioning code load with it). */
export function AccountMenuContent({ label, caption, entries = [], onSignOut, activation }: AccountMenuProps & { activation?: Activation }) {
  const trigger = useRef<HTMLButtonElement>(null);
  useReplay(trigger, activation);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onEscapeKeyDown={escapeReturnsFocusTo(trigger)}>
      <Menu.Trigger asChild ref={trigger}>
        <AccountMenuButton label={label} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                <Text fontWeight="semibold" color="fg">{label}</Text>
                {caption && <Text fontSize="xs" color="fg.muted" fontWeight="normal" truncate maxW="60">{caption}</Text>}
              </Menu.ItemGroupLabel>
              {entries.map((entry) => {
                const Icon = entry.icon;
                return (
                  <Menu.Item key={entry.label} value={entry.label} onSelect={entry.onSelect}>
                    <Icon width="16" height="16" />
                    {entry.label}
                  </Menu.Item>
                );
              })}
            </Menu.ItemGroup>
            {entries.length > 0 && <Menu.Separator />}
            <Menu.Item value="sair" color="fg.error" _highlighted={{ bg: 'bg.error' }} onSelect={onSignOut}>
              <SignOutIcon width="16" height="16" />
              Sair
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
