import type { Profile } from '@solarcred/domain/model';
import { useSession } from '../../backend/use-session';

export interface OwnAccount {
  email: string;
  /** profiles/{uid}, live; null while missing (or where Firestore is not reachable). */
  profile: Profile | null;
}

/** The signed-in user's e-mail and live profile document; null while the session loads. */
export function useOwnAccount(): OwnAccount | null {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return { email: session.user.email, profile: session.profile };
}
