import { useRef, type ReactElement } from 'react';
import { Portal, Tooltip } from '@chakra-ui/react';
import { useReplay, type Activation } from './first-use';

interface CollapsedHintTooltipProps {
  label: string;
  /** How the entry was when this replaced it; `showNow` when it was hovered or focused. */
  activation?: Activation & { showNow: boolean };
  children: ReactElement;
}

/** The collapsed sidebar's tooltip (its own chunk: zag's tooltip and the positioning code load with it). */
export function CollapsedHintTooltip({ label, activation, children }: CollapsedHintTooltipProps) {
  // The entry is a link or a button; Ark types every trigger as a button.
  const trigger = useRef<HTMLButtonElement>(null);
  useReplay(trigger, activation);
  return (
    <Tooltip.Root positioning={{ placement: 'right' }} openDelay={150} closeDelay={0} lazyMount unmountOnExit defaultOpen={activation?.showNow}>
      <Tooltip.Trigger asChild ref={trigger}>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
