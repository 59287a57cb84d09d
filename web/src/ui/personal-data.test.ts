import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@solarcred/domain/constants';
import { forgetPersonalData } from './personal-data';

describe('forgetPersonalData', () => {
  beforeEach(() => localStorage.clear());

  it('removes the drafts of every account and the error log, and nothing else', () => {
    localStorage.setItem(`${storageKeys.profileDraftPrefix}u1`, '{"cpf":"52998224725"}');
    localStorage.setItem(`${storageKeys.profileDraftPrefix}u2`, '{}');
    localStorage.setItem(storageKeys.proposalDraft, '{}');
    localStorage.setItem(storageKeys.errorLog, '[]');
    localStorage.setItem('solarcred-sidebar-collapsed', 'true');
    forgetPersonalData();
    expect(Object.keys(localStorage)).toEqual(['solarcred-sidebar-collapsed']);
  });
});
