/**
 * previewInvitation ({ token }) → { empresa_nome, nome, papel, expira_em } (issue 45): what the
 * invitation's page shows to whoever holds the e-mail's link, signed in or not — the inviting
 * company, the invited person's name, the role and the expiry; never the e-mail. One read of
 * convites/{sha256(token)}; an unknown, revoked, used or expired invitation is refused with
 * accepting's message. A malformed token is refused before any read. The token carries 256 random
 * bits, so guessing one is hopeless; App Check applies as to every callable.
 */
import { hashLinkToken } from '@solarcred/domain/customer-link/token';
import { invitations } from '@solarcred/domain/data/invitations';
import { invitationTokenOf, previewInvitation as decide } from '@solarcred/domain/team/invitation';
import { callable, commandFirestore } from '../callable';
import { typedDoc } from '../firestore-data';

export const previewInvitation = callable('guest', async ({ data }) => {
  const tokenHash = await hashLinkToken(invitationTokenOf(data));
  const invitation = (await typedDoc(commandFirestore(), invitations, tokenHash).get()).data() ?? null;
  return decide(invitation, Date.now());
});
