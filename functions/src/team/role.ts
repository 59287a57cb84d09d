/**
 * changeMemberRole ({ uid, papel }) → { uid, papel } (issue 29): the company's titular makes an
 * active gestor a vendedor or the other way round. One transaction reads and updates
 * membros/{uid} (the authority the rules and callables read, so the change counts on the member's
 * next request); then the account's claims name the new role, which its next token carries.
 */
import { members } from '@solarcred/domain/data/members';
import { changeMemberRole as decide, roleChangeRequest } from '@solarcred/domain/team/role-change';
import { adminAuth } from '../app';
import { callable, commandFirestore } from '../callable';
import { toFirestore, typedDoc } from '../firestore-data';

export const changeMemberRole = callable('integrador', async ({ actor, data }) => {
  const request = roleChangeRequest(data);
  const db = commandFirestore();
  const change = await db.runTransaction(async (tx) => {
    const target = (await tx.get(typedDoc(db, members, request.uid))).data() ?? null;
    const decided = decide(actor, target, request);
    if (decided.changed) tx.update(db.doc(members.docPath(request.uid)), toFirestore({ papel: decided.member.papel }));
    return decided;
  });
  // Also on a retry: a first call may have stopped before this.
  const user = await adminAuth().getUser(request.uid);
  await adminAuth().setCustomUserClaims(request.uid, { ...user.customClaims, ...change.claims });
  return { uid: request.uid, papel: change.member.papel };
}, 'changeMemberRole');
