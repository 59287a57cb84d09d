import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { timings } from '@solarcred/domain/constants';
import { statusScreen } from '@solarcred/domain/messages';
import { paths } from '../../config/paths';
import { notifySuccess } from '../../ui/toaster';

/**
 * When the live status turns 'aprovado' while the screen is open: the congratulation toast, then
 * the integrator dashboard 2 s later. Opening the screen already approved does not redirect.
 */
export function useApprovalRedirect(status: string): void {
  const navigate = useNavigate();
  const previous = useRef(status);
  const [approvedLive, setApprovedLive] = useState(false);

  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (status === 'aprovado' && before !== 'aprovado') {
      notifySuccess(statusScreen.approved);
      setApprovedLive(true);
    }
  }, [status]);

  useEffect(() => {
    if (!approvedLive) return;
    const timer = setTimeout(() => navigate(paths.integrator.dashboard, { replace: true }), timings.redirectAfterApprovalMs);
    return () => clearTimeout(timer);
  }, [approvedLive, navigate]);
}
