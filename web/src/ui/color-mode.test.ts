import { afterEach, describe, expect, it } from 'vitest';
import { applyColorMode, clearColorMode, colorModeStorageKey, currentColorMode, setColorMode } from './color-mode';

describe('colour mode', () => {
  afterEach(() => {
    localStorage.clear();
    clearColorMode();
  });

  it('is light without a choice where the browser reports no system preference', () => {
    expect(currentColorMode()).toBe('light');
  });

  it('remembers the choice and puts it on <html> for Chakra', () => {
    setColorMode('dark');
    expect(localStorage.getItem(colorModeStorageKey)).toBe('dark');
    expect(currentColorMode()).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    setColorMode('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.documentElement.classList.contains('light')).toBe(true);
  });

  it('clears the document for pages outside the design system', () => {
    applyColorMode('dark');
    clearColorMode();
    expect(document.documentElement.className).toBe('');
  });
});
