import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { toastDurationMs, type Severity } from '@solarcred/domain/errors';

/** Toasts sit at the top-left, as specified. */
export const toaster = createToaster({ placement: 'top-start', pauseOnPageIdle: true, max: 6 });

const typeBySeverity: Record<Severity, 'error' | 'warning'> = {
  critical: 'error',
  high: 'error',
  medium: 'error',
  low: 'warning',
};

interface NotifyOptions {
  title: string;
  description?: string;
  action?: { label: string; onClick: () => void };
}

/** Success and info toasts; `brief` ones (routine confirmations such as files picked) last 3 s. */
export function notifySuccess(title: string, description?: string, { brief = false }: { brief?: boolean } = {}): void {
  const duration = brief ? toastDurationMs.low : toastDurationMs.medium;
  toaster.create({ type: 'success', title, description, duration, closable: true });
}

export function notifyInfo(title: string, description?: string): void {
  toaster.create({ type: 'info', title, description, duration: toastDurationMs.medium, closable: true });
}

/** Error toasts last as long as their severity says (10 s, 8 s, 5 s, 3 s). */
export function notifyError(severity: Severity, { title, description, action }: NotifyOptions): void {
  toaster.create({
    type: typeBySeverity[severity],
    title,
    description,
    duration: toastDurationMs[severity],
    closable: true,
    action,
  });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger aria-label="Fechar" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
