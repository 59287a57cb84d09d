/**
 * reactivateMember ({ uid }) → { uid } (issue 45): the company's titular turns a deactivated
 * gestor or vendedor back on, with the role it had. One transaction reads the membership and the
 * team's size (a reactivated member counts as an active one) and updates membros/{uid}; then the
 * account's claims name the company again, which its next sign-in carries.
 */
import { members } from '@solarcred/domain/data/members';
import { requireTitular } from '@solarcred/domain/handlers/actor';
import { deactivationTarget, reactivateMember as decide } from '@solarcred/domain/team/deactivate';
import { adminAuth } from '../app';
import { callable, commandFirestore } from '../callable';
import { toFirestore, typedDoc } from '../firestore-data';
import { teamSizeOf } from './invite';

export const reactivateMember = callable('integrador', async ({ actor, data }) => {
  const titular = requireTitular(actor);
  const uid = deactivationTarget(data);
  const db = commandFirestore();
  const { claims } = await db.runTransaction(async (tx) => {
    const [target, teamSize] = await Promise.all([tx.get(typedDoc(db, members, uid)), teamSizeOf(db, tx, titular.uid, Date.now())]);
    const decided = decide(actor, target.data() ?? null, teamSize);
    if (decided.change) tx.update(db.doc(members.docPath(uid)), toFirestore(decided.change));
    return decided;
  });
  // Also on a retry: a first call may have stopped before this.
  const user = await adminAuth().getUser(uid);
  await adminAuth().setCustomUserClaims(uid, { ...user.customClaims, ...claims });
  return { uid };
}, 'reactivateMember');
