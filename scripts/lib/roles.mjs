/**
 * Granting and revoking the admin role: the `role` custom claim, mirrored in
 * profiles/{uid}.tipo_usuario. Used by scripts/grant-admin.mjs and by the seed, so an admin is
 * made the same way everywhere (never by sign-up). And a member's claims (issue 29), as joining a
 * company sets them: the seed's gestores and vendedores.
 */
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { loadDataEdge, loadTypeScript } from './load-ts.mjs';

/**
 * Sets the account's role claim (keeping its other claims; an admin belongs to no integrator
 * company, so it loses `empresa` and `papel`); a revoked admin loses its tokens at once.
 */
export async function setRoleClaim(app, user, role) {
  const { empresa, papel, ...others } = user.customClaims ?? {};
  const kept = role === 'admin' ? others : { ...others, ...(empresa === undefined ? {} : { empresa }), ...(papel === undefined ? {} : { papel }) };
  await getAuth(app).setCustomUserClaims(user.uid, { ...kept, role });
  if (role !== 'admin') await getAuth(app).revokeRefreshTokens(user.uid);
}

/** Mirrors the role on the profile; says what it did (a missing profile is left missing). */
export async function mirrorRoleOnProfile(app, uid, role) {
  const path = (await loadDataEdge()).profiles.docPath(uid);
  try {
    await getFirestore(app).doc(path).update({ tipo_usuario: role });
    return `${path}.tipo_usuario = ${role}`;
  } catch (error) {
    if (error?.code === 5 || error?.code === 'not-found') return `${path} does not exist (not updated)`;
    throw error;
  }
}

let claimsModule;

/**
 * Sets the account's claims to the domain's `memberClaims(member)` (its other claims kept), as
 * acceptInvitation leaves them: a deactivated member's name no company.
 */
export async function setMemberClaims(app, user, member) {
  claimsModule ??= loadTypeScript("export { memberClaims } from './domain/src/team/claims.ts';");
  const { memberClaims } = await claimsModule;
  const { empresa: _empresa, papel: _papel, ...others } = user.customClaims ?? {};
  await getAuth(app).setCustomUserClaims(user.uid, { ...others, ...memberClaims(member) });
}
