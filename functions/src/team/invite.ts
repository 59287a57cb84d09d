/**
 * inviteMember ({ email, papel }) → { id }, the titular of an approved company (issue 29): a new
 * invitation under the SHA-256 of a fresh token (convites/{hash}, 7 days), and its e-mail to the
 * invited address (mail/convite_equipe_{hash}, created in the same transaction), the only place
 * the token travels: the caller gets the invitation's id, never the token. The invited e-mail's account, if any, is looked up first
 * (Auth, then its membership, own company and whether that company sent a proposal); the team's
 * size and a pending invitation for the same e-mail are read in the transaction that creates it.
 */
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { hashLinkToken, newLinkToken } from '@solarcred/domain/customer-link/token';
import { integrators } from '@solarcred/domain/data/integrators';
import { mailDocuments } from '@solarcred/domain/data/mail';
import { invitations } from '@solarcred/domain/data/invitations';
import { members } from '@solarcred/domain/data/members';
import { requireTitular } from '@solarcred/domain/handlers/actor';
import { normalizeEmail } from '@solarcred/domain/handlers/sign-up';
import type { Millis } from '@solarcred/domain/model';
import { invitationDeleteAt } from '@solarcred/domain/privacy/retention';
import { companyOf } from '@solarcred/domain/team/company';
import { invitationState, inviteMember as decide, maxTeamSize, type InviteeFacts } from '@solarcred/domain/team/invitation';
import { invitationMail } from '@solarcred/domain/team/invitation-mail';
import { adminAuth } from '../app';
import { callable, commandFirestore } from '../callable';
import { toFirestore, typedCollection, typedDoc } from '../firestore-data';
import { appUrl } from '../mail/triggers';
import { hasProposals } from './proposals';

/** The typed e-mail as the lookups use it; '' when absent, and the domain refuses it. */
function typedEmail(data: unknown): string {
  const email = typeof data === 'object' && data !== null ? (data as { email?: unknown }).email : undefined;
  return typeof email === 'string' ? normalizeEmail(email) : '';
}

/** The account Auth has for `email`, null when none (or when the address is malformed: the domain refuses it). */
async function accountUid(email: string): Promise<string | null> {
  if (email === '') return null;
  try {
    return (await adminAuth().getUserByEmail(email)).uid;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'auth/user-not-found' || code === 'auth/invalid-email') return null;
    throw error;
  }
}

/** What the domain checks an invited account against: its membership, own company and proposals. */
async function inviteeFacts(db: Firestore, uid: string | null): Promise<InviteeFacts> {
  if (!uid) return { membership: null, ownCompany: null, ownCompanyHasProposals: false };
  const [membership, ownCompany, ownCompanyHasProposals] = await Promise.all([
    typedDoc(db, members, uid).get(),
    typedDoc(db, integrators, uid).get(),
    hasProposals(db, uid),
  ]);
  return { membership: membership.data() ?? null, ownCompany: ownCompany.data() ?? null, ownCompanyHasProposals };
}

/** Active members (the titular included) and pending invitations of `company`. */
export async function teamSizeOf(db: Firestore, tx: Transaction, company: string, now: Millis): Promise<number> {
  const active = db.collection(members.path).where('empresa', '==', company).where('ativo', '==', true).limit(maxTeamSize + 1);
  const pending = db
    .collection(invitations.path)
    .where('empresa', '==', company)
    .where('aceito_em', '==', null)
    .where('revogado_em', '==', null)
    .where('expira_em', '>', Timestamp.fromMillis(now))
    .limit(maxTeamSize + 1);
  const [activeCount, pendingCount] = await Promise.all([tx.get(active.count()), tx.get(pending.count())]);
  return activeCount.data().count + pendingCount.data().count;
}

/** Whether `company` has a pending invitation for `email` other than `except` (its invitations to one address are few: each is the titular's own act). */
export async function pendingFor(db: Firestore, tx: Transaction, company: string, email: string, now: Millis, except = ''): Promise<boolean> {
  if (email === '') return false;
  const sent = await tx.get(typedCollection(db, invitations).where('empresa', '==', company).where('email', '==', email));
  return sent.docs.some((doc) => doc.id !== except && invitationState(doc.data(), now) === 'pendente');
}

export const inviteMember = callable('integrador', async ({ actor, data }) => {
  // The domain checks this again; checked first so a gestor or vendedor triggers no lookup.
  requireTitular(actor);
  const db = commandFirestore();
  const token = newLinkToken();
  const tokenHash = await hashLinkToken(token);
  const email = typedEmail(data);
  const invitee = await inviteeFacts(db, await accountUid(email));
  const company = companyOf(actor);
  const now = Date.now();
  const url = appUrl();
  const invitation = await db.runTransaction(async (tx) => {
    const [record, teamSize, pendingForEmail] = await Promise.all([
      tx.get(typedDoc(db, integrators, company)),
      teamSizeOf(db, tx, company, now),
      pendingFor(db, tx, company, email, now),
    ]);
    const created = decide({ company: record.data() ?? null, actor, input: data, now, teamSize, pendingForEmail, invitee }, tokenHash);
    const mail = invitationMail(url, created, token, now);
    tx.create(db.doc(invitations.docPath(created.id)), toFirestore({ ...created, apagar_em: invitationDeleteAt(created) }));
    // With the invitation, not after it: an invitation whose e-mail was lost would block a new one for 7 days.
    tx.create(db.doc(mailDocuments.docPath(mail.id)), toFirestore(mail));
    return created;
  });
  return { id: invitation.id };
});
