import { Button, chakra, CloseButton, Dialog, Portal, type DialogContentProps } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

/**
 * Full screen on phones, a centred 2xl panel from `md` up. (Chakra's responsive `size` would
 * carry the 'full' size's height and margins into every breakpoint.)
 */
const panelContent: DialogContentProps = {
  maxW: { base: '100dvw', md: '2xl' },
  minH: { base: '100dvh', md: 'auto' },
  maxH: { base: '100dvh', md: 'calc(100% - 7.5rem)' },
  my: { base: '0', md: '16' },
  borderRadius: { base: '0', md: 'l3' },
};

const kinds = {
  /** A record's details or edit form: scrolls inside, mounted only while open, with a close button. */
  panel: {
    root: { size: 'lg', scrollBehavior: 'inside', lazyMount: true, unmountOnExit: true },
    content: panelContent,
    closeButton: true,
  },
  /** A document viewer: the 800×600 frame plus its margins from `md` up, full screen on phones. */
  viewer: {
    root: { size: 'lg', scrollBehavior: 'inside', lazyMount: true, unmountOnExit: true },
    content: { ...panelContent, maxW: { base: '100dvw', md: 'min(calc(800px + 3rem), calc(100vw - 2rem))' }, my: { base: '0', md: '8' } },
    closeButton: true,
  },
  /** A short question (approve, reject): a centred alert dialog, closed by its buttons or Escape. */
  confirm: {
    root: { role: 'alertdialog', placement: 'center' },
    content: { mx: '4' },
    closeButton: false,
  },
} as const;

export interface DialogSubmit {
  label: string;
  colorPalette: string;
  /** The id of a form elsewhere in the body that this button submits. */
  form?: string;
}

export interface DialogShellProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A line under the title (e.g. the record's e-mail and status). */
  subtitle?: ReactNode;
  children: ReactNode;
  kind?: keyof typeof kinds;
  /** The footer's action; with it come 'Cancelar' and the busy state. Without it, no footer. */
  submit?: DialogSubmit;
  /** While true the dialog does not close (Escape, backdrop, buttons) and the action spins. */
  busy?: boolean;
  /** Makes the whole content a form, submitted by the `submit` button. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** After the closing animation (e.g. to reset a form). */
  onExitComplete?: () => void;
}

/** The one dialog frame: title, body, 'Cancelar' plus one action, and a busy state that holds it open. */
export function DialogShell({ open, onClose, title, subtitle, children, kind = 'panel', submit, busy = false, onSubmit, onExitComplete }: DialogShellProps) {
  const { root, content, closeButton } = kinds[kind];
  const inner = (
    <>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe={closeButton ? '12' : undefined}>
        <Dialog.Title>{title}</Dialog.Title>
        {subtitle}
      </Dialog.Header>
      <Dialog.Body display="flex" flexDirection="column" gap="4">{children}</Dialog.Body>
      {submit && (
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" disabled={busy}>Cancelar</Button>
          </Dialog.ActionTrigger>
          <Button type="submit" form={submit.form} colorPalette={submit.colorPalette} loading={busy}>{submit.label}</Button>
        </Dialog.Footer>
      )}
    </>
  );
  return (
    <Dialog.Root
      {...root}
      open={open}
      onOpenChange={(details) => !details.open && !busy && onClose()}
      // Closed by Escape, its buttons or a press outside, never by focus moved by a script: under
      // StrictMode (`npm run demo`) the focus trap starts, stops and starts again on opening, and
      // the stopped trap's late return of focus to the trigger closed the dialog just opened.
      onFocusOutside={(event) => event.preventDefault()}
      onExitComplete={onExitComplete}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...content}>
            {onSubmit ? <chakra.form onSubmit={onSubmit} noValidate>{inner}</chakra.form> : inner}
            {closeButton && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Fechar" disabled={busy} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
