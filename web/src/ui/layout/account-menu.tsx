import type { ComponentType, KeyboardEvent, ReactNode, SVGProps } from 'react';
import { AccountMenuButton } from './account-menu-button';
import { onDemand, useFirstUse } from './first-use';

export interface AccountMenuEntry {
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  onSelect: () => void;
}

export interface AccountMenuProps {
  /** Accessible name of the trigger, also shown beside the icon from `md` up. */
  label: string;
  /** Small print at the top of the menu (the signed-in e-mail). */
  caption?: ReactNode;
  entries?: readonly AccountMenuEntry[];
  onSignOut: () => void;
}

// The menu (zag's menu machine and the positioning code, ~19 kB gzip) loads on first use.
const menu = onDemand(() => import('./account-menu-content'));

/** Keys with which a menu button opens its menu (the first item highlighted, or the last with ArrowUp). */
const openingKeys = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * The top bar's account menu: the caller's entries, then Sair. Opens with click, Enter, Space or
 * the arrows; until the first of those (or a pointer over it, or focus) it is only its button.
 */
export function AccountMenu(props: AccountMenuProps) {
  const { loaded, activate, warm } = useFirstUse(menu);
  if (loaded) return <loaded.module.AccountMenuContent {...props} activation={loaded.activation} />;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!openingKeys.has(event.key)) return;
    event.preventDefault();
    activate({ focused: true, open: { kind: 'key', key: event.key } });
  };
  return (
    <AccountMenuButton label={props.label} aria-haspopup="menu" aria-expanded={false} onPointerEnter={warm} onFocus={warm}
      onKeyDown={onKeyDown} onClick={(event) => activate({ focused: event.currentTarget === document.activeElement, open: { kind: 'click' } })} />
  );
}
