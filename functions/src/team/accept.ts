/**
 * acceptInvitation ({ token }) → { empresa }, integrators (issue 29): the caller joins the company
 * that invited its e-mail. One transaction reads the invitation (convites/{sha256(token)}), the
 * caller's membership, own company and whether that company sent a proposal, and writes the
 * membership (the invitation's role, active) and the invitation used, and deletes the account's
 * own empty sign-up record (integradores/{uid}, never filled); then the account's claims
 * name the company, so the client's next token routes to it. A retry by the same account writes
 * nothing (the claims are set again if they still differ). A malformed token is the not-found
 * refusal before any read.
 *
 * The e-mail must be confirmed in Auth (issue 45, read fresh with getUser, not from the token):
 * anyone holding the link could sign up with the invited address otherwise.
 *
 * The shell's 'guest' access, with requireIntegrator first: the other callables refuse a
 * deactivated member outright (asMember), but the domain lets a titular invite a member it
 * deactivated back, and that member must be able to accept. The domain needs only the caller's
 * uid and role; its membership it reads here.
 */
import { hashLinkToken } from '@solarcred/domain/customer-link/token';
import { integrators } from '@solarcred/domain/data/integrators';
import { invitations } from '@solarcred/domain/data/invitations';
import { members } from '@solarcred/domain/data/members';
import { profiles } from '@solarcred/domain/data/profiles';
import { requireIntegrator } from '@solarcred/domain/handlers/actor';
import { defaultProfileName } from '@solarcred/domain/handlers/sign-up';
import { acceptanceOf, requireConsentBox } from '@solarcred/domain/privacy/consent';
import { invitationDeleteAt } from '@solarcred/domain/privacy/retention';
import { memberClaims } from '@solarcred/domain/team/claims';
import { acceptInvitation as decide, invitationTokenOf } from '@solarcred/domain/team/invitation';
import { adminAuth } from '../app';
import { callable, commandFirestore } from '../callable';
import { toFirestore, typedDoc } from '../firestore-data';
import { readCurrentConsent, writeAcceptanceIn } from '../privacy/consent';
import { hasProposals } from './proposals';

/** Whether `claims` already hold every entry of `wanted`. */
function holds(claims: Record<string, unknown>, wanted: Record<string, unknown>): boolean {
  return Object.entries(wanted).every(([key, value]) => claims[key] === value);
}

export const acceptInvitation = callable('guest', async ({ actor: caller, data }) => {
  const actor = requireIntegrator(caller);
  // Issue 51: the page's box 'Li e aceito…'; the acceptance is recorded with the membership.
  requireConsentBox(data);
  const tokenHash = await hashLinkToken(invitationTokenOf(data));
  const db = commandFirestore();
  const [user, profile] = await Promise.all([adminAuth().getUser(actor.uid), typedDoc(db, profiles, actor.uid).get()]);
  const email = user.email ?? null;
  const stored: unknown = profile.data()?.nome;
  const profileName = typeof stored === 'string' ? stored.trim() : '';
  const nome = profileName !== '' && profileName !== defaultProfileName ? profileName : (email ?? '');
  const now = Date.now();
  const { decided, membership } = await db.runTransaction(async (tx) => {
    const [invitation, member, ownCompany, ownCompanyHasProposals, consent] = await Promise.all([
      tx.get(typedDoc(db, invitations, tokenHash)),
      tx.get(typedDoc(db, members, actor.uid)),
      tx.get(typedDoc(db, integrators, actor.uid)),
      hasProposals(db, actor.uid, tx),
      readCurrentConsent(db, tx),
    ]);
    const current = member.data() ?? null;
    const found = invitation.data() ?? null;
    // The inviting company must still be approved: read once the invitation names it.
    const company = found ? ((await tx.get(typedDoc(db, integrators, found.empresa))).data() ?? null) : null;
    const writes = decide({ invitation: found, company, actor, email, emailVerified: user.emailVerified, nome, invitee: { membership: current, ownCompany: ownCompany.data() ?? null, ownCompanyHasProposals }, now });
    if (writes.kind === 'join') {
      tx.set(db.doc(members.docPath(writes.member.id)), toFirestore(writes.member));
      tx.set(db.doc(invitations.docPath(tokenHash)), toFirestore({ ...writes.invitation, apagar_em: invitationDeleteAt(writes.invitation) }));
      // The counters' trigger takes the empty sign-up record off stats/integradores.
      if (writes.dropOwnRecord) tx.delete(db.doc(integrators.docPath(actor.uid)));
      writeAcceptanceIn(tx, db, actor.uid, acceptanceOf(consent, 'convite', now));
    }
    return { decided: writes, membership: current };
  });
  const empresa = decided.kind === 'join' ? decided.member.empresa : decided.empresa;
  // A retry also repairs claims a failed first call left behind, while the membership is still this one.
  const claims = decided.kind === 'join' ? decided.claims : membership?.empresa === empresa && membership.ativo ? memberClaims(membership) : null;
  const existing = user.customClaims ?? {};
  if (claims && !holds(existing, { ...claims })) await adminAuth().setCustomUserClaims(actor.uid, { ...existing, ...claims });
  return { empresa };
});
