/**
 * Notifications. Chakra's toaster (./toast-region.tsx, 19 kB gzip of zag's toast machine) loads
 * with the first notification instead of with every screen; should its chunk fail to load
 * (offline, or a tab left open across a deploy), the message is shown as a plain alert.
 */
import { useSyncExternalStore, type ComponentType } from 'react';
import { toastDurationMs, type Severity } from '@solarcred/domain/errors';
import { plainToastContainer, showPlainToast } from './plain-toast';
import type { ToastRequest } from './toast-region';

let region: Promise<typeof import('./toast-region')> | undefined;
let LoadedRegion: ComponentType | null = null;
const subscribers = new Set<() => void>();
let plainOnly = false;

/**
 * Every toast from now on is the plain one: for a page without the design system (the customer's
 * link, issue 28), where Chakra's region is never mounted and its 60 kB would only carry a toast.
 */
export function plainToastsOnly(): void {
  plainOnly = true;
  plainToastContainer();
}

function show(toast: ToastRequest): void {
  if (plainOnly) return showPlainToast(toast);
  region ??= import('./toast-region');
  region.then(
    (loaded) => {
      if (!LoadedRegion) {
        LoadedRegion = loaded.ToastRegion;
        for (const notify of subscribers) notify();
      }
      loaded.toaster.create(toast);
    },
    () => {
      region = undefined; // try the chunk again next time
      showPlainToast(toast);
    },
  );
}

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
  /** Shown once while it is on screen: the same words asked again meanwhile (several files failing together) add no toast. */
  once?: boolean;
}

/** When each `once` toast, by its words, leaves the screen. */
const onScreenUntil = new Map<string, number>();

/** Success and info toasts; `brief` ones (routine confirmations such as files picked) last 3 s. */
export function notifySuccess(title: string, description?: string, { brief = false }: { brief?: boolean } = {}): void {
  const duration = brief ? toastDurationMs.low : toastDurationMs.medium;
  show({ type: 'success', title, description, duration, closable: true });
}

export function notifyInfo(title: string, description?: string): void {
  show({ type: 'info', title, description, duration: toastDurationMs.medium, closable: true });
}

/** Error toasts last as long as their severity says (10 s, 8 s, 5 s, 3 s). */
export function notifyError(severity: Severity, { title, description, action, once = false }: NotifyOptions): void {
  if (once) {
    const key = `${title}\n${description ?? ''}`;
    if ((onScreenUntil.get(key) ?? 0) > Date.now()) return;
    onScreenUntil.set(key, Date.now() + toastDurationMs[severity]);
  }
  show({
    type: typeBySeverity[severity],
    title,
    description,
    duration: toastDurationMs[severity],
    closable: true,
    action,
  });
}

const subscribe = (notify: () => void) => {
  subscribers.add(notify);
  return () => void subscribers.delete(notify);
};

/** The toast region, mounted once the first notification has loaded it. */
export function Toaster() {
  const Region = useSyncExternalStore(subscribe, () => LoadedRegion, () => null);
  return Region ? <Region /> : null;
}
