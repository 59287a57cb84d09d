import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { auth as authText } from '@solarcred/domain/messages';
import { getBackend } from '../../backend';
import { paths } from '../../config/paths';
import { notifyError } from '../toaster';

/** Signs out and goes to /auth; when that fails, says so in a toast and stays. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await (await getBackend()).auth.signOut();
      navigate(paths.auth, { replace: true });
    } catch {
      notifyError('medium', { title: authText.logoutFailure });
    }
  }, [navigate]);
}
