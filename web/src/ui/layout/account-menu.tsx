import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { ChevronDownIcon, SignOutIcon, UserIcon } from './icons';

export interface AccountMenuEntry {
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  onSelect: () => void;
}

interface AccountMenuProps {
  /** Accessible name of the trigger, also shown beside the icon from `md` up. */
  label: string;
  /** Small print at the top of the menu (the signed-in e-mail). */
  caption?: ReactNode;
  entries?: readonly AccountMenuEntry[];
  onSignOut: () => void;
}

/** The top bar's account menu: the caller's entries, then Sair. Opens with click, Enter or Space. */
export function AccountMenu({ label, caption, entries = [], onSignOut }: AccountMenuProps) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={label} px={{ base: '2', md: '3' }}>
          <UserIcon width="20" height="20" />
          <Text as="span" hideBelow="md">{label}</Text>
          <ChevronDownIcon width="16" height="16" />
        </Button>
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
