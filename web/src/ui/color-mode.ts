/**
 * Light or dark, Chakra v3's way: the `dark` class on <html> switches every semantic token
 * (Chakra's `_dark` condition is `.dark &`). The user's choice is remembered in localStorage;
 * without one the system preference decides, as Chakra's own color-mode snippet does.
 */
import { useLayoutEffect, useSyncExternalStore } from 'react';

export type ColorMode = 'light' | 'dark';

export const colorModeStorageKey = 'solarcred-color-mode';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();

function storedMode(): ColorMode | null {
  try {
    const value = localStorage.getItem(colorModeStorageKey);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

/** The system preference query, where the browser has one (a test DOM may have none). */
const systemQuery = (): MediaQueryList | null => (typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null);

/** The mode in force: the remembered choice, else the system's. */
export function currentColorMode(): ColorMode {
  return storedMode() ?? (systemQuery()?.matches ? 'dark' : 'light');
}

/** Puts `mode` on the document (class for Chakra, color-scheme for native controls and scrollbars). */
export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

/** Takes the mode off the document (the landing page has its own colours). */
export function clearColorMode(root: HTMLElement = document.documentElement): void {
  root.classList.remove('dark', 'light');
  root.style.colorScheme = '';
}

const emit = () => {
  applyColorMode(currentColorMode());
  for (const listener of [...listeners]) listener();
};

/** Remembers and applies the user's choice. */
export function setColorMode(mode: ColorMode): void {
  try {
    localStorage.setItem(colorModeStorageKey, mode);
  } catch {
    // Storage blocked (private mode): the choice holds for this visit.
  }
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const system = systemQuery();
  const onSystemChange = () => {
    if (storedMode() === null) emit();
  };
  system?.addEventListener('change', onSystemChange);
  return () => {
    listeners.delete(listener);
    system?.removeEventListener('change', onSystemChange);
  };
}

/** The mode in force, live, and the setter the settings switch uses. */
export function useColorMode(): { colorMode: ColorMode; setColorMode: (mode: ColorMode) => void } {
  const colorMode = useSyncExternalStore(subscribe, currentColorMode, () => 'light' as const);
  return { colorMode, setColorMode };
}

/**
 * Keeps the document in the mode in force, live (a system switch to dark at sunset is followed
 * while the user has not chosen), from before the first paint so a dark-mode user never sees a
 * light flash; takes it off when the screen goes (the landing keeps its own colours). For the
 * design system's shell and the customer's page, which has none.
 */
export function useDocumentColorMode(): void {
  const { colorMode } = useColorMode();
  useLayoutEffect(() => applyColorMode(colorMode), [colorMode]);
  useLayoutEffect(() => () => clearColorMode(), []);
}
