/** The signed-in person's live profile and integrator record: where the session needs Firestore. */
import type { User } from 'firebase/auth';
import { onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { integrators } from '@solarcred/domain/data/integrators';
import { profiles } from '@solarcred/domain/data/profiles';
import type { Integrator, Profile } from '@solarcred/domain/model';
import type { Role } from '@solarcred/domain/options';
import { docRef } from './refs';

type Publish = (profile: Profile | null, integrator: Integrator | null | undefined) => void;

/**
 * Follows the two documents, publishing every change. A fresh sign-up has no claim until the
 * trigger has run: when its profile appears, the token is refreshed to pick it up.
 */
export function followSessionDocuments(user: User, role: Role | null, publish: Publish): Unsubscribe[] {
  let profile: Profile | null = null;
  let integrator: Integrator | null | undefined = role === 'integrador' ? undefined : null;
  const stops = [
    onSnapshot(docRef(profiles, user.uid), (snapshot) => {
      profile = snapshot.data() ?? null;
      if (profile && role === null) void user.getIdToken(true);
      publish(profile, integrator);
    }, () => publish(profile, integrator)),
  ];
  if (role === 'integrador') {
    stops.push(
      onSnapshot(docRef(integrators, user.uid), (snapshot) => {
        integrator = snapshot.data() ?? null;
        publish(profile, integrator);
      }, () => {
        integrator = null;
        publish(profile, integrator);
      }),
    );
  }
  return stops;
}
