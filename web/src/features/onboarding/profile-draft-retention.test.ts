/** Issue 51: onboarding's autosaved profile is dropped when read 90 days after its last save; one from before the dates is kept. */
import { afterEach, describe, expect, it } from 'vitest';
import { draftKey, readDraft } from './use-profile-draft';

const day = 86_400_000;
const saved = Date.UTC(2026, 0, 10, 12);
const expired = saved + 90 * day;

afterEach(() => localStorage.clear());

describe("onboarding's draft untouched for 90 days (issue 51)", () => {
  it('is removed when read at 90 days, kept a millisecond before', () => {
    localStorage.setItem(draftKey('uid-2'), JSON.stringify({ company: { nomeEmpresa: 'Sol Ltda' }, savedAt: saved }));
    expect(readDraft('uid-2', expired - 1)?.company).toEqual({ nomeEmpresa: 'Sol Ltda' });
    expect(readDraft('uid-2', expired)).toBeNull();
    expect(localStorage.getItem(draftKey('uid-2'))).toBeNull();
  });

  it('a draft saved before drafts were dated is kept', () => {
    localStorage.setItem(draftKey('uid-3'), JSON.stringify({ company: { nomeEmpresa: 'Antiga Ltda' } }));
    expect(readDraft('uid-3', expired)?.company).toEqual({ nomeEmpresa: 'Antiga Ltda' });
  });
});
