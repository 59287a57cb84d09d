import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { Integrator, Profile } from '@solarcred/domain/model';
import type { SignUpWrites } from '@solarcred/domain/handlers/sign-up';
import { integrators } from '@solarcred/domain/data/integrators';
import { members } from '@solarcred/domain/data/members';
import { profiles } from '@solarcred/domain/data/profiles';
import type { Member } from '@solarcred/domain/team/member';

/** profiles/{uid} as stored: no `id` field, server time for created_at. */
export function profileDocument(profile: Profile): DocumentData {
  const { id: _id, created_at: _createdAt, ...fields } = profile;
  return { ...fields, created_at: FieldValue.serverTimestamp() };
}

/** integradores/{uid} as stored: no `id` field, server time for created_at and updated_at. */
export function integratorDocument(integrator: Integrator): DocumentData {
  const { id: _id, created_at: _createdAt, updated_at: _updatedAt, ...fields } = integrator;
  return { ...fields, created_at: FieldValue.serverTimestamp(), updated_at: FieldValue.serverTimestamp() };
}

/** membros/{uid} as stored: no `id` field, server time for entrou_em. */
export function memberDocument(member: Member): DocumentData {
  const { id: _id, entrou_em: _joinedAt, ...fields } = member;
  return { ...fields, entrou_em: FieldValue.serverTimestamp() };
}

/**
 * Creates the sign-up documents that do not exist yet, in one transaction. Documents that
 * already exist (a retried event) are left untouched.
 */
export async function createSignUpDocuments(db: Firestore, writes: SignUpWrites): Promise<void> {
  // Untyped refs: these writes carry server-time sentinels, not domain values.
  const profileRef = db.doc(profiles.docPath(writes.profile.id));
  const integrator = writes.integrator;
  const integratorRef = integrator ? db.doc(integrators.docPath(integrator.id)) : null;
  const member = writes.member;
  const memberRef = member ? db.doc(members.docPath(member.id)) : null;
  await db.runTransaction(async (tx) => {
    const [profileSnap, integratorSnap, memberSnap] = await tx.getAll(profileRef, ...(integratorRef ? [integratorRef] : []), ...(memberRef ? [memberRef] : []));
    if (!profileSnap?.exists) tx.create(profileRef, profileDocument(writes.profile));
    if (integrator && integratorRef && !integratorSnap?.exists) {
      tx.create(integratorRef, integratorDocument(integrator));
    }
    if (member && memberRef && !memberSnap?.exists) tx.create(memberRef, memberDocument(member));
  });
}
