import { afterEach, describe, expect, it } from 'vitest';
import { keepBrowserDraft, savedAtOf } from './browser-draft';

const day = 86_400_000;
afterEach(() => localStorage.clear());

describe('keepBrowserDraft (issue 51)', () => {
  it('removes the key of a draft saved 90 days ago; keeps a younger one and an undated one', () => {
    localStorage.setItem('k', '{}');
    expect(keepBrowserDraft('k', { savedAt: 0 }, 90 * day - 1)).toBe(true);
    expect(keepBrowserDraft('k', {}, 900 * day)).toBe(true);
    expect(localStorage.getItem('k')).toBe('{}');
    expect(keepBrowserDraft('k', { savedAt: 0 }, 90 * day)).toBe(false);
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('reads only a finite number as the time', () => {
    expect(savedAtOf({ savedAt: '5' })).toBeNull();
    expect(savedAtOf(null)).toBeNull();
    expect(savedAtOf({ savedAt: 5 })).toBe(5);
  });
});
