import { Navigate } from 'react-router-dom';
import { useSession, useSessionHome } from '../../backend/use-session';
import { LoadingScreen } from '../../ui/loading-screen';
import styles from './landing.module.css';

/**
 * Sends a signed-in visitor to their area. While a known session has not yet told its role,
 * the spinner covers the page; a visitor with no session just keeps reading the landing.
 */
export function SessionRedirect() {
  const session = useSession();
  const home = useSessionHome();
  if (home && home !== 'signed-out') return <Navigate to={home} replace />;
  if (session.status !== 'signed-in') return null;
  return (
    <div className={styles.overlay}>
      <LoadingScreen />
    </div>
  );
}
