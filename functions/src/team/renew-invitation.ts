/**
 * renewInvitation ({ id, enviar }) → { id, token } (issue 45): the titular sends a pending or
 * expired invitation again. The token exists only as its hash, so one transaction revokes the old
 * invitation (its link dies) and creates the same invitation under a fresh token's hash, valid 7
 * days, reading the team's size and any other pending invitation to the e-mail as inviteMember
 * does; with `enviar` its e-mail is queued in the same transaction ('Reenviar'), without it the
 * titular gets the new link to copy ('Copiar link'). The token is answered once, never stored.
 */
import { hashLinkToken, newLinkToken } from '@solarcred/domain/customer-link/token';
import { integrators } from '@solarcred/domain/data/integrators';
import { invitations } from '@solarcred/domain/data/invitations';
import { mailDocuments } from '@solarcred/domain/data/mail';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { requireTitular } from '@solarcred/domain/handlers/actor';
import { renewInvitation as decide, renewInvitationInput } from '@solarcred/domain/team/invitation';
import { invitationDeleteAt } from '@solarcred/domain/privacy/retention';
import { invitationMail } from '@solarcred/domain/team/invitation-mail';
import { callable, commandFirestore } from '../callable';
import { toFirestore, typedDoc } from '../firestore-data';
import { appUrl } from '../mail/triggers';
import { pendingFor, teamSizeOf } from './invite';

export const renewInvitation = callable('integrador', async ({ actor, data }) => {
  const titular = requireTitular(actor);
  const { id, enviar } = parseCommand(renewInvitationInput, data);
  const db = commandFirestore();
  const token = newLinkToken();
  const tokenHash = await hashLinkToken(token);
  const now = Date.now();
  const url = appUrl();
  await db.runTransaction(async (tx) => {
    const [record, old, teamSize] = await Promise.all([
      tx.get(typedDoc(db, integrators, titular.uid)),
      tx.get(typedDoc(db, invitations, id)),
      teamSizeOf(db, tx, titular.uid, now),
    ]);
    const invitation = old.data() ?? null;
    const otherPendingForEmail = invitation && invitation.empresa === titular.uid ? await pendingFor(db, tx, titular.uid, invitation.email, now, id) : false;
    const { revoke, created } = decide({ company: record.data() ?? null, actor, invitation, now, teamSize, otherPendingForEmail }, tokenHash);
    // Issue 51: the TTL field (privacy/retention.ts) of the revoked invitation and of the new one.
    tx.update(db.doc(invitations.docPath(id)), toFirestore(invitation ? { ...revoke, apagar_em: invitationDeleteAt({ ...invitation, ...revoke }) } : revoke));
    tx.create(db.doc(invitations.docPath(created.id)), toFirestore({ ...created, apagar_em: invitationDeleteAt(created) }));
    if (enviar) {
      const mail = invitationMail(url, created, token, now);
      tx.create(db.doc(mailDocuments.docPath(mail.id)), toFirestore(mail));
    }
  });
  return { id: tokenHash, token };
});
