import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { auth as authText } from '@solarcred/domain/messages';
import { getBackend } from '../../backend';
import { paths } from '../../config/paths';
import { forgetPersonalData } from '../personal-data';
import { notifyError } from '../toaster';

/**
 * Signs out, forgets the personal data this browser kept (drafts, error log) and goes to /auth;
 * when signing out fails, says so in a toast and stays (the drafts too).
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await (await getBackend()).auth.signOut();
      forgetPersonalData();
      navigate(paths.auth, { replace: true });
    } catch {
      notifyError('medium', { title: authText.logoutFailure });
    }
  }, [navigate]);
}
