/** The signed-in account on Firebase as the Storage paths need it. */
import { auth as authText } from '@solarcred/domain/messages';
import { BackendError } from '../port';
import { auth } from './app';

/**
 * The company whose folder the caller uploads into: its `empresa` claim (issue 29), else its own
 * uid (the titular, or an account from before teams). The claim is a hint: Storage's rules check
 * the membership itself.
 */
export async function callerCompany(): Promise<string> {
  const user = auth.currentUser;
  if (!user) throw new BackendError('unauthenticated', authText.mustBeAuthenticated);
  const { claims } = await user.getIdTokenResult();
  return typeof claims.empresa === 'string' && claims.empresa ? claims.empresa : user.uid;
}

/** The signed-in account's role claim ('admin' | 'integrador'), or null (issue 51: admins open documents through openDocument). */
export async function callerRole(): Promise<string | null> {
  const user = auth.currentUser;
  if (!user) return null;
  const { claims } = await user.getIdTokenResult();
  return typeof claims.role === 'string' ? claims.role : null;
}
