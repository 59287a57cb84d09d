/** The signed-in person's live profile, integrator record and membership: where the session needs Firestore. */
import type { User } from 'firebase/auth';
import { onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { integrators } from '@solarcred/domain/data/integrators';
import { members } from '@solarcred/domain/data/members';
import { profiles } from '@solarcred/domain/data/profiles';
import type { Integrator, Profile } from '@solarcred/domain/model';
import type { Role } from '@solarcred/domain/options';
import type { Member } from '@solarcred/domain/team/member';
import { docRef } from './refs';

export interface SessionDocuments {
  profile: Profile | null;
  /** integradores/{uid}: undefined while loading (integrators only). */
  integrator: Integrator | null | undefined;
  /** membros/{uid} (issue 29): undefined while loading (integrators only). */
  membership: Member | null | undefined;
}

type Publish = (documents: SessionDocuments) => void;

/**
 * Follows the documents, publishing every change. A fresh sign-up has no claim until the
 * trigger has run: when its profile appears, the token is refreshed to pick it up.
 */
export function followSessionDocuments(user: User, role: Role | null, publish: Publish): Unsubscribe[] {
  const integratorOnly = role === 'integrador' ? undefined : null;
  let current: SessionDocuments = { profile: null, integrator: integratorOnly, membership: integratorOnly };
  const set = (patch: Partial<SessionDocuments>) => {
    current = { ...current, ...patch };
    publish(current);
  };
  const stops = [
    onSnapshot(docRef(profiles, user.uid), (snapshot) => {
      const profile = snapshot.data() ?? null;
      if (profile && role === null) void user.getIdToken(true);
      set({ profile });
    }, () => set({})),
  ];
  if (role === 'integrador') {
    // The titular's record and the membership, both its own: a member has no integradores/{uid} (null).
    stops.push(
      onSnapshot(docRef(integrators, user.uid), (snapshot) => set({ integrator: snapshot.data() ?? null }), () => set({ integrator: null })),
      onSnapshot(docRef(members, user.uid), (snapshot) => set({ membership: snapshot.data() ?? null }), () => set({ membership: null })),
    );
  }
  return stops;
}
