import { describe, expect, it } from 'vitest';
import { chromiumPath, FULL_CHROMIUM, HEADLESS_SHELL } from '../../scripts/lib/chromium.mjs';

describe('chromiumPath', () => {
  it('prefers Debian’s headless shell when it is installed', () => {
    expect(chromiumPath({}, (path) => path === HEADLESS_SHELL)).toBe(HEADLESS_SHELL);
  });

  it('falls back to the whole browser where only chromium is installed', () => {
    expect(chromiumPath({}, () => false)).toBe(FULL_CHROMIUM);
  });

  it('launches what CHROMIUM_PATH names, installed shell or not', () => {
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chrome/chrome' }, () => true)).toBe('/opt/chrome/chrome');
  });
});
