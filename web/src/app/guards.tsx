import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { companyGuardOutcome } from '@solarcred/domain/team/session-company';
import { auth as authText } from '@solarcred/domain/messages';
import { getBackend } from '../backend';
import { useSession } from '../backend/use-session';
import { LoadingScreen } from '../ui/loading-screen';
import { forgetPersonalData } from '../ui/personal-data';
import { notifyError } from '../ui/toaster';
import { paths } from '../config/paths';

/** Navigates away, showing the guard's message once as a toast. */
function RedirectWithMessage({ to, message }: { to: string; message?: string }) {
  useEffect(() => {
    if (message) notifyError('medium', { title: message, once: true });
  }, [message]);
  return <Navigate to={to} replace />;
}

/**
 * A rejected (or unknown-status) integrator: the message, then sign-out; once signed out the
 * guard sends them to /auth.
 */
function RefuseAccount({ message }: { message?: string | undefined }) {
  useEffect(() => {
    // `once`: an effect run again (StrictMode, a remount while signing out) tells it no second time.
    if (message) notifyError('high', { title: message, once: true });
    void getBackend()
      .then((backend) => backend.auth.signOut())
      .then(() => forgetPersonalData());
  }, [message]);
  return <LoadingScreen />;
}

type Area = 'admin' | 'integrator';

/**
 * Protected areas: nobody signed in goes to /auth; an admin passes the admin area; an
 * integrator passes by its company's status and its membership (companyGuardOutcome).
 */
export function RequireArea({ area, children }: { area: Area; children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signed-out') return <Navigate to={paths.auth} replace />;
  if (session.role === null || (session.role === 'integrador' && (session.company === undefined || session.integrator === undefined))) {
    return <LoadingScreen />;
  }
  if (session.role === 'admin') {
    return area === 'admin' ? children : <Navigate to={paths.admin.dashboard} replace />;
  }
  if (!session.company) return <LoadingScreen />;
  const outcome = companyGuardOutcome(session.company, session.integrator ?? null);
  if (outcome.kind === 'redirect' && outcome.to === paths.auth) return <RefuseAccount message={outcome.message} />;
  if (outcome.kind === 'redirect') return <RedirectWithMessage to={outcome.to} message={outcome.message} />;
  return area === 'integrator' ? children : <Navigate to={paths.integrator.dashboard} replace />;
}

/** /complete-profile and /awaiting-approval: any signed-in user. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signed-out') return <RedirectWithMessage to={paths.auth} message={authText.accessDenied} />;
  return children;
}
