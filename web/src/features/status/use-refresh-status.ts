import { useCallback, useState } from 'react';
import { statusScreen } from '@solarcred/domain/messages';
import { getBackend } from '../../backend';
import { notifyError, notifySuccess } from '../../ui/toaster';

/** 'Atualizar Status': the refresh-status callable, its message in a toast, or the failure text. */
export function useRefreshStatus(): { refreshing: boolean; refresh: () => Promise<void> } {
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      const result = await (await getBackend()).integrator.refreshStatus();
      notifySuccess(result.message);
    } catch {
      notifyError('medium', { title: statusScreen.refreshFailure });
    } finally {
      setRefreshing(false);
    }
  }, []);
  return { refreshing, refresh };
}
