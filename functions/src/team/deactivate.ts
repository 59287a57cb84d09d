/**
 * deactivateMember ({ uid }) → { uid } (issue 29): the company's titular, or an admin, turns a
 * gestor or vendedor off. One transaction reads and updates membros/{uid}; then the account's
 * claims lose the company and its refresh tokens are revoked, so its next token names nothing and
 * its open tab's next request is refused by the rules (which read the membership anyway).
 */
import { members } from '@solarcred/domain/data/members';
import { deactivateMember as decide, deactivationTarget } from '@solarcred/domain/team/deactivate';
import { adminAuth } from '../app';
import { callable, commandFirestore } from '../callable';
import { toFirestore, typedDoc } from '../firestore-data';

export const deactivateMember = callable('signed-in', async ({ actor, data }) => {
  const uid = deactivationTarget(data);
  const db = commandFirestore();
  await db.runTransaction(async (tx) => {
    const target = (await tx.get(typedDoc(db, members, uid))).data() ?? null;
    const change = decide(actor, target, Date.now());
    if (change) tx.update(db.doc(members.docPath(uid)), toFirestore(change));
  });
  // Also on a retry: a first call may have stopped before these.
  const user = await adminAuth().getUser(uid);
  const { empresa: _empresa, papel: _papel, ...kept } = user.customClaims ?? {};
  await adminAuth().setCustomUserClaims(uid, kept);
  await adminAuth().revokeRefreshTokens(uid);
  return { uid };
}, 'deactivateMember');
