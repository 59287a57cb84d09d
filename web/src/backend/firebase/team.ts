/**
 * The team (issue 29) on Firestore: a company's memberships (membros where empresa == company) and
 * invitations (convites where empresa == company, newest first), both the titular's reads in the
 * rules; every write is a callable.
 */
import { limit, orderBy, query, where } from 'firebase/firestore';
import { invitations } from '@solarcred/domain/data/invitations';
import type { InvitationPreview } from '@solarcred/domain/team/invitation';
import { members } from '@solarcred/domain/data/members';
import type { TeamPort } from '../port-team';
import { auth } from './app';
import { call } from './call';
import { liveList } from './live';
import { collectionRef } from './refs';

export const firebaseTeam: TeamPort = {
  invite: (input) => call<{ id: string }>('inviteMember', input),
  renew: (id, send) => call<{ id: string; token: string }>('renewInvitation', { id, enviar: send }),
  preview: (token) => call<InvitationPreview>('previewInvitation', { token }),
  async accept(token) {
    // The page calls it only with its box 'Li e aceito…' ticked (issue 51).
    const joined = await call<{ empresa: string }>('acceptInvitation', { token, aceite: true });
    // The new claims ({empresa, papel}) reach the session only with a fresh token.
    await auth.currentUser?.getIdToken(true);
    return joined;
  },
  async deactivate(uid) {
    await call('deactivateMember', { uid });
  },
  async reactivate(uid) {
    await call('reactivateMember', { uid });
  },
  async changeRole(uid, papel) {
    await call('changeMemberRole', { uid, papel });
  },
  lastSignIns: (companyId) => call<Record<string, number | null>>('memberSignIns', { empresa: companyId }),
  members: (companyId, max) => liveList(query(collectionRef(members), where('empresa', '==', companyId), limit(max))),
  invitations: (companyId, max) => liveList(query(collectionRef(invitations), where('empresa', '==', companyId), orderBy('criado_em', 'desc'), limit(max))),
};
